import { describe, expect, it } from "vitest";
import { anArticle } from "#tests/support/article-fixture.js";
import { jsonFeedProblems } from "#tests/support/json-feed-spec.js";
import { jsonFeed } from "./seo.json-feed.js";

const site = { name: "Only News for Free", description: "Swedish news in English." };

describe("jsonFeed", () => {
  it("is JSON Feed 1.1 with the feed's fields and one item per article", () => {
    const feed = jsonFeed("https://n.example", site, [
      anArticle({
        slug: "a-story",
        title: "A story",
        excerpt: "What happened.",
        author: "Ann",
        category: { id: 1, name: "Politics", slug: "politics" },
        heroImage: "/uploads/1.webp",
        publishedAt: "2026-11-20T08:00:00.000Z",
        updatedAt: "2026-11-20T09:30:00.000Z",
      }),
    ]);
    expect(feed).toEqual({
      version: "https://jsonfeed.org/version/1.1",
      title: "Only News for Free",
      home_page_url: "https://n.example/",
      feed_url: "https://n.example/feed.json",
      description: "Swedish news in English.",
      language: "en",
      items: [
        {
          id: "https://n.example/articles/a-story",
          url: "https://n.example/articles/a-story",
          title: "A story",
          content_text: "What happened.",
          summary: "What happened.",
          date_published: "2026-11-20T08:00:00.000Z",
          date_modified: "2026-11-20T09:30:00.000Z",
          image: "https://n.example/uploads/1.webp",
          authors: [{ name: "Ann" }],
          tags: ["Politics"],
        },
      ],
    });
    expect(jsonFeedProblems(feed)).toEqual([]);
  });

  it("keeps hostile text as plain text (content_text, never HTML) and survives JSON round trips", () => {
    const hostile = '<img src=x onerror="alert(1)"> & </script> \u2028';
    const feed = jsonFeed("https://n.example", site, [anArticle({ title: hostile, excerpt: hostile })]);
    const back = JSON.parse(JSON.stringify(feed)) as typeof feed;
    expect(back.items[0]!.title).toBe(hostile);
    expect(back.items[0]!.content_text).toBe(hostile);
    expect(back.items[0]).not.toHaveProperty("content_html");
  });

  it("gives an article without an excerpt empty text content (as its RSS item has no description)", () => {
    const feed = jsonFeed("https://n.example", site, [anArticle({ excerpt: null, category: null, heroImage: null })]);
    expect(feed.items[0]).toMatchObject({ content_text: "" });
    expect(feed.items[0]).not.toHaveProperty("summary");
    expect(feed.items[0]).not.toHaveProperty("tags");
    expect(feed.items[0]).not.toHaveProperty("image");
    expect(jsonFeedProblems(feed)).toEqual([]);
  });

  it("names a category's page and address, and the WebSub hub when one is configured", () => {
    const feed = jsonFeed(
      "https://n.example",
      {
        ...site,
        homePath: "/category/politics",
        feedPath: "/category/politics/feed.json",
        hubUrl: "https://hub.example/",
      },
      [],
    );
    expect(feed.home_page_url).toBe("https://n.example/category/politics");
    expect(feed.feed_url).toBe("https://n.example/category/politics/feed.json");
    expect(feed.hubs).toEqual([{ type: "WebSub", url: "https://hub.example/" }]);
    expect(jsonFeed("https://n.example", site, [])).not.toHaveProperty("hubs");
    expect(jsonFeedProblems(feed)).toEqual([]);
  });
});

describe("jsonFeedProblems (the spec check can fail)", () => {
  it("names missing required fields and wrong forms", () => {
    expect(
      jsonFeedProblems({ version: "https://jsonfeed.org/version/1", items: [{ id: 1, date_published: "Nov 20" }] }),
    ).toEqual([
      "version: must be https://jsonfeed.org/version/1.1",
      "title: is required (a string)",
      "items[0].id: is required (a non-empty string)",
      "items[0]: needs content_html or content_text",
      "items[0].date_published: must be an RFC 3339 date",
    ]);
    expect(jsonFeedProblems({ version: "https://jsonfeed.org/version/1.1", title: "t" })).toEqual([
      "items: is required (an array)",
    ]);
  });
});
