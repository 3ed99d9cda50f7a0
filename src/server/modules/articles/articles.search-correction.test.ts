import { beforeAll, describe, expect, it } from "vitest";
import type { Article, ArticleList } from "#shared/schemas/article.js";
import { createContentChanges } from "#server/invalidation/content-version.js";
import { makeArticle, makeCategory } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { createRevisionsRepository } from "./article-revisions.repository.js";
import { createArticlesRepository } from "./articles.repository.js";
import { createArticlesService } from "./articles.service.js";

/**
 * "Did you mean" for queries of several words (issue 29): each word is corrected to a published word, and
 * the corrected query is one that finds published articles. The vocabulary here holds the demo's trap: a
 * Swedish "Polisen" (by trigrams closer to "polise" than "police" is, which is the word the correction
 * took) in an article that does not mention Stockholm.
 */
const t = setupTestApp({ env: { SEARCH_RATE_LIMIT: "0" } });
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

let stockholmPolice: Article;
let boatPolice: Article;
let visbyHarbor: Article;

beforeAll(async () => {
  const { id: categoryId } = await makeCategory(t.app, { name: "Crime", slug: "crime" });
  stockholmPolice = await makeArticle(t.app, {
    categoryId,
    title: "Thieves target boat engines in the Stockholm archipelago",
    body: "The police ask owners to mark their engines.\n\nMarinas in Stockholm have seen a wave of thefts.",
    publishedAt: ago(2 * HOUR),
  });
  boatPolice = await makeArticle(t.app, {
    categoryId,
    title: "Fraud calls target pensioners in Vasteras",
    body: "The advice from Polisen and the banks is simple: hang up.\n\nThe police have warned pensioners.",
    publishedAt: ago(3 * HOUR),
  });
  await makeArticle(t.app, {
    categoryId,
    title: "Ferry timetable changes in Gothenburg",
    body: "The harbour reopened after the winter.",
    publishedAt: ago(4 * HOUR),
  });
  await makeArticle(t.app, {
    categoryId,
    title: "Harbour master retires",
    body: "The harbour master retires after forty years.",
    publishedAt: ago(5 * HOUR),
  });
  // "harbor" is as close to "harbuor" as "harbour" is, but rarer: it is taken only beside "Visby".
  visbyHarbor = await makeArticle(t.app, {
    categoryId,
    title: "New quay for Visby",
    body: "The harbor in Visby gets a new quay this summer.",
    publishedAt: ago(6 * HOUR),
  });
  // Words only a draft and a scheduled article hold: never offered.
  await makeArticle(t.app, {
    categoryId,
    title: "Draft on the Stockholm zeppelin",
    body: "Unpublished: the zeppelin lands in Stockholm.",
    published: false,
  });
  await makeArticle(t.app, {
    categoryId,
    title: "Scheduled note on the Stockholm quagmire",
    body: "The quagmire in Stockholm, announced tomorrow.",
    publishedAt: new Date(Date.now() + 24 * HOUR),
  });
});

type SearchAnswer = ArticleList & { correctedQuery?: string };
const q = async (text: string): Promise<SearchAnswer> => {
  const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(text)}` });
  expect(response.statusCode, text).toBe(200);
  return response.json() as SearchAnswer;
};
const slugs = (list: ArticleList) => list.articles.map((a) => a.slug);

describe("did you mean, word by word", () => {
  it("corrects the misspelled word of 'stockholm polise' to a word that finds articles with the other", async () => {
    const answer = await q("stockholm polise");
    expect(answer.correctedQuery).toBe("stockholm police");
    expect(slugs(answer)).toEqual([stockholmPolice.slug]);
    expect(answer.total).toBe(1);
  });

  it("alone, a misspelled word takes the published word fewest edits away, the commoner of equals", async () => {
    // "police" (2 articles) and "polisen" (1) are one edit from "polise"; "policy" is two.
    expect((await q("polise")).correctedQuery).toBe("police");
    expect((await q("harbuor")).correctedQuery).toBe("harbour");
    expect((await q("stokholm")).correctedQuery).toBe("stockholm");
  });

  it("takes the correction that finds articles with the other words, not the closest alone", async () => {
    const answer = await q("visby harbuor");
    expect(answer.correctedQuery).toBe("visby harbor");
    expect(slugs(answer)).toEqual([visbyHarbor.slug]);
    // "polisen" is right beside "stockholm" nowhere: the query as typed, corrected from "polisen" to "police".
    expect((await q("stockholm polisen")).correctedQuery).toBe("stockholm police");
  });

  it("corrects two misspelled words at once", async () => {
    const answer = await q("stokholm polise");
    expect(answer.correctedQuery).toBe("stockholm police");
    expect(slugs(answer)).toEqual([stockholmPolice.slug]);
    const both = await q("pensoiners polise");
    expect(both.correctedQuery).toBe("pensioners police");
    expect(slugs(both)).toEqual([boatPolice.slug]);
  });

  it("leaves correctly spelled words as typed, inflected ones included", async () => {
    // "engines" and "thefts" are in the text; "thieves" in the title; only "marnias" is wrong.
    const answer = await q("Thieves engines marnias");
    expect(answer.correctedQuery).toBe("thieves engines marinas");
    expect(slugs(answer)).toEqual([stockholmPolice.slug]);
    // "engine" is not in the vocabulary ("engines" is), but stemming finds it: it stays.
    expect((await q("engine marnias")).correctedQuery).toBe("engine marinas");
  });

  it("leaves stop words alone, which the search ignores", async () => {
    // "thefts" is close to "the" and sits beside "engines": it must not replace the stop word.
    const answer = await q("the engnes");
    expect(answer.correctedQuery).toBe("the engines");
    expect(slugs(answer)).toEqual([stockholmPolice.slug]);
    expect((await q("the polise")).correctedQuery).toBe("the police");
    expect(await q("the")).toEqual({ articles: [], total: 0 });
  });

  it("finds nothing and offers nothing when no published words fit together", async () => {
    expect(await q("zxqv polise")).toEqual({ articles: [], total: 0 });
  });

  it("never offers a word only a draft or a scheduled article holds", async () => {
    for (const text of ["stockholm zeppelim", "stockholm quagmirr", "zepelin", "quagmier"]) {
      const answer = await q(text);
      expect(answer.correctedQuery ?? "", text).not.toMatch(/zeppelin|quagmire/);
    }
  });

  it("keeps search syntax working: each side of 'or' is corrected on its own", async () => {
    const answer = await q("zxqv or polise");
    expect(answer.correctedQuery).toBe("zxqv or police");
    expect(slugs(answer).sort()).toEqual([stockholmPolice.slug, boatPolice.slug].sort());
  });
});

describe("the cost of a correction", () => {
  it("asks the repository a fixed number of times, however many words are misspelled", async () => {
    const repo = createArticlesRepository(t.database.db);
    let calls = 0;
    const counted = new Set(["releaseScheduledSearchTerms", "spellingCandidates", "bestCorrections"]);
    for (const name of Object.keys(repo) as (keyof typeof repo)[]) {
      const original = repo[name];
      if (typeof original !== "function" || !counted.has(name)) continue;
      (repo as Record<string, unknown>)[name] = (...args: unknown[]) => {
        calls += 1;
        return (original as (...a: unknown[]) => unknown).apply(repo, args);
      };
    }
    const service = createArticlesService(repo, createContentChanges(), createRevisionsRepository(t.database.db));
    const page = { page: 1, limit: 12 };
    const callsFor = async (query: string, corrected: string) => {
      calls = 0;
      expect((await service.search(query, page)).correctedQuery).toBe(corrected);
      return calls;
    };
    const one = await callsFor("stokholm", "stockholm");
    const two = await callsFor("stokholm polise", "stockholm police");
    const five = await callsFor("stokholm polise enignes marnias theives", "stockholm police engines marinas thieves");
    expect(one).toBeLessThanOrEqual(3);
    expect(two).toBeLessThanOrEqual(3);
    expect(five).toBe(two);
    // Remembered: the same typo again asks the vocabulary nothing.
    expect(await callsFor("stokholm polise", "stockholm police")).toBe(0);
  });
});
