import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { anArticle } from "#tests/support/article-fixture.js";
import { NEWS_MAX_ARTICLES, newsSitemapXml } from "./seo.news-sitemap.js";

const NOW = new Date("2026-11-28T12:00:00.000Z");
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

interface NewsUrl {
  loc: string;
  "news:news": {
    "news:publication": { "news:name": string; "news:language": string };
    "news:publication_date": string;
    "news:title": string;
  };
}

function urlsOf(xml: string): NewsUrl[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const urlset = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === "url",
  }).parse(xml).urlset as { "@_xmlns": string; "@_xmlns:news": string; url?: NewsUrl[] };
  expect(urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(urlset["@_xmlns:news"]).toBe("http://www.google.com/schemas/sitemap-news/0.9");
  return urlset.url ?? [];
}

describe("newsSitemapXml", () => {
  it("lists each article of the last 48 hours with the publication, its W3C date and its title", () => {
    const xml = newsSitemapXml(
      "https://n.example",
      "Only News for Free",
      [anArticle({ slug: "fresh", title: "Fresh", publishedAt: hoursBefore(1) })],
      NOW,
    );
    expect(urlsOf(xml)).toEqual([
      {
        loc: "https://n.example/articles/fresh",
        "news:news": {
          "news:publication": { "news:name": "Only News for Free", "news:language": "en" },
          "news:publication_date": "2026-11-28T11:00:00.000Z",
          "news:title": "Fresh",
        },
      },
    ]);
  });

  it("keeps only the last 48 hours: not older, not scheduled for later, not undated", () => {
    const xml = newsSitemapXml(
      "https://n.example",
      "N",
      [
        anArticle({ slug: "edge", publishedAt: hoursBefore(48) }),
        anArticle({ slug: "too-old", publishedAt: hoursBefore(48.01) }),
        anArticle({ slug: "later", publishedAt: hoursBefore(-1) }),
        anArticle({ slug: "undated", publishedAt: null }),
        anArticle({ slug: "newer", publishedAt: hoursBefore(2) }),
      ],
      NOW,
    );
    expect(urlsOf(xml).map((u) => u.loc)).toEqual([
      "https://n.example/articles/newer",
      "https://n.example/articles/edge",
    ]);
  });

  it("escapes hostile titles and names once, so they come back as written", () => {
    const hostile = `<script>alert("x")</script> & 'AT&T' ]]>\u0001!`;
    const xml = newsSitemapXml(
      "https://n.example",
      "Kött & Fisk <News>",
      [anArticle({ slug: "a&b", title: hostile, publishedAt: hoursBefore(1) })],
      NOW,
    );
    expect(xml).not.toContain("<script>");
    const [url] = urlsOf(xml);
    // The parser undoes the escaping once: the text is what the editor typed, less what XML cannot carry.
    expect(url!["news:news"]["news:title"]).toBe(`<script>alert("x")</script> & 'AT&T' ]]>!`);
    expect(url!["news:news"]["news:publication"]["news:name"]).toBe("Kött & Fisk <News>");
    expect(url!.loc).toBe("https://n.example/articles/a%26b");
  });

  it("holds at most 1,000 articles, the newest", () => {
    const many = Array.from({ length: NEWS_MAX_ARTICLES + 5 }, (_, i) =>
      anArticle({ id: i, slug: `s-${i}`, publishedAt: new Date(NOW.getTime() - i * 1_000).toISOString() }),
    );
    const urls = urlsOf(newsSitemapXml("https://n.example", "N", many.reverse(), NOW));
    expect(urls).toHaveLength(NEWS_MAX_ARTICLES);
    expect(urls[0]!.loc).toBe("https://n.example/articles/s-0");
    expect(urls.at(-1)!.loc).toBe(`https://n.example/articles/s-${NEWS_MAX_ARTICLES - 1}`);
  });

  it("is an empty urlset when nothing was published lately", () => {
    expect(urlsOf(newsSitemapXml("https://n.example", "N", [], NOW))).toEqual([]);
  });
});
