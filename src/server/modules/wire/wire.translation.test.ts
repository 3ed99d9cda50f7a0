import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireDraft, WireList } from "#shared/schemas/wire.js";
import {
  type FakeUpstream,
  RSS_HEADERS,
  rssFeed,
  startFakeLibreTranslate,
  startFakeUpstream,
} from "#tests/support/fake-upstreams.js";
import { makeCategory, sameOrigin } from "#tests/support/factories.js";
import { expectedParagraphs, SVT_ARTICLE, swedishFeedItems, swedishPageReplies } from "#tests/support/swedish-pages.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { translateSwedish } from "sv-en";

/** Drafts with a remote provider configured (TRANSLATE_PROVIDER=libretranslate): whole paragraphs, cached. */
let upstream: FakeUpstream;
let translator: FakeUpstream;
/** Paragraphs the fake provider fails on: the dictionary must answer those. */
const failing = new Set<string>();

beforeAll(async () => {
  upstream = await startFakeUpstream(swedishPageReplies());
  upstream.route("/svt/rss.xml", { headers: RSS_HEADERS, body: rssFeed(swedishFeedItems(upstream.url)) });
  upstream.route("/ab/rss", { headers: RSS_HEADERS, body: rssFeed([]) });
  translator = await startFakeLibreTranslate((q) => {
    if (failing.has(q)) throw new Error("provider down for this text");
    return `EN[${q}]`;
  });
});
afterAll(async () => {
  await upstream.close();
  await translator.close();
});

const t = setupTestApp(() => ({
  env: {
    RSS_SVT_URL: upstream.url("/svt/rss.xml"),
    RSS_AFTONBLADET_URL: upstream.url("/ab/rss"),
    TRANSLATE_PROVIDER: "libretranslate",
    TRANSLATE_URL: translator.origin,
  },
  staff: true,
}));

const post = (url: string) => t.app.inject({ method: "POST", url, headers: sameOrigin(t.cookie), payload: {} });

describe("drafts translated by the configured provider", () => {
  it("sends each paragraph whole, keeps the breaks, and falls back to the dictionary per paragraph", async () => {
    await makeCategory(t.app);
    await post("/api/admin/wire/refresh");
    const { items } = (
      await t.app.inject({ url: "/api/admin/wire?limit=50", headers: sameOrigin(t.cookie) })
    ).json() as WireList;
    const item = items.find((i) => i.originalTitle === SVT_ARTICLE.title)!;
    expect(item.title).toBe(`EN[${SVT_ARTICLE.title}]`);

    const swedish = expectedParagraphs(SVT_ARTICLE);
    failing.add(swedish[2]!);
    translator.requests.length = 0;
    const drafted = await post(`/api/admin/wire/${item.id}/draft`);
    expect([drafted.statusCode, drafted.statusCode === 201 ? "" : drafted.body]).toEqual([201, ""]);
    const { article } = drafted.json() as WireDraft;
    const expected = swedish.map((p) => (failing.has(p) ? translateSwedish(p) : `EN[${p}]`));
    // The body is Markdown: a subheading is a "## " line, and the brackets are escaped to read as written.
    const blocks = article.body!.split("\n\n").map((p) => p.replace(/^## /, "").replace(/\\(.)/g, "$1"));
    expect(blocks).toEqual(expected);
    const asked = translator.requests.map((r) => (JSON.parse(r.body) as { q: string }).q);
    expect(asked.sort()).toEqual([...swedish].sort());

    // Cached like headlines: the same paragraphs are not asked for again (only the one that failed).
    translator.requests.length = 0;
    failing.clear();
    const again = await t.app.services.translation.translateMany(swedish);
    expect(again[0]).toBe(`EN[${swedish[0]}]`);
    expect(translator.requests.map((r) => (JSON.parse(r.body) as { q: string }).q)).toEqual([swedish[2]]);
  });
});
