import { describe, expect, it } from "vitest";
import { applyTranslationCache, FEED_ERRORS, feedItemsOf, toFeedItems } from "./feeds.js";
import type { TranslationCache } from "./translation-cache.js";

const now = new Date("2026-11-21T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toUTCString();

describe("feedItemsOf", () => {
  it("needs an items array", () => {
    expect(() => feedItemsOf({})).toThrow(FEED_ERRORS.format);
    expect(() => feedItemsOf(null)).toThrow("Invalid RSS data format");
    expect(feedItemsOf({ items: [{ title: "a" }, null, 3] })).toEqual([{ title: "a" }]);
  });
});

describe("toFeedItems", () => {
  it("fills the spec's defaults and picks description and category fallbacks", () => {
    const [item] = toFeedItems(
      [{ pubDate: hoursAgo(1), contentSnippet: "<b>Snippet</b> text", categories: ["Inrikes"] }],
      now,
    );
    expect(item).toMatchObject({ title: "Untitled", link: "#", description: "Snippet text", category: "Inrikes" });
  });

  it("keeps only dated items from the last 7 days, newest first, at most 8", () => {
    const raw = [
      { title: "old", pubDate: hoursAgo(7 * 24 + 1) },
      { title: "undated" },
      { title: "bad date", pubDate: "yesterday-ish" },
      ...Array.from({ length: 10 }, (_, i) => ({
        title: `n${i}`,
        isoDate: new Date(now.getTime() - i * 60_000).toISOString(),
      })),
    ];
    const items = toFeedItems(raw, now);
    expect(items).toHaveLength(8);
    expect(items.map((i) => i.title)).toEqual(["n0", "n1", "n2", "n3", "n4", "n5", "n6", "n7"]);
  });

  it("never links to anything but http(s)", () => {
    const [item] = toFeedItems([{ title: "x", link: "javascript:alert(1)", pubDate: hoursAgo(1) }], now);
    expect(item!.link).toBe("#");
  });
});

describe("applyTranslationCache", () => {
  function fakeCache(known: Record<string, string> = {}) {
    const learned: Array<[string, string]> = [];
    const cache: TranslationCache = {
      lookup: (original) => known[original],
      remember: (pairs) => void learned.push(...pairs),
    };
    return { cache, learned };
  }

  it("learns the server's translations", () => {
    const { cache, learned } = fakeCache();
    applyTranslationCache(
      [
        {
          title: "Storm warning",
          originalTitle: "Stormvarning",
          description: "Heavy snow",
          originalDescription: "Mycket snö",
        },
      ],
      cache,
    );
    expect(learned).toEqual([
      ["Stormvarning", "Storm warning"],
      ["Mycket snö", "Heavy snow"],
    ]);
  });

  it("uses a remembered translation when the server sent Swedish", () => {
    const { cache } = fakeCache({ Stormvarning: "Storm warning" });
    const [item] = applyTranslationCache([{ title: "Stormvarning" }], cache);
    expect(item!.title).toBe("Storm warning");
  });
});
