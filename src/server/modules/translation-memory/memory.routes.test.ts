import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "#shared/schemas/article.js";
import type { ArticleSource } from "#shared/schemas/article-source.js";
import type { TranslationAnalytics, TranslationUnit } from "#shared/schemas/translation-memory.js";
import type { WireDraft, WireList } from "#shared/schemas/wire.js";
import type { FakeUpstream } from "#tests/support/fake-upstreams.js";
import {
  FIXED_LAST,
  FIXED_LEAD,
  LAST,
  LAST_CHANGED,
  LEAD,
  SECOND,
  SECOND_TITLE,
  startMemoryStories,
} from "#tests/support/memory-stories.js";
import { makeCategory, sameOrigin } from "#tests/support/factories.js";
import { FRAUD_ARTICLE as FRAUD } from "#tests/support/swedish-pages.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { readTmx } from "./tmx.js";

/**
 * Issue 43's "a story's fix is never needed twice": an editor fixes a desk draft and publishes it; the
 * next draft with the same Swedish takes the fix before any engine and says whose it is, and one with a
 * paragraph only like it (90 % or more) is offered the fix beside the engine's English.
 */
const FIXED_TITLE = "Fraudsters tricked pensioners out of millions with fake calls from the bank";

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startMemoryStories();
});
afterAll(() => upstream.close());

const t = setupTestApp(() => ({
  env: { RSS_SVT_URL: upstream.url("/svt/rss.xml"), RSS_AFTONBLADET_URL: upstream.url("/ab/rss") },
  staff: true,
}));
const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: sameOrigin(t.cookie),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const draftOf = async (title: string) => {
  const items = ((await api("GET", "/api/admin/wire?limit=100")).json() as WireList).items;
  const item = items.find((candidate) => candidate.originalTitle === title)!;
  const response = await api("POST", `/api/admin/wire/${item.id}/draft`, { categoryId: null });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as WireDraft).article;
};
const sourceOf = async (articleId: number) =>
  (await api("GET", `/api/admin/articles/${articleId}/source`)).json() as ArticleSource;
const units = async (q: string) =>
  (
    (await api("GET", `/api/admin/translation-memory?q=${encodeURIComponent(q)}`)).json() as {
      items: TranslationUnit[];
    }
  ).items;

describe("the translation memory", () => {
  let first: Article;

  beforeAll(async () => {
    await makeCategory(t.app, { name: "Crime" });
    await api("POST", "/api/admin/wire/refresh", {});
    first = await draftOf(FRAUD.title);
    // The editor fixes the title, the lead and the last paragraph, deletes the second, and publishes.
    const source = await sourceOf(first.id);
    const paragraphs = (first.body ?? "").split("\n\n");
    const lastAt = source.blocks.findIndex((block) => block.swedish === LAST);
    const body = paragraphs
      .map((paragraph, i) => (i === 0 ? FIXED_LEAD : i === lastAt ? FIXED_LAST : paragraph))
      .filter((_paragraph, i) => source.blocks[i]?.swedish !== SECOND)
      .join("\n\n");
    const { id, category: _c, createdAt: _a, updatedAt: _u, bodyUpdatedAt: _b, ...input } = first;
    const saved = await api("PUT", `/api/admin/articles/${id}`, {
      ...input,
      title: FIXED_TITLE,
      body,
      published: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.services.outbox.deliverDue();
  });

  it("remembers each fixed segment of the published article with the engine's English and the editor", async () => {
    const [lead] = await units("ny våg av bedrägerier");
    expect(lead).toMatchObject({
      swedish: LEAD,
      english: FIXED_LEAD,
      fixed: true,
      articleId: first.id,
      sourceName: "SVT",
    });
    expect(lead!.fixedBy).toBeTruthy();
    expect(lead!.engineEnglish).not.toBe(FIXED_LEAD);
    const [title] = await units(FIXED_TITLE);
    expect(title).toMatchObject({ swedish: FRAUD.title, english: FIXED_TITLE, fixed: true });
    // The deleted paragraph is not remembered; the untouched quote is, as the engine wrote it.
    expect(await units("Brottsoffren uppmanas")).toEqual([]);
    const [quote] = await units("Lägg på luren direkt");
    expect(quote).toMatchObject({ fixed: false });
  });

  it("gives the next draft the remembered English first, marked with who fixed it, and offers a near match", async () => {
    const second = await draftOf(SECOND_TITLE);
    // The page's lead repeats the first story's title in Swedish: the title's fix comes first.
    expect((second.body ?? "").split("\n\n").slice(0, 2)).toEqual([FIXED_TITLE, FIXED_LEAD]);
    const source = await sourceOf(second.id);
    const lead = source.blocks.find((block) => block.swedish === LEAD)!;
    expect(lead.english).toBe(FIXED_LEAD);
    expect(lead.memory).toMatchObject({ fixed: true, fixedBy: expect.any(String) });
    expect(lead.nearMatches).toEqual([]);

    const last = source.blocks.find((block) => block.swedish === LAST_CHANGED)!;
    expect(last.memory).toBeNull();
    expect(last.english).not.toBe(FIXED_LAST);
    expect(last.nearMatches).toEqual([
      expect.objectContaining({ swedish: LAST, english: FIXED_LAST, similarity: expect.any(Number) }),
    ]);
    expect(last.nearMatches[0]!.similarity).toBeGreaterThanOrEqual(0.9);
  });

  it("measures on the Analytics screen how much the editor changed each engine's English", async () => {
    const answer = await api("GET", "/api/admin/analytics/translation?days=30");
    expect(answer.statusCode).toBe(200);
    const analytics = answer.json() as TranslationAnalytics;
    const dictionary = analytics.engines.find((row) => row.sourceName === "SVT" && row.engine === "dictionary")!;
    // The title, the lead, the quote, the heading and the last paragraph: three fixed, two kept.
    expect(dictionary.segments).toBeGreaterThanOrEqual(4);
    expect(dictionary.chrf).toBeGreaterThan(20);
    expect(dictionary.chrf).toBeLessThan(100);
    expect(dictionary.wordEditRate).toBeGreaterThan(0);
    expect(analytics.memory.fromMemory).toBe(0);
    expect((await api("GET", "/api/admin/analytics/translation?days=5")).json()).toEqual({
      message: "days must be 7, 30 or 90",
    });
  });

  it("exports TMX, imports it back, and forgets a deleted unit", async () => {
    const tmx = await api("GET", "/api/admin/translation-memory/export.tmx");
    expect(tmx.statusCode).toBe(200);
    expect(tmx.headers["content-disposition"]).toBe('attachment; filename="translation-memory.tmx"');
    expect(readTmx(tmx.body)).toContainEqual(expect.objectContaining({ swedish: LEAD, english: FIXED_LEAD }));

    const [lead] = await units("ny våg av bedrägerier");
    expect((await api("DELETE", `/api/admin/translation-memory/${lead!.id}`)).statusCode).toBe(200);
    expect(await units("ny våg av bedrägerier")).toEqual([]);
    expect((await api("DELETE", `/api/admin/translation-memory/${lead!.id}`)).json()).toEqual({
      message: "Translation unit not found",
    });

    const imported = await t.app.inject({
      method: "POST",
      url: "/api/admin/translation-memory/import",
      headers: { ...sameOrigin(t.cookie), "content-type": "application/x-tmx+xml" },
      payload: tmx.body,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await units("ny våg av bedrägerier"))[0]).toMatchObject({ english: FIXED_LEAD });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/admin/translation-memory/import",
      headers: { ...sameOrigin(t.cookie), "content-type": "application/xml" },
      payload: "<tmx><body/></tmx>",
    });
    expect(bad.json()).toEqual({ message: "The file has no Swedish–English translation units" });
  });
});
