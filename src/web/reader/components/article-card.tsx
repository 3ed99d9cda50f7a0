import type { ArticleTeaser } from "../lib/article-teaser.js";
import { cn } from "#web/ui/cn.js";
import { formatShortDate } from "#web/ui/dates.js";
import { ArticleImage } from "#web/ui/article/article-image.js";
import { CategoryBadge } from "#web/ui/article/category-badge.js";

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
  featured: "(max-width: 639px) calc(100vw - 3rem), 384px",
  // On phones a strip is a list of rows with a 112 px picture (app.css).
  strip: "(max-width: 639px) 112px, 304px",
  grid: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
};

/**
 * A story teaser: picture, category, headline, excerpt, then date and author (its footer). The headline link
 * covers the card. A story without a picture is a card of text alone. Styles in app.css, where the card's parts are styled by their place in it rather than by
 * a class each.
 */
export function ArticleCard({ article, variant = "grid", headingLevel = 3, eager, priority, className }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={cn("story-card", variant === "featured" && "story-card-large", className)}>
      {(article.thumbImage || article.heroImage) && (
        <div>
          <ArticleImage
            heroImage={article.heroImage ?? null}
            thumbImage={article.thumbImage ?? null}
            alt={article.imageAlt ?? ""}
            variant="card"
            sizes={SIZES[variant]}
            eager={eager}
            priority={priority}
          />
        </div>
      )}
      <div>
        <CategoryBadge category={article.category} />
        <Heading>
          <a href={`/articles/${article.slug}`}>{article.title}</a>
        </Heading>
        {article.excerpt && (
          <p className={variant === "grid" ? "story-card-excerpt-long" : undefined}>{article.excerpt}</p>
        )}
        <footer>
          <time dateTime={article.date}>{formatShortDate(article.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.author}</span>
        </footer>
      </div>
    </article>
  );
}

/** A responsive grid of story cards (category, search, all articles). */
export function ArticleGrid({ articles, headingLevel = 2 }: { articles: ArticleTeaser[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
      {articles.map((article, i) => (
        <li key={article.slug}>
          <ArticleCard article={article} headingLevel={headingLevel} eager={i < 3} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
