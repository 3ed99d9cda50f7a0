import { renderBody } from "article-markup";
import { translateSwedish } from "sv-en";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleSource } from "#shared/schemas/article-source.js";
import type { Category } from "#shared/schemas/category.js";
import type { Source, WireDraft, WireList } from "#shared/schemas/wire.js";
import { shortenAtWord } from "#shared/text.js";
import { type FakeUpstream, hoursAgo, RSS_HEADERS, rssFeed, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { makeArticle, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { FRAUD_ARTICLE as FRAUD, SVT_ARTICLE, svtArticlePage } from "#tests/support/swedish-pages.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { NO_SOURCE } from "./article-sources.js";
import { FIRST_CATEGORY_REASON } from "./wire-draft.js";

const FRAUD_PATH = "/nyheter/inrikes/bedragare-lurade-pensionarer";
const STORM_PATH = "/nyheter/lokalt/vasterbotten/stormen-elin";
/** The fraud page's blocks as the draft keeps them: the repeated title left out. */
const FRAUD_BLOCKS = FRAUD.paragraphs.map((block) =>
  typeof block === "string"
    ? { kind: "paragraph", swedish: block }
    : { kind: "heading", swedish: (block as { heading: string }).heading },
);

let upstream: FakeUpstream;
beforeAll(async () => {
  const html = { "content-type": "text/html; charset=utf-8" };
  upstream = await startFakeUpstream({
    [FRAUD_PATH]: { headers: html, body: svtArticlePage(FRAUD) },
    [STORM_PATH]: { headers: html, body: svtArticlePage() },
    "/ab/rss": { headers: RSS_HEADERS, body: rssFeed([]) },
  });
  upstream.route("/svt/rss.xml", {
    headers: RSS_HEADERS,
    body: rssFeed([
      {
        title: FRAUD.title,
        link: upstream.url(FRAUD_PATH),
        description: "Polisen varnar för falska samtal.",
        date: hoursAgo(1),
      },
      {
        title: SVT_ARTICLE.title,
        link: upstream.url(STORM_PATH),
        description: "Stormen slog ut strömmen.",
        date: hoursAgo(2),
      },
    ]),
  });
});
afterAll(() => upstream.close());

const t = setupTestApp(() => ({
  env: {
    RSS_SVT_URL: upstream.url("/svt/rss.xml"),
    RSS_AFTONBLADET_URL: upstream.url("/ab/rss"),
    UPSTREAM_TIMEOUT_MS: "1500",
  },
  staff: true,
}));

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: sameOrigin(t.cookie),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const itemTitled = async (title: string) =>
  ((await api("GET", "/api/admin/wire?limit=100")).json() as WireList).items.find((i) => i.originalTitle === title)!;
const source = (articleId: number) => api("GET", `/api/admin/articles/${articleId}/source`);

/** Published articles for the categories to be judged by: four crime stories, a politics one, an economy one. */
let politics: Category;
let crime: Category;
beforeAll(async () => {
  politics = await makeCategory(t.app, { name: "Politics", order: 0 });
  crime = await makeCategory(t.app, { name: "Crime", order: 1 });
  const economy = await makeCategory(t.app, { name: "Economy", order: 2 });
  const published = [
    [politics, "Parliament votes on the budget", "The parties disagree about tax cuts for pensioners."],
    [economy, "Housing prices rise again", "The bank raised its interest rate; mortgages cost more."],
    [crime, "Police warn of fraud calls", "Fraudsters pretend to be from the bank and ask victims to use BankID."],
    [crime, "Man charged with fraud", "The police say the fraud cost victims millions."],
    [crime, "BankID scam spreads", "Victims were conned into logging in with BankID by fraudsters."],
    [crime, "Theft from elderly", "Police investigate thefts from the accounts of elderly victims."],
  ] as const;
  for (const [category, title, body] of published) await makeArticle(t.app, { categoryId: category.id, title, body });
  // A draft in Crime is no published article: it does not count.
  await makeArticle(t.app, {
    categoryId: politics.id,
    title: "Fraud draft",
    body: "Fraud fraud fraud police BankID.",
    published: false,
  });
  await api("POST", "/api/admin/wire/refresh", {});
});

describe("a desk draft", () => {
  let draft: WireDraft;
  beforeAll(async () => {
    const item = await itemTitled(FRAUD.title);
    const response = await api("POST", `/api/admin/wire/${item.id}/draft`, {});
    expect(response.statusCode).toBe(201);
    draft = response.json() as WireDraft;
  });

  it("is Markdown: the source's paragraphs and subheading, shown as written, without the title repeated", () => {
    const { article } = draft;
    expect(draft.bodySource).toBe("page");
    expect(article.bodyFormat).toBe("markdown");
    const english = FRAUD_BLOCKS.map((block) => ({ ...block, english: translateSwedish(block.swedish) }));
    const heading = english.find((block) => block.kind === "heading")!.english;
    expect(article.body).toContain(`\n\n## ${heading}\n\n`);
    // What readers see is each block's English, exactly: the Markdown characters in the text were escaped.
    const shown = renderBody(article.body!, "markdown").blocks.map((block) =>
      typeof block === "string" ? ["text", block] : [block.t, (block.c ?? []).join("")],
    );
    expect(shown).toEqual(english.map((block) => [block.kind === "heading" ? "h2" : "p", block.english]));
    expect(article.body).toContain("\\*");
    expect(article.body).not.toContain(translateSwedish(FRAUD.lead));
    expect(article.title).toBe(translateSwedish(FRAUD.title));
  });

  it("takes its excerpt from the lead, the first real paragraph, shortened at a word", () => {
    const lead = translateSwedish(FRAUD_BLOCKS[0]!.swedish);
    expect(draft.article.excerpt).toBe(shortenAtWord(lead, 300));
  });

  it("is put in the category whose published articles are most like it, and says why", async () => {
    expect(draft.categorySuggestion).toEqual({
      categoryId: crime.id,
      reason: expect.stringMatching(/^Like 4 published Crime articles: \w+, \w+, \w+$/),
    });
    expect(draft.categorySuggestion!.reason).toMatch(/fraud/i);
    expect(draft.article.categoryId).toBe(crime.id);
    const stored = (await source(draft.article.id)).json() as ArticleSource;
    expect(stored.categoryReason).toBe(draft.categorySuggestion!.reason);
  });

  it("keeps the Swedish source beside the English, paragraph by paragraph, naming the words left untranslated", async () => {
    const response = await source(draft.article.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const answer = response.json() as ArticleSource;
    expect(answer).toMatchObject({
      articleId: draft.article.id,
      sourceUrl: upstream.url(FRAUD_PATH),
      title: { swedish: FRAUD.title, english: translateSwedish(FRAUD.title), untranslated: [] },
    });
    expect(answer.blocks.map(({ kind, swedish, english }) => ({ kind, swedish, english }))).toEqual(
      FRAUD_BLOCKS.map((block) => ({ ...block, english: translateSwedish(block.swedish) })),
    );
    const quote = answer.blocks.find((block) => block.swedish.startsWith("– Lägg på luren"))!;
    expect(quote.untranslated).toEqual(expect.arrayContaining(["luren", "logga"]));
    expect(answer.blocks[0]!.untranslated).toEqual([]);
  });

  it("names for the checks the untranslated words still in the current body, none for an article with no source", async () => {
    const sources = t.app.services.articleSources;
    const { article } = draft;
    expect(await sources.untranslatedWordsOf(article.id, article.body!)).toEqual(
      expect.arrayContaining(["logga", "luren", "kontot"]),
    );
    const edited = article.body!.replace(/luren/g, "the phone");
    expect(await sources.untranslatedWordsOf(article.id, edited)).not.toContain("luren");
    expect(await sources.untranslatedWordsOf(999_999, article.body!)).toBeUndefined();
  });
});

describe("the category of a desk draft", () => {
  it("is the first one when no published article is like the text, else the source's or the editor's", async () => {
    const storm = await itemTitled(SVT_ARTICLE.title);
    const { article, categorySuggestion } = (
      await api("POST", `/api/admin/wire/${storm.id}/draft`, {})
    ).json() as WireDraft;
    expect(categorySuggestion).toEqual({ categoryId: politics.id, reason: FIRST_CATEGORY_REASON });
    expect(article.categoryId).toBe(politics.id);
    // The storm page's own subheading is a ## too.
    expect(article.body).toContain(`## ${translateSwedish("Skolor håller stängt")}`);

    await api("DELETE", `/api/admin/articles/${article.id}`);
    const { sources } = (await api("GET", "/api/admin/sources")).json() as { sources: Source[] };
    const svt = sources.find((s) => s.name === "SVT")!;
    await api("PUT", `/api/admin/sources/${svt.id}`, { ...svt, categoryId: crime.id });
    const byDefault = (await api("POST", `/api/admin/wire/${storm.id}/draft`, {})).json() as WireDraft;
    expect(byDefault.categorySuggestion).toEqual({ categoryId: crime.id, reason: "The default category of SVT" });
    await api("PUT", `/api/admin/sources/${svt.id}`, { ...svt, categoryId: null });
    await api("DELETE", `/api/admin/articles/${byDefault.article.id}`);

    const chosen = (
      await api("POST", `/api/admin/wire/${storm.id}/draft`, { categoryId: crime.id })
    ).json() as WireDraft;
    expect(chosen.categorySuggestion).toBeUndefined();
    expect(chosen.article.categoryId).toBe(crime.id);
    expect(((await source(chosen.article.id)).json() as ArticleSource).categoryReason).toBeNull();
  });
});

describe("GET /api/admin/articles/{id}/source", () => {
  it("answers 404 with a clear message for an article written by hand, or an unknown one", async () => {
    const own = await makeArticle(t.app, { categoryId: politics.id });
    const none = await source(own.id);
    expect([none.statusCode, none.json().message]).toEqual([404, NO_SOURCE]);
    const unknown = await source(999_999);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Article not found"]);
    expect((await source(Number.NaN)).statusCode).toBe(400);
  });

  it("goes with its article, and is staff only", async () => {
    const fraud = await itemTitled(FRAUD.title);
    const stranger = await t.app.inject({ url: `/api/admin/articles/${fraud.articleId}/source` });
    expect(stranger.statusCode).toBe(401);
    await api("DELETE", `/api/admin/articles/${fraud.articleId}`);
    expect((await source(fraud.articleId!)).statusCode).toBe(404);
  });
});
