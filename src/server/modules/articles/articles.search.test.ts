import { beforeAll, describe, expect, it } from "vitest";
import type { Article, ArticleList } from "#shared/schemas/article.js";
import { makeArticle, makeCategory } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

// Many searches from one client: the per-client budget has its own tests (articles.search-limits.test.ts).
const t = setupTestApp({ env: { SEARCH_RATE_LIMIT: "0" } });
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

let titleHit: Article;
let bodyHit: Article;
let stockholm: Article;
let draft: Article;
let scheduled: Article;

beforeAll(async () => {
  const { id: categoryId } = await makeCategory(t.app, { name: "Politics", slug: "politics" });
  const body = "A quiet week for the city council.\n\nNothing else to report.";
  titleHit = await makeArticle(t.app, {
    categoryId,
    body,
    title: "Election night in Gothenburg",
    publishedAt: ago(5 * HOUR),
  });
  // Newer than the title match, so only relevance can put it second.
  bodyHit = await makeArticle(t.app, {
    categoryId,
    title: "Weekly roundup from the regions",
    body: "Farmers met in Uppsala.\n\nLater the county discussed the coming election.",
    publishedAt: ago(HOUR),
  });
  stockholm = await makeArticle(t.app, {
    categoryId,
    body,
    title: "Snow returns to Stockholm",
    publishedAt: ago(2 * HOUR),
  });
  draft = await makeArticle(t.app, {
    categoryId,
    title: "Election draft about Kiruna mine",
    body: "Unpublished election notes on the Kiruna mine.",
    published: false,
    publishedAt: ago(HOUR),
  });
  scheduled = await makeArticle(t.app, {
    categoryId,
    title: "Election preview for Visby",
    body: "Scheduled election preview about Visby harbour.",
    publishedAt: new Date(Date.now() + 24 * HOUR),
  });
  await makeArticle(t.app, { categoryId, body, title: "Ferry timetable changes" });
});

const search = async (query: string) => {
  const response = await t.app.inject({ url: `/api/search?${query}` });
  expect(response.statusCode, query).toBe(200);
  return response.json() as ArticleList;
};
const q = (text: string, extra = "") => search(`q=${encodeURIComponent(text)}${extra}`);
const slugs = (list: ArticleList) => list.articles.map((a) => a.slug);

describe("GET /api/search", () => {
  it("ranks a title match above a body-only match", async () => {
    const result = await q("election");
    expect(slugs(result)).toEqual([titleHit.slug, bodyHit.slug]);
    expect(result.total).toBe(2);
    expect(result.articles[0]).toMatchObject({
      id: titleHit.id,
      title: titleHit.title,
      category: { slug: "politics" },
    });
  });

  it("is case-insensitive and uses English stemming", async () => {
    for (const text of ["ELECTION", "elections", "Elections Gothenburg"]) {
      expect(slugs(await q(text)), text).toContain(titleHit.slug);
    }
    expect(slugs(await q("elections"))).toEqual([titleHit.slug, bodyHit.slug]);
    expect(slugs(await q("farmer discussing"))).toEqual([bodyHit.slug]);
  });

  it("falls back to the closest known word for a typo", async () => {
    expect(slugs(await q("Stokholm"))).toEqual([stockholm.slug]);
    expect(slugs(await q("stokholm snow"))).toEqual([stockholm.slug]);
    expect(slugs(await q("Gothenbrug"))).toEqual([titleHit.slug]);
  });

  it("never returns drafts or scheduled articles, even through a typo correction", async () => {
    for (const text of ["Kiruna", "Kirun", "Visby", "Visbyy", "unpublished notes", "harbour"]) {
      expect(await q(text), text).toEqual({ articles: [], total: 0 });
    }
    const all = await q("election", "&limit=50");
    expect(slugs(all)).not.toContain(draft.slug);
    expect(slugs(all)).not.toContain(scheduled.slug);
  });

  it("answers an empty result for words that match nothing", async () => {
    expect(await q("xylophone quartz")).toEqual({ articles: [], total: 0 });
  });

  it("pages the ranked results with the total", async () => {
    const second = await q("election", "&limit=1&page=2");
    expect(slugs(second)).toEqual([bodyHit.slug]);
    expect(second.total).toBe(2);
    expect(await q("election", "&page=3&limit=1")).toEqual({ articles: [], total: 2 });
  });

  it("answers a page past the last match at once, empty, with the total", async () => {
    expect(await q("election", "&page=1000")).toEqual({ articles: [], total: 2 });
    expect(await q("election", "&page=2")).toEqual({ articles: [], total: 2 });
  });

  it("finds nothing for a query that only excludes words, rather than reading every article", async () => {
    for (const text of ["-election", "-election -snow", "election or -snow"]) {
      expect(await q(text), text).toEqual({ articles: [], total: 0 });
    }
  });

  it("refuses queries and pages past the search's bounds with 400 and a message naming the bound", async () => {
    const refused = async (query: string) => {
      const response = await t.app.inject({ url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      return (response.json() as { message: string }).message;
    };
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
    expect(await refused(`q=${"x".repeat(201)}`)).toBe("Search query must be at most 200 characters");
    expect(await refused(`q=${encodeURIComponent(words(21))}`)).toBe("Search query must be at most 20 words");
    expect(await refused(`q=${encodeURIComponent("election -a -b -c -d")}`)).toBe(
      "Search query may exclude at most 3 words",
    );
    expect(await refused("q=election&page=1001")).toBe("page must be at most 1000");
    // A megabyte query gets the length's message, the first bound it breaks.
    expect(await refused(`q=${"a ".repeat(500_000)}`)).toBe("Search query must be at most 200 characters");
    // Up to each bound is searched.
    for (const text of [words(20), "election -a -b -c", "year-end report-card", "x".repeat(200)]) {
      expect((await t.app.inject({ url: `/api/search?q=${encodeURIComponent(text)}` })).statusCode, text).toBe(200);
    }
    expect((await q("election", "&page=1000")).total).toBe(2);
  });

  it("requires a non-blank query with 400", async () => {
    for (const query of ["", "q=", "q=%20%20%20", "q=%09%0A", "page=1"]) {
      const response = await t.app.inject({ url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
  });

  it("answers 400 (never 500) for bad page or limit values", async () => {
    for (const value of ["abc", "-1", "0", "1e400", "99999999999999999999"]) {
      for (const param of ["page", "limit"]) {
        const response = await t.app.inject({ url: `/api/search?q=election&${param}=${value}` });
        expect(response.statusCode, `${param}=${value}`).toBe(400);
      }
    }
  });

  it("handles search syntax, punctuation and odd input without a server error", async () => {
    const odd = [
      '"election night"',
      "election -roundup",
      "election OR snow",
      "&|!():*<>",
      "'",
      "\\",
      "%_",
      "the",
      "a",
      "Göteborg åäö",
      "🙂",
      "x".repeat(200),
    ];
    for (const text of odd) {
      const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(text)}` });
      expect(response.statusCode, text).toBe(200);
      expect(response.json()).toMatchObject({ articles: expect.any(Array), total: expect.any(Number) });
    }
    expect(slugs(await q('"election night"'))).toEqual([titleHit.slug]);
    expect(slugs(await q("election -roundup"))).toEqual([titleHit.slug]);
  });

  it("defaults to 12 results per page and caps limit at 50", async () => {
    const { id: categoryId } = await makeCategory(t.app);
    for (let i = 0; i < 55; i++) {
      await makeArticle(t.app, { categoryId, title: `Budget report ${i}`, body: "The municipal budget was adopted." });
    }
    const first = await q("budget");
    expect(first.articles).toHaveLength(12);
    expect(first.total).toBe(55);
    expect((await q("budget", "&limit=1000")).articles).toHaveLength(50);
  });
});
