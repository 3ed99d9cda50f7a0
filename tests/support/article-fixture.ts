import type { Article } from "#shared/schemas/article.js";

/**
 * An article as the API answers it, for unit tests of what renders or describes one: a published plain-text
 * story of our own without pictures, with `changes` over it. Each test states only what it is about.
 */
export function anArticle(changes: Partial<Article> = {}): Article {
  return {
    id: 1,
    slug: "a-story",
    title: "A story",
    excerpt: null,
    author: "Desk",
    categoryId: null,
    category: null,
    heroImage: null,
    thumbImage: null,
    featured: false,
    published: true,
    publishedAt: "2025-01-02T10:00:00.000Z",
    createdAt: "2025-01-02T09:00:00.000Z",
    updatedAt: "2025-01-02T10:00:00.000Z",
    sourceName: null,
    sourceUrl: null,
    bodyFormat: "text",
    heroAlt: null,
    heroCaption: null,
    heroCredit: null,
    ...changes,
  };
}
