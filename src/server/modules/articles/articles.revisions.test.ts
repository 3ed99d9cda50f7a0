import { describe, expect, it } from "vitest";
import type { Article, Revision, RevisionSummary } from "#shared/schemas/article.js";
import { articleInput, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

/** Revisions (issue 20): every save keeps the version it replaced; one can be put back. */
const t = setupTestApp({ staff: true });

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: sameOrigin(t.cookie), ...(payload ? { payload: payload as object } : {}) });

async function newArticle(overrides: Record<string, unknown> = {}) {
  const category = await makeCategory(t.app);
  const slug = `revised-${Math.random().toString(36).slice(2, 8)}`;
  const created = await send(
    "POST",
    "/api/admin/articles",
    articleInput({ categoryId: category.id, slug, ...overrides }),
  );
  expect(created.statusCode).toBe(201);
  return { article: created.json() as Article, category };
}

describe("article revisions", () => {
  it("keeps the version each save replaced, who saved it, newest first, and restores one as a new save", async () => {
    const { article, category } = await newArticle({ title: "First title", body: "First body." });
    const save = (title: string, body: string) =>
      send(
        "PUT",
        `/api/admin/articles/${article.id}`,
        articleInput({ categoryId: category.id, slug: article.slug, title, body }),
      );
    expect((await save("Second title", "Second body.")).statusCode).toBe(200);
    expect((await save("Third title", "Third body.")).statusCode).toBe(200);

    const listed = await send("GET", `/api/admin/articles/${article.id}/revisions`);
    expect(listed.statusCode).toBe(200);
    const { revisions } = listed.json() as { revisions: RevisionSummary[] };
    expect(revisions.map((r) => [r.title, r.savedBy])).toEqual([
      ["Second title", "Administrator"],
      ["First title", "Administrator"],
    ]);

    const first = (
      await send("GET", `/api/admin/articles/${article.id}/revisions/${revisions[1]!.id}`)
    ).json() as Revision;
    expect(first).toMatchObject({ title: "First title", body: "First body.", articleId: article.id });

    const restored = await send("POST", `/api/admin/articles/${article.id}/revisions/${first.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: "First title", body: "First body." });
    const after = (await send("GET", `/api/admin/articles/${article.id}/revisions`)).json() as {
      revisions: RevisionSummary[];
    };
    expect(after.revisions.map((r) => r.title)).toEqual(["Third title", "Second title", "First title"]);
  });

  it("keeps the latest 50 per article", async () => {
    const { article, category } = await newArticle();
    for (let n = 1; n <= 53; n++) {
      const response = await send(
        "PUT",
        `/api/admin/articles/${article.id}`,
        articleInput({ categoryId: category.id, slug: article.slug, title: `Version ${n}` }),
      );
      expect(response.statusCode).toBe(200);
    }
    const { revisions } = (await send("GET", `/api/admin/articles/${article.id}/revisions`)).json() as {
      revisions: RevisionSummary[];
    };
    expect(revisions).toHaveLength(50);
    expect(revisions[0]!.title).toBe("Version 52");
    expect(revisions.at(-1)!.title).toBe("Version 3");
  });

  it("dates a change to a live article's text, and not a change to its other fields", async () => {
    const { article, category } = await newArticle({ body: "Live text." });
    expect(article.bodyUpdatedAt).toBeNull();
    const retitled = await send(
      "PUT",
      `/api/admin/articles/${article.id}`,
      articleInput({ categoryId: category.id, slug: article.slug, title: "New title", body: "Live text." }),
    );
    expect(retitled.json().bodyUpdatedAt).toBeNull();
    const edited = await send(
      "PUT",
      `/api/admin/articles/${article.id}`,
      articleInput({ categoryId: category.id, slug: article.slug, body: "Live text, corrected." }),
    );
    expect(Date.parse(edited.json().bodyUpdatedAt)).toBeGreaterThan(Date.parse(article.publishedAt!));
    const draft = await newArticle({ published: false });
    const draftEdit = await send(
      "PUT",
      `/api/admin/articles/${draft.article.id}`,
      articleInput({ categoryId: draft.category.id, slug: draft.article.slug, published: false, body: "Changed." }),
    );
    expect(draftEdit.json().bodyUpdatedAt).toBeNull();
  });

  it("answers 404 for unknown articles and revisions, 400 for bad ids, 401 for strangers, 403 cross-site", async () => {
    const { article } = await newArticle();
    expect((await send("GET", "/api/admin/articles/999999/revisions")).statusCode).toBe(404);
    const missing = await send("GET", `/api/admin/articles/${article.id}/revisions/999999`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Revision not found"]);
    expect((await send("POST", `/api/admin/articles/${article.id}/revisions/999999/restore`)).statusCode).toBe(404);
    expect((await send("GET", `/api/admin/articles/${article.id}/revisions/abc`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/admin/articles/${article.id}/revisions` })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: "POST",
      url: `/api/admin/articles/${article.id}/revisions/1/restore`,
      headers: { cookie: t.cookie, origin: "https://evil.example", "content-type": "application/json" },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
