import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { anArticle } from "#tests/support/article-fixture.js";
import type { Article } from "#shared/schemas/article.js";
import type { Category } from "#shared/schemas/category.js";
import { robotsTxt, rssXml, sitemapXml, xmlEscape } from "./seo.feeds.js";

const article = (id: number, categoryId: number, day: number): Article =>
  anArticle({
    id,
    slug: `story-${id}`,
    title: `Story ${id} & "more"`,
    excerpt: "An <excerpt>",
    author: "Ann",
    categoryId,
    category: { id: categoryId, name: "Politics", slug: "politics" },
    heroImage: `/uploads/${id}.webp`,
    publishedAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
    createdAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 10, day, 6)).toISOString(),
  });
const politics: Category = { id: 1, name: "Politics", slug: "politics", order: 0, articleCount: 2 };
const empty: Category = { id: 2, name: "Empty", slug: "empty", order: 1, articleCount: 0 };

describe("xmlEscape", () => {
  it("escapes markup and drops characters XML cannot carry", () => {
    expect(xmlEscape(`<a href="x">'&'</a>\u0001`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });
});

describe("sitemapXml", () => {
  it("lists pages, categories with articles and articles with lastmod", () => {
    const xml = sitemapXml("https://n.example", [article(1, 1, 20), article(2, 1, 19)], [politics, empty]);
    expect(xml).toContain("<loc>https://n.example/</loc>");
    expect(xml).toContain("<loc>https://n.example/about</loc>");
    expect(xml).toContain("<loc>https://n.example/category/politics</loc>");
    expect(xml).not.toContain("/category/empty");
    expect(xml).toContain("<loc>https://n.example/articles/story-2</loc>");
    expect(xml).toContain("<lastmod>2026-11-20T06:00:00.000Z</lastmod>");
  });
});

describe("rssXml", () => {
  it("is RSS 2.0 with one escaped item per article", () => {
    const xml = rssXml("https://n.example", { name: "Only News for Free", description: "d" }, [article(1, 1, 20)]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Story 1 &amp; &quot;more&quot;</title>");
    expect(xml).toContain("<link>https://n.example/articles/story-1</link>");
    expect(xml).toContain("<pubDate>Fri, 20 Nov 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain('url="https://n.example/uploads/1.webp"');
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });

  it("sends the excerpt as text an HTML-rendering feed reader shows as written, and the title as plain text", () => {
    const hostile = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const item = (xml: string) =>
      new XMLParser({ parseTagValue: false }).parse(xml).rss.channel.item as { title: string; description: string };
    const xml = rssXml("https://n.example", { name: "N", description: "d" }, [
      anArticle({ slug: "s", title: hostile, excerpt: hostile, publishedAt: null }),
    ]);
    const { title, description } = item(xml);
    // RSS descriptions are HTML (the spec's "entity-encoded HTML"): the text arrives escaped as HTML.
    expect(description).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(description).not.toContain("<");
    // Titles are plain text in RSS (no HTML allowed): readers show them as they are.
    expect(title).toBe(hostile);
  });
});

describe("rssXml for a category, with a WebSub hub", () => {
  const channel = {
    name: "Only News for Free — Politics & Power",
    description: "The latest Politics & Power articles",
    homePath: "/category/politics",
    feedPath: "/category/politics/rss.xml",
  };
  const parse = (xml: string) =>
    new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml).rss.channel as {
      title: string;
      link: string;
      "atom:link": { "@_href": string; "@_rel": string } | { "@_href": string; "@_rel": string }[];
    };

  it("follows the category page and names its own address as self", () => {
    const parsed = parse(rssXml("https://n.example", channel, [article(1, 1, 20)]));
    expect(parsed.title).toBe("Only News for Free — Politics & Power");
    expect(parsed.link).toBe("https://n.example/category/politics");
    expect(parsed["atom:link"]).toEqual({
      "@_href": "https://n.example/category/politics/rss.xml",
      "@_rel": "self",
      "@_type": "application/rss+xml",
    });
  });

  it("names the hub beside the self link when one is configured, and stays well-formed", () => {
    const xml = rssXml("https://n.example", { ...channel, hubUrl: "https://hub.example/?a=1&b=2" }, []);
    expect(XMLValidator.validate(xml)).toBe(true);
    const links = parse(xml)["atom:link"] as { "@_href": string; "@_rel": string }[];
    expect(links.map((l) => [l["@_rel"], l["@_href"]])).toEqual([
      ["self", "https://n.example/category/politics/rss.xml"],
      ["hub", "https://hub.example/?a=1&b=2"],
    ]);
    expect(xml).not.toMatch(/\n\n/);
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of staff pages and the API and points at the sitemap", () => {
    const txt = robotsTxt("https://n.example");
    expect(txt).toContain("Disallow: /admin");
    expect(txt).toContain("Disallow: /api/");
    expect(txt).toContain("Sitemap: https://n.example/sitemap.xml");
  });

  it("names the news sitemap as a second Sitemap line", () => {
    const lines = robotsTxt("https://n.example").split("\n");
    expect(lines.filter((line) => line.startsWith("Sitemap: "))).toEqual([
      "Sitemap: https://n.example/sitemap.xml",
      "Sitemap: https://n.example/sitemap-news.xml",
    ]);
  });
});
