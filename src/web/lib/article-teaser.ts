import type { Article } from "../../shared/schemas/article.js";
import { shortenAtWord } from "../../shared/text.js";

/** A card clamps its excerpt to two or three lines (about 150 characters): no need to send more. */
export const TEASER_EXCERPT_MAX = 180;

/**
 * What a story card shows, and no more: loaders send teasers rather than whole articles, since every
 * field they return is also serialised into the page for hydration (the home page lists 50 or more).
 */
export interface ArticleTeaser {
  id: number;
  slug: string;
  title: string;
  /** The excerpt, shortened to what a card can show. */
  excerpt: string | null;
  author: string;
  category: { name: string; slug: string } | null;
  /** Only when there is no thumbnail: a card shows the thumbnail, else the hero picture. */
  heroImage: string | null;
  thumbImage: string | null;
  /** When it was published (or, for an article without that date, created). */
  date: string;
}

export function toTeaser(article: Article): ArticleTeaser {
  const { id, slug, title, excerpt, author, category, heroImage, thumbImage } = article;
  return {
    id,
    slug,
    title,
    excerpt: excerpt && shortenAtWord(excerpt, TEASER_EXCERPT_MAX),
    author,
    category: category && { name: category.name, slug: category.slug },
    heroImage: thumbImage ? null : heroImage,
    thumbImage,
    date: article.publishedAt ?? article.createdAt,
  };
}

export const toTeasers = (articles: Article[]) => articles.map(toTeaser);
