import type { Article } from "../../shared/schemas/article.js";

/**
 * What a story card shows, and no more: loaders send teasers rather than whole articles, since every
 * field they return is also serialised into the page for hydration (the home page lists 50 or more).
 */
export interface ArticleTeaser {
  id: number;
  slug: string;
  title: string;
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
    excerpt,
    author,
    category: category && { name: category.name, slug: category.slug },
    heroImage: thumbImage ? null : heroImage,
    thumbImage,
    date: article.publishedAt ?? article.createdAt,
  };
}

export const toTeasers = (articles: Article[]) => articles.map(toTeaser);
