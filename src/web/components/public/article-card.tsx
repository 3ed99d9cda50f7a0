import { Link } from "react-router";
import type { Article } from "../../../shared/schemas/article.js";
import { cn } from "../../lib/cn.js";
import { formatShortDate } from "../../lib/dates.js";
import { ArticleImage } from "./article-image.js";
import { CategoryBadge } from "./category-badge.js";

interface Props {
  article: Article;
  variant?: "featured" | "strip" | "grid";
  headingLevel?: 2 | 3;
  /** Load the picture at once (the first visible card of the page). */
  eager?: boolean;
  priority?: boolean;
  className?: string;
}

const SIZES = {
  featured: "384px",
  strip: "304px",
  grid: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
};

/** A story teaser: picture, category, headline, excerpt, date. The headline link covers the card. */
export function ArticleCard({ article, variant = "grid", headingLevel = 3, eager, priority, className }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = article.publishedAt ?? article.createdAt;
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-800 dark:bg-slate-900",
        className,
      )}
    >
      <div className="overflow-hidden">
        <ArticleImage
          heroImage={article.heroImage}
          thumbImage={article.thumbImage}
          categorySlug={article.category?.slug}
          alt=""
          variant="card"
          sizes={SIZES[variant]}
          eager={eager}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CategoryBadge category={article.category} className="self-start" />
        <Heading
          className={cn(
            "font-serif font-bold leading-snug text-slate-900 dark:text-slate-50",
            variant === "featured" ? "text-xl" : "text-lg",
          )}
        >
          <Link
            to={`/articles/${article.slug}`}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        {article.excerpt && (
          <p
            className={cn(
              "text-sm leading-relaxed text-slate-600 dark:text-slate-300",
              variant === "grid" ? "line-clamp-3" : "line-clamp-2",
            )}
          >
            {article.excerpt}
          </p>
        )}
        <p className="mt-auto pt-1 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={date}>{formatShortDate(date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.author}</span>
        </p>
      </div>
    </article>
  );
}

/** A responsive grid of story cards (category, search, all articles). */
export function ArticleGrid({ articles, headingLevel = 2 }: { articles: Article[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
      {articles.map((article, i) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} eager={i < 3} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
