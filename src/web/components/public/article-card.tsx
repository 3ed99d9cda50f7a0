import { Link } from "react-router";
import type { ArticleTeaser } from "../../lib/article-teaser.js";
import { cn } from "../../lib/cn.js";
import { formatShortDate } from "../../lib/dates.js";
import { ArticleImage } from "./article-image.js";
import { CategoryBadge } from "./category-badge.js";

interface Props {
  article: ArticleTeaser;
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

/** A story teaser: picture, category, headline, excerpt, date. The headline link covers the card (styles: app.css). */
export function ArticleCard({ article, variant = "grid", headingLevel = 3, eager, priority, className }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={cn("story-card", className)}>
      <div className="story-card-picture">
        <ArticleImage
          heroImage={article.heroImage}
          thumbImage={article.thumbImage}
          categorySlug={article.category?.slug}
          alt=""
          variant="card"
          sizes={SIZES[variant]}
          eager={eager}
          priority={priority}
        />
      </div>
      <div className="story-card-body">
        <CategoryBadge category={article.category} className="self-start" />
        <Heading className={cn("story-card-title", variant === "featured" && "story-card-title-large")}>
          <Link to={`/articles/${article.slug}`} prefetch="intent" className="story-card-link">
            {article.title}
          </Link>
        </Heading>
        {article.excerpt && (
          <p className={cn("story-card-excerpt", variant === "grid" && "story-card-excerpt-long")}>{article.excerpt}</p>
        )}
        <p className="story-card-meta">
          <time dateTime={article.date}>{formatShortDate(article.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.author}</span>
        </p>
      </div>
    </article>
  );
}

/** A responsive grid of story cards (category, search, all articles). */
export function ArticleGrid({ articles, headingLevel = 2 }: { articles: ArticleTeaser[]; headingLevel?: 2 | 3 }) {
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
