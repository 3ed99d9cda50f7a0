import { describe, expect, it } from "vitest";
import type { Article } from "../../shared/schemas/article.js";
import { TEASER_EXCERPT_MAX, toTeaser } from "./article-teaser.js";

const article: Article = {
  id: 7,
  slug: "riksbank-holds",
  title: "Riksbank holds the rate",
  excerpt: "Unchanged at 2 per cent.",
  body: "A long body that a card never shows.",
  author: "Astrid",
  categoryId: 3,
  category: { id: 3, name: "Business", slug: "business" },
  heroImage: "/uploads/hero.jpg",
  thumbImage: "/uploads/thumb.jpg",
  featured: true,
  published: true,
  publishedAt: "2026-11-20T08:00:00.000Z",
  createdAt: "2026-11-19T08:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
};

describe("toTeaser", () => {
  it("keeps what a card shows and drops the rest", () => {
    expect(toTeaser(article)).toEqual({
      id: 7,
      slug: "riksbank-holds",
      title: "Riksbank holds the rate",
      excerpt: "Unchanged at 2 per cent.",
      author: "Astrid",
      category: { name: "Business", slug: "business" },
      heroImage: null,
      thumbImage: "/uploads/thumb.jpg",
      date: "2026-11-20T08:00:00.000Z",
    });
  });

  it("keeps the hero picture when there is no thumbnail, and the creation date when there is no publication date", () => {
    const teaser = toTeaser({ ...article, thumbImage: null, publishedAt: null, category: null });
    expect(teaser.heroImage).toBe("/uploads/hero.jpg");
    expect(teaser.date).toBe("2026-11-19T08:00:00.000Z");
    expect(teaser.category).toBeNull();
  });

  it("shortens a long excerpt at a word boundary, with an ellipsis", () => {
    const excerpt = "Stockholm's housing queue grew again this year, ".repeat(8).trim();
    const teaser = toTeaser({ ...article, excerpt });
    expect(teaser.excerpt!.length).toBeLessThanOrEqual(TEASER_EXCERPT_MAX);
    expect(teaser.excerpt).toMatch(/\w…$/);
    expect(excerpt.startsWith(teaser.excerpt!.slice(0, -1))).toBe(true);
  });
});
