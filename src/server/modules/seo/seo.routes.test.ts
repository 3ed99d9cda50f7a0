import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import type { Category } from "#shared/schemas/category.js";
import { makeArticle, makeCategory } from "#tests/support/factories.js";
import { jsonFeedProblems } from "#tests/support/json-feed-spec.js";
import { setupTestApp } from "#tests/support/test-app.js";
import type { JsonFeed } from "./seo.json-feed.js";

const PUBLIC_URL = "https://news.example";
const FEED_CACHE = "public, max-age=300, s-maxage=300, stale-while-revalidate=600";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

const t = setupTestApp({ env: { PUBLIC_URL } });
let politics: Category;
let sport: Category;
beforeAll(async () => {
  politics = await makeCategory(t.app, { name: "Politics & Power", slug: "politics" });
  sport = await makeCategory(t.app, { name: "Sport", slug: "sport" });
  await makeArticle(t.app, {
    title: "Vote <today> & tomorrow",
    slug: "vote",
    categoryId: politics.id,
    excerpt: "E & <b>x</b>",
  });
  await makeArticle(t.app, {
    title: "Old debate",
    slug: "old-debate",
    categoryId: politics.id,
    publishedAt: hoursAgo(72),
  });
  await makeArticle(t.app, { title: "Match report", slug: "match", categoryId: sport.id });
  await makeArticle(t.app, { title: "A draft", slug: "draft", categoryId: politics.id, published: false });
  await makeArticle(t.app, { title: "Later", slug: "later", categoryId: politics.id, publishedAt: hoursAgo(-5) });
});

const get = (url: string) => t.app.inject({ url });
const XML = "application/xml; charset=utf-8";
const RSS = "application/rss+xml; charset=utf-8";
const JSON_FEED = "application/feed+json; charset=utf-8";

/** A feed or sitemap as served: 200, of its type, with the feeds' caching. */
async function served(path: string, type: string) {
  const response = await get(path);
  expect(response.statusCode, path).toBe(200);
  expect(response.headers["content-type"], path).toBe(type);
  expect(response.headers["cache-control"], path).toBe(FEED_CACHE);
  return response;
}
const itemLinks = (xml: string) =>
  [...xml.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map((m) => m[1]!.replace(`${PUBLIC_URL}/articles/`, ""));

describe("/sitemap-news.xml", () => {
  it("is XML in Google News format with the last 48 hours' published articles only", async () => {
    const response = await served("/sitemap-news.xml", XML);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const urls = new XMLParser({ isArray: (name) => name === "url" }).parse(response.body).urlset.url as {
      loc: string;
      "news:news": { "news:publication": { "news:name": string }; "news:title": string };
    }[];
    expect(urls.map((u) => u.loc).sort()).toEqual([`${PUBLIC_URL}/articles/match`, `${PUBLIC_URL}/articles/vote`]);
    expect(urls.find((u) => u.loc.endsWith("/vote"))!["news:news"]["news:title"]).toBe("Vote <today> & tomorrow");
    expect(urls[0]!["news:news"]["news:publication"]["news:name"]).toBe("Only News for Free");
  });
});

describe("/robots.txt", () => {
  it("lists both sitemaps", async () => {
    const { body } = await get("/robots.txt");
    expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
    expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap-news.xml\n`);
  });
});

describe("/feed.json", () => {
  it("is JSON Feed 1.1 (application/feed+json) with the same articles as /rss.xml", async () => {
    const response = await served("/feed.json", JSON_FEED);
    expect(response.headers.link).toBeUndefined();
    const feed = response.json() as JsonFeed;
    expect(jsonFeedProblems(feed)).toEqual([]);
    expect(feed).toMatchObject({
      title: "Only News for Free",
      home_page_url: `${PUBLIC_URL}/`,
      feed_url: `${PUBLIC_URL}/feed.json`,
    });
    const rss = (await get("/rss.xml")).body;
    expect(feed.items.map((i) => i.url.replace(`${PUBLIC_URL}/articles/`, ""))).toEqual(itemLinks(rss));
    expect(feed.items.map((i) => i.title)).toContain("Vote <today> & tomorrow");
    expect(feed.items.find((i) => i.title.startsWith("Vote"))).toMatchObject({
      content_text: "E & <b>x</b>",
      tags: ["Politics & Power"],
      authors: [{ name: "Test Author" }],
    });
    expect(feed).not.toHaveProperty("hubs");
  });
});

describe("a category's feeds", () => {
  it("/category/{slug}/rss.xml is RSS 2.0 of that category's published articles", async () => {
    const response = await served("/category/politics/rss.xml", RSS);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const channel = new XMLParser({ ignoreAttributes: false }).parse(response.body).rss.channel;
    expect(channel.title).toBe("Only News for Free — Politics & Power");
    expect(channel.link).toBe(`${PUBLIC_URL}/category/politics`);
    expect(channel["atom:link"]["@_href"]).toBe(`${PUBLIC_URL}/category/politics/rss.xml`);
    expect(itemLinks(response.body)).toEqual(["vote", "old-debate"]);
  });

  it("/category/{slug}/feed.json is its JSON Feed", async () => {
    const response = await served("/category/sport/feed.json", JSON_FEED);
    const feed = response.json() as JsonFeed;
    expect(jsonFeedProblems(feed)).toEqual([]);
    expect(feed.title).toBe("Only News for Free — Sport");
    expect(feed.feed_url).toBe(`${PUBLIC_URL}/category/sport/feed.json`);
    expect(feed.items.map((i) => i.title)).toEqual(["Match report"]);
  });

  it("answers an unknown or odd slug with a plain 404 (an overlong one 400), never a page or a 500", async () => {
    const odd = [
      "no-such",
      "POLITICS",
      "%3Cscript%3E",
      "%E2%80%AEevil",
      "a%2Fb",
      "x".repeat(400),
      "x".repeat(600),
      "%20",
    ];
    for (const slug of odd) {
      for (const feed of ["rss.xml", "feed.json"]) {
        const response = await get(`/category/${slug}/${feed}`);
        // Longer than any route parameter may be (maxParamLength, app.ts): the router's own 400.
        expect(response.statusCode, slug).toBe(slug.length > 500 ? 400 : 404);
        if (slug.length < 500) {
          expect(response.headers["content-type"], slug).toBe("text/plain; charset=utf-8");
          expect(response.body).toBe("Category not found");
          expect(response.headers["cache-control"]).toBe("no-store");
        }
      }
    }
    expect(t.traffic.fiveHundreds).toBe(0);
  });

  it("answers HEAD as GET", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/category/politics/rss.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(RSS);
  });
});

describe("the response cache", () => {
  it("keeps every feed and sitemap, and a publication clears them", async () => {
    const paths = [
      "/rss.xml",
      "/feed.json",
      "/sitemap-news.xml",
      "/category/politics/rss.xml",
      "/category/politics/feed.json",
    ];
    for (const path of paths) await get(path);
    for (const path of paths) expect((await get(path)).headers["x-cache"], path).toBe("HIT");
    await makeArticle(t.app, { title: "Breaking", slug: "breaking", categoryId: politics.id });
    for (const path of paths) {
      const response = await get(path);
      expect(response.headers["x-cache"], path).toBe("MISS");
      expect(response.body, path).toContain("Breaking");
    }
  });
});
