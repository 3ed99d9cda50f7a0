import { beforeAll, describe, expect, it } from "vitest";
import type { Article } from "#shared/schemas/article.js";
import { createContentChanges } from "#server/invalidation/content-version.js";
import { makeArticle, makeCategory } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { createRevisionsRepository } from "./article-revisions.repository.js";
import { createArticlesRepository } from "./articles.repository.js";
import { createArticlesService } from "./articles.service.js";

/**
 * Only the newest matches of a search are ranked (the window, SEARCH_WINDOW); later ones follow newest
 * first. Here the window is 5 matches of 13, so that pages cross its edge.
 */
const t = setupTestApp({ env: { SEARCH_RATE_LIMIT: "0" } });
const WINDOW = 5;
const MINUTE = 60_000;
let articles: ReturnType<typeof createArticlesService>;
/** How many times the spelling vocabulary was asked for the closest published words. */
let vocabularyLookups = 0;
let search: ReturnType<typeof createArticlesService>["search"];
/** The 13 matches, newest first. */
const newestFirst: Article[] = [];

beforeAll(async () => {
  const { id: categoryId } = await makeCategory(t.app);
  // Newest first: every third has "harbour" in its title, which ranks it above the others in the window.
  for (let i = 0; i < 13; i++) {
    newestFirst.push(
      await makeArticle(t.app, {
        categoryId,
        title: i % 3 === 2 ? `Harbour news ${i}` : `City news ${i}`,
        body: "The harbour reopened.",
        publishedAt: new Date(Date.now() - (i + 1) * MINUTE),
      }),
    );
  }
  await makeArticle(t.app, { categoryId, title: "Harbour draft", body: "The harbour.", published: false });
  const repo = createArticlesRepository(t.database.db);
  const spellingCandidates = repo.spellingCandidates.bind(repo);
  repo.spellingCandidates = (words, perWord) => {
    vocabularyLookups += 1;
    return spellingCandidates(words, perWord);
  };
  articles = createArticlesService(repo, createContentChanges(), createRevisionsRepository(t.database.db), {
    searchWindow: WINDOW,
  });
  search = articles.search.bind(articles);
});

const ids = (list: Article[]) => list.map((a) => a.id);

/** Every page of "harbour" with `limit` matches a page, in order. */
async function allPages(limit: number) {
  const seen: number[] = [];
  for (let page = 1; ; page++) {
    const result = await search("harbour", { page, limit });
    expect(result.total).toBe(13);
    if (result.articles.length === 0) return seen;
    seen.push(...ids(result.articles));
  }
}

describe("search ranking window", () => {
  it("ranks the newest matches, then lists the rest newest first", async () => {
    const window = newestFirst.slice(0, WINDOW);
    const ranked = [
      ...window.filter((a) => a.title.startsWith("Harbour")),
      ...window.filter((a) => a.title.startsWith("City")),
    ];
    expect(await allPages(13)).toEqual([...ids(ranked), ...ids(newestFirst.slice(WINDOW))]);
  });

  it.each([1, 2, 3, 4, 5, 6, 12, 50])("reaches every match exactly once in pages of %i", async (limit) => {
    const seen = await allPages(limit);
    expect(seen).toHaveLength(13);
    expect(new Set(seen)).toEqual(new Set(ids(newestFirst)));
    expect(seen).toEqual(await allPages(13));
  });

  it("answers a page past the last match empty, with the total", async () => {
    expect(await search("harbour", { page: 5, limit: 4 })).toEqual({ articles: [], total: 13 });
  });
});

describe("a search already ranked", () => {
  it("answers pages inside its window without ranking, and leaves the rest to the search", async () => {
    expect(await articles.searchRemembered("ferry", { page: 1, limit: 2 })).toBeUndefined();
    expect(await articles.searchRemembered("news", { page: 1, limit: 2 })).toBeUndefined();
    const first = await search("news", { page: 1, limit: 2 });
    expect(await articles.searchRemembered("news", { page: 1, limit: 2 })).toEqual(first);
    // Pages 2 (matches 3-4) and 3 (match 5 of the window, 6 past it), and a page past the end.
    expect(await articles.searchRemembered("news", { page: 2, limit: 2 })).toEqual(
      await search("news", { page: 2, limit: 2 }),
    );
    expect(await articles.searchRemembered("news", { page: 3, limit: 2 })).toBeUndefined();
    expect(await articles.searchRemembered("news", { page: 9, limit: 2 })).toEqual({ articles: [], total: 13 });
  });

  it("answers a misspelling from its remembered correction, asking the vocabulary once", async () => {
    // Not yet searched: nothing is remembered, neither the empty window nor its correction.
    expect(await articles.searchRemembered("harbuor", { page: 1, limit: 2 })).toBeUndefined();
    const first = await search("harbuor", { page: 1, limit: 2 });
    expect(first.correctedQuery).toBe("harbour");
    expect(first.total).toBe(13);
    const lookups = vocabularyLookups;
    expect(lookups).toBeGreaterThan(0);
    expect(await articles.searchRemembered("harbuor", { page: 1, limit: 2 })).toEqual(first);
    expect(await search("harbuor", { page: 2, limit: 2 })).toEqual(
      await search("harbour", { page: 2, limit: 2 }).then((r) => ({ ...r, correctedQuery: "harbour" })),
    );
    // Past the corrected search's window, the search reads on: not answered here.
    expect(await articles.searchRemembered("harbuor", { page: 3, limit: 2 })).toBeUndefined();
    expect(vocabularyLookups).toBe(lookups);
  });

  it("answers a search with no match and nothing closer as empty, once it has been asked", async () => {
    await search("zzzq", { page: 1, limit: 2 });
    const lookups = vocabularyLookups;
    expect(await articles.searchRemembered("zzzq", { page: 1, limit: 2 })).toEqual({ articles: [], total: 0 });
    expect(await search("zzzq", { page: 1, limit: 2 })).toEqual({ articles: [], total: 0 });
    expect(vocabularyLookups).toBe(lookups);
  });
});
