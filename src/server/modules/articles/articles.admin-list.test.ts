import { beforeAll, describe, expect, it } from "vitest";
import type { Article, ArticleList } from "#shared/schemas/article.js";
import type { Category } from "#shared/schemas/category.js";
import { makeArticle, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

/** The admin articles list's search, filters and order, and bulk actions (issue 20). */
const t = setupTestApp({ staff: true });
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/admin/articles${query}`, headers: { cookie: t.cookie } });
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response.json() as ArticleList;
};
const titles = (body: ArticleList) => body.articles.map((a) => a.title);
const bulk = (payload: unknown, headers: Record<string, string> = sameOrigin(t.cookie)) =>
  t.app.inject({ method: "POST", url: "/api/admin/articles/bulk", headers, payload: payload as object });

let news: Category;
let sport: Category;
let published: Article;
let draft: Article;
let scheduled: Article;
let featured: Article;

beforeAll(async () => {
  news = await makeCategory(t.app);
  sport = await makeCategory(t.app);
  published = await makeArticle(t.app, {
    title: "Ferry traffic resumes",
    categoryId: news.id,
    body: "The archipelago ferries sail again after the storm.",
  });
  draft = await makeArticle(t.app, {
    title: "Draft about the harbour",
    categoryId: news.id,
    published: false,
    body: "Notes on the lighthouse keeper and the harbour.",
  });
  scheduled = await makeArticle(t.app, { title: "Scheduled derby preview", categoryId: sport.id, publishedAt: at(48) });
  featured = await makeArticle(t.app, { title: "Featured match report", categoryId: sport.id, featured: true });
});

describe("GET /api/admin/articles with a search, filters and an order", () => {
  it("finds an article by a word in its body, drafts included", async () => {
    expect(titles(await list("?q=lighthouse"))).toEqual([draft.title]);
    expect(titles(await list("?q=archipelago%20ferries"))).toEqual([published.title]);
    expect((await list("?q=nothingmatchesthis")).total).toBe(0);
  });

  it("filters by status, category and featured", async () => {
    expect(titles(await list(`?status=draft&categoryId=${news.id}`))).toEqual([draft.title]);
    expect(titles(await list(`?status=scheduled&categoryId=${sport.id}`))).toEqual([scheduled.title]);
    expect(titles(await list(`?status=published&categoryId=${sport.id}`))).toEqual([featured.title]);
    expect(titles(await list(`?featured=true&categoryId=${sport.id}`))).toEqual([featured.title]);
    expect((await list(`?featured=false&categoryId=${sport.id}`)).total).toBe(1);
    expect((await list("?status=&categoryId=&q=")).total).toBeGreaterThanOrEqual(4);
  });

  it("orders newest, oldest or recently updated", async () => {
    const mine = `&categoryId=${news.id}`;
    expect(titles(await list(`?sort=newest${mine}`))).toEqual([draft.title, published.title]);
    expect(titles(await list(`?sort=oldest${mine}`))).toEqual([published.title, draft.title]);
    await t.app.services.articles.bulk({ ids: [published.id], action: "feature" });
    expect(titles(await list(`?sort=updated${mine}`))[0]).toBe(published.title);
  });

  it("answers 400 with a message for a bad filter", async () => {
    for (const [query, message] of [
      ["?status=live", "status must be one of published, draft, scheduled"],
      ["?sort=random", "sort must be one of newest, oldest, updated"],
      ["?featured=yes", "featured must be true or false"],
      ["?categoryId=abc", "categoryId must be a category id"],
      [`?q=${"x".repeat(201)}`, "Search query must be at most 200 characters"],
    ]) {
      const response = await t.app.inject({ url: `/api/admin/articles${query}`, headers: { cookie: t.cookie } });
      expect([query, response.statusCode, response.json().message]).toEqual([query, 400, message]);
    }
  });
});

describe("POST /api/admin/articles/bulk", () => {
  it("publishes, unpublishes, features and deletes several at once, and readers see the change at once", async () => {
    const a = await makeArticle(t.app, { published: false, title: "Bulk one" });
    const b = await makeArticle(t.app, { published: false, title: "Bulk two" });
    const published = await bulk({ ids: [a.id, b.id, a.id], action: "publish" });
    expect(published.json()).toEqual({ message: "2 articles published", affected: 2 });
    expect((await t.app.inject({ url: `/api/articles/${a.slug}` })).statusCode).toBe(200);

    expect((await bulk({ ids: [a.id], action: "feature" })).json()).toEqual({
      message: "1 article featured",
      affected: 1,
    });
    expect((await bulk({ ids: [a.id, b.id], action: "unpublish" })).json().affected).toBe(2);
    expect((await t.app.inject({ url: `/api/articles/${a.slug}` })).statusCode).toBe(404);

    expect((await bulk({ ids: [a.id, b.id], action: "delete" })).json().message).toBe("2 articles deleted");
    expect((await list("?q=bulk")).total).toBe(0);
  });

  it("changes nothing when one of the articles does not exist", async () => {
    const a = await makeArticle(t.app, { published: false, title: "Stays a draft" });
    const response = await bulk({ ids: [a.id, 2_000_000_000], action: "publish" });
    expect([response.statusCode, response.json().message]).toEqual([404, "Article not found"]);
    expect((await t.app.inject({ url: `/api/articles/${a.slug}` })).statusCode).toBe(404);
  });

  it("answers 400 for bad input, 401 for a stranger and 403 for a cross-site write", async () => {
    for (const [payload, message] of [
      [{ ids: [], action: "publish" }, "Select at least one article"],
      [{ ids: [1], action: "archive" }, "action must be one of publish, unpublish, feature, unfeature, delete"],
      [{ ids: ["1"], action: "publish" }, "ids must be article ids"],
      [{ action: "publish" }, "ids must be a list of article ids"],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: "delete" }, "At most 100 articles at a time"],
    ] as const) {
      const response = await bulk(payload);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    expect((await bulk({ ids: [1], action: "delete" }, sameOrigin())).statusCode).toBe(401);
    const crossSite = await bulk({ ids: [1], action: "delete" }, { cookie: t.cookie, origin: "https://evil.example" });
    expect(crossSite.statusCode).toBe(403);
  });
});
