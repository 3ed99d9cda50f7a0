import { describe, expect, it } from "vitest";
import { articleInput, makeArticle, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

const t = setupTestApp({ staff: true });

interface Stats {
  totalArticles: number;
  publishedArticles: number;
  draftArticles: number;
  pendingComments: number;
  categories: number;
  adSlots: number;
}

async function stats(): Promise<Stats> {
  const response = await t.app.inject({ url: "/api/admin/stats", headers: { cookie: t.cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json();
}
const submit = (slug: string, body: string) =>
  t.app.services.comments.submit(slug, { name: "Reader", email: null, body, parentId: null });

describe("GET /api/admin/stats", () => {
  it("requires a session", async () => {
    const response = await t.app.inject({ url: "/api/admin/stats" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers exactly the six counts, all non-negative integers", async () => {
    const body = await stats();
    expect(Object.keys(body).sort()).toEqual(
      ["adSlots", "categories", "draftArticles", "pendingComments", "publishedArticles", "totalArticles"].sort(),
    );
    for (const [key, value] of Object.entries(body)) {
      expect(Number.isInteger(value), key).toBe(true);
      expect(value, key).toBeGreaterThanOrEqual(0);
    }
  });

  it("counts articles, drafts, categories, ad slots and pending comments", async () => {
    const before = await stats();
    const category = await makeCategory(t.app);
    const published = await makeArticle(t.app, { categoryId: category.id });
    await makeArticle(t.app, { categoryId: category.id });
    await makeArticle(t.app, { categoryId: category.id, published: false, publishedAt: null });
    // Scheduled for later: still a published article, not a draft.
    await makeArticle(t.app, { categoryId: category.id, publishedAt: new Date(Date.now() + 86_400_000) });
    await submit(published.slug, "One");
    await submit(published.slug, "Two");
    for (const key of ["stats-top", "stats-bottom"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/ads",
        headers: sameOrigin(t.cookie),
        payload: { key, enabled: key === "stats-top" },
      });
      expect(response.statusCode).toBe(201);
    }

    const after = await stats();
    expect(after).toEqual({
      totalArticles: before.totalArticles + 4,
      publishedArticles: before.publishedArticles + 3,
      draftArticles: before.draftArticles + 1,
      pendingComments: before.pendingComments + 2,
      categories: before.categories + 1,
      adSlots: before.adSlots + 2,
    });
    expect(after.draftArticles).toBe(after.totalArticles - after.publishedArticles);
  });

  it("stops counting a comment as pending once it is approved, rejected or deleted", async () => {
    const article = await makeArticle(t.app);
    const ids = [];
    for (const body of ["a", "b", "c"]) ids.push((await submit(article.slug, body)).id!);
    const before = await stats();
    const headers = sameOrigin(t.cookie);
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/comments/${ids[0]}/status`,
      headers,
      payload: { status: "published" },
    });
    expect((await stats()).pendingComments).toBe(before.pendingComments - 1);
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/comments/${ids[1]}/status`,
      headers,
      payload: { status: "rejected" },
    });
    expect((await stats()).pendingComments).toBe(before.pendingComments - 2);
    await t.app.inject({ method: "DELETE", url: `/api/admin/comments/${ids[2]}`, headers });
    expect((await stats()).pendingComments).toBe(before.pendingComments - 3);
  });

  it("follows an article moving from draft to published and being deleted", async () => {
    const category = await makeCategory(t.app);
    const { id, slug } = await makeArticle(t.app, { categoryId: category.id, published: false, publishedAt: null });
    const before = await stats();
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/admin/articles/${id}`,
      headers: sameOrigin(t.cookie),
      payload: articleInput({ categoryId: category.id, slug, published: true }),
    });
    expect(put.statusCode, put.body).toBe(200);
    const published = await stats();
    expect(published.publishedArticles).toBe(before.publishedArticles + 1);
    expect(published.draftArticles).toBe(before.draftArticles - 1);
    expect(published.totalArticles).toBe(before.totalArticles);

    await t.app.inject({ method: "DELETE", url: `/api/admin/articles/${id}`, headers: sameOrigin(t.cookie) });
    const deleted = await stats();
    expect(deleted.totalArticles).toBe(before.totalArticles - 1);
    expect(deleted.publishedArticles).toBe(before.publishedArticles);
  });
});
