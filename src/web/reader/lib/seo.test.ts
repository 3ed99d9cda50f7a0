import { describe, expect, it } from "vitest";
import { anArticle } from "#tests/support/article-fixture.js";
import { absoluteUrl, categoryFeedLink, newsArticleJsonLd, pageTitle, seoMeta, shortDescription } from "./seo.js";

describe("seo helpers", () => {
  it("makes absolute URLs from paths", () => {
    expect(absoluteUrl("https://news.example/", "/uploads/a.webp")).toBe("https://news.example/uploads/a.webp");
    expect(absoluteUrl("https://news.example", "https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  });

  it("shortens descriptions on a word boundary", () => {
    const text = "word ".repeat(60);
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith("word…")).toBe(true);
    expect(shortDescription("Short.")).toBe("Short.");
  });

  it("appends the site name to page titles", () => {
    expect(pageTitle("Politics news", "Only News for Free")).toBe("Politics news | Only News for Free");
    expect(pageTitle("", "Only News for Free")).toBe("Only News for Free");
  });

  it("writes canonical, Open Graph and Twitter tags with an absolute image", () => {
    const meta = seoMeta({
      publicUrl: "https://news.example",
      siteName: "Only News for Free",
      title: "A story",
      description: "What happened.",
      path: "/articles/a-story",
      type: "article",
      image: { url: "/uploads/a.webp", width: 1200, height: 675, alt: "A story" },
    });
    expect(meta).toContainEqual({ title: "A story | Only News for Free" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://news.example/articles/a-story" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://news.example/uploads/a.webp" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
  });

  it("names the original of a translated article in its NewsArticle, and nothing for an article of our own", () => {
    const site = { publicUrl: "https://news.example", siteName: "Only News for Free" };
    const own = anArticle();
    const translated = { ...own, sourceName: "SVT", sourceUrl: "https://www.svt.se/nyheter/inrikes/a-story" };
    expect(newsArticleJsonLd(translated, site).isBasedOn).toBe("https://www.svt.se/nyheter/inrikes/a-story");
    expect(JSON.parse(JSON.stringify(newsArticleJsonLd(own, site)))).not.toHaveProperty("isBasedOn");
  });
});

describe("categoryFeedLink", () => {
  it("links a category's RSS feed, titled with the site and the category", () => {
    expect(categoryFeedLink({ name: "Politics", slug: "politics" }, "Only News for Free")).toEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Only News for Free — Politics (RSS)",
      href: "/category/politics/rss.xml",
    });
  });
});
