import { describe, expect, it } from "vitest";
import { anArticle } from "#tests/support/article-fixture.js";
import type { Article } from "#shared/schemas/article.js";
import { CAROUSEL_EXCERPT_MAX, carouselTeasers, TEASER_EXCERPT_MAX, toTeaser } from "./article-teaser.js";

const article: Article = anArticle({
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
  publishedAt: "2026-11-20T08:00:00.000Z",
  createdAt: "2026-11-19T08:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
});

describe("toTeaser", () => {
  it("keeps what a card shows and drops the rest", () => {
    expect(toTeaser(article)).toEqual({
      slug: "riksbank-holds",
      title: "Riksbank holds the rate",
      excerpt: "Unchanged at 2 per cent.",
      author: "Astrid",
      category: { name: "Business", slug: "business" },
      thumbImage: "/uploads/thumb.jpg",
      date: "2026-11-20T08:00:00.000Z",
    });
  });

  it("keeps the hero picture when there is no thumbnail, and the creation date when there is no publication date", () => {
    const teaser = toTeaser({ ...article, thumbImage: null, publishedAt: null, category: null });
    expect(teaser.heroImage).toBe("/uploads/hero.jpg");
    expect("thumbImage" in teaser).toBe(false);
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

  it("leaves out the pictures of an article without any", () => {
    const teaser = toTeaser({ ...article, heroImage: null, thumbImage: null });
    expect(Object.keys(teaser)).not.toContain("heroImage");
    expect(Object.keys(teaser)).not.toContain("thumbImage");
  });
});

describe("carouselTeasers", () => {
  it("makes one teaser per article and one category per slug, however often they are asked for", () => {
    const teasers = carouselTeasers();
    const other = { ...article, id: 8, slug: "krona-firms" };
    const [first] = teasers([article], "featured");
    const [again, second] = teasers([article, other], "strip");
    expect(again).toBe(first);
    expect(second!.category).toBe(first!.category);
    expect(carouselTeasers()([article], "featured")[0]).not.toBe(first);
  });

  it("shortens excerpts to what a featured or a strip card's two lines can show", () => {
    const long = { ...article, excerpt: "Stockholm's housing queue grew again this year, ".repeat(8).trim() };
    for (const variant of ["featured", "strip"] as const) {
      const [teaser] = carouselTeasers()([long], variant);
      expect(teaser!.excerpt!.length).toBeLessThanOrEqual(CAROUSEL_EXCERPT_MAX[variant]);
      expect(teaser!.excerpt!.length).toBeGreaterThan(CAROUSEL_EXCERPT_MAX[variant] - 20);
    }
  });

  it("gives a strip the featured teaser of a story, never a featured card the strip's shorter one", () => {
    const long = { ...article, excerpt: "Stockholm's housing queue grew again this year, ".repeat(8).trim() };
    const teasers = carouselTeasers();
    const [strip] = teasers([long], "strip");
    const [featured] = teasers([long], "featured");
    expect(featured).not.toBe(strip);
    expect(featured!.excerpt!.length).toBeGreaterThan(strip!.excerpt!.length);
    expect(teasers([long], "strip")[0]).toBe(featured);
  });
});
