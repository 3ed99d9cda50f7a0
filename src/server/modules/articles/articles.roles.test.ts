import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#shared/roles.js";
import type { Article, ArticleList } from "#shared/schemas/article.js";
import { articleInput, makeArticle, makeCategory, roleCookie, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import {
  CONTRIBUTORS_CANNOT_CHANGE_PUBLISHED,
  CONTRIBUTORS_CANNOT_PUBLISH,
  NOT_YOURS,
  ONLY_EDITORS_DELETE_PUBLISHED,
} from "#shared/article-permissions.js";

/**
 * Issue 32's article rows: contributors write and edit their own drafts and never publish; authors also
 * publish and edit their own; editors and administrators work on every article.
 */
const t = setupTestApp({ staff: true });
const people = {} as Record<Role, { cookie: string; id: number }>;
let categoryId: number;

beforeAll(async () => {
  for (const role of ["contributor", "author", "editor"] as const) people[role] = await roleCookie(t.app, role);
  categoryId = (await makeCategory(t.app)).id;
});

const as = (role: Role) => ({
  send: (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: sameOrigin(people[role].cookie), ...(payload ? { payload } : {}) }),
});

async function writeAs(role: Role, overrides: Record<string, unknown> = {}) {
  const input = articleInput({ categoryId, published: false, ...overrides });
  const created = await as(role).send("POST", "/api/admin/articles", input);
  expect(created.statusCode, created.body).toBe(201);
  return { article: created.json() as Article, input };
}

const expectRefused = (response: { statusCode: number; json(): unknown }, message: string) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message });
};

describe("a contributor", () => {
  it("writes and edits their own draft, and cannot publish it", async () => {
    const { article, input } = await writeAs("contributor");
    const edited = await as("contributor").send("PUT", `/api/admin/articles/${article.id}`, {
      ...input,
      body: "Better.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expectRefused(
      await as("contributor").send("PUT", `/api/admin/articles/${article.id}`, { ...input, published: true }),
      CONTRIBUTORS_CANNOT_PUBLISH,
    );
    expectRefused(
      await as("contributor").send("POST", "/api/admin/articles", articleInput({ categoryId, published: true })),
      CONTRIBUTORS_CANNOT_PUBLISH,
    );
    expect((await t.app.services.articles.getForStaff(article.id)).published).toBe(false);
    const deleted = await as("contributor").send("DELETE", `/api/admin/articles/${article.id}`);
    expect(deleted.statusCode).toBe(200);
  });

  it("cannot change, restore or delete their article once an editor published it", async () => {
    const { article, input } = await writeAs("contributor");
    const published = await as("editor").send("PUT", `/api/admin/articles/${article.id}`, {
      ...input,
      published: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expectRefused(
      await as("contributor").send("PUT", `/api/admin/articles/${article.id}`, { ...input, published: false }),
      CONTRIBUTORS_CANNOT_CHANGE_PUBLISHED,
    );
    const { revisions } = (await as("contributor").send("GET", `/api/admin/articles/${article.id}/revisions`)).json();
    expect(revisions.length).toBeGreaterThan(0);
    expectRefused(
      await as("contributor").send("POST", `/api/admin/articles/${article.id}/revisions/${revisions[0].id}/restore`),
      CONTRIBUTORS_CANNOT_CHANGE_PUBLISHED,
    );
    expectRefused(
      await as("contributor").send("DELETE", `/api/admin/articles/${article.id}`),
      CONTRIBUTORS_CANNOT_CHANGE_PUBLISHED,
    );
    expect((await t.app.services.articles.getForStaff(article.id)).published).toBe(true);
  });

  it("sees only their own articles, and cannot open anyone else's", async () => {
    const own = (await writeAs("contributor")).article;
    const other = await makeArticle(t.app, { categoryId, published: false });
    const list = (await as("contributor").send("GET", "/api/admin/articles?limit=100")).json() as ArticleList;
    expect(list.articles.map((a) => a.id)).toContain(own.id);
    expect(list.articles.map((a) => a.id)).not.toContain(other.id);
    expect(list.total).toBe(list.articles.length);
    for (const url of [
      `/api/admin/preview/articles/${other.id}`,
      `/api/admin/articles/${other.id}/checks`,
      `/api/admin/articles/${other.id}/revisions`,
      `/api/admin/articles/${other.id}/source`,
    ]) {
      expectRefused(await as("contributor").send("GET", url), NOT_YOURS);
    }
    expectRefused(
      await as("contributor").send(
        "PUT",
        `/api/admin/articles/${other.id}`,
        articleInput({ categoryId, published: false }),
      ),
      NOT_YOURS,
    );
    expectRefused(await as("contributor").send("DELETE", `/api/admin/articles/${other.id}`), NOT_YOURS);
    const checks = await as("contributor").send("POST", "/api/admin/articles/checks", {
      articleId: other.id,
      body: "x",
    });
    expectRefused(checks, NOT_YOURS);
  });
});

describe("an author", () => {
  it("publishes and edits their own articles, but not a colleague's", async () => {
    const { article, input } = await writeAs("author", { published: true });
    expect(article.published).toBe(true);
    const edited = await as("author").send("PUT", `/api/admin/articles/${article.id}`, { ...input, title: "Retitled" });
    expect(edited.statusCode, edited.body).toBe(200);
    const colleague = (await writeAs("contributor")).article;
    expectRefused(
      await as("author").send("PUT", `/api/admin/articles/${colleague.id}`, articleInput({ categoryId })),
      NOT_YOURS,
    );
  });

  it("unpublishes their own published article before deleting it: deleting published work is an editor's", async () => {
    const { article, input } = await writeAs("author", { published: true });
    expectRefused(
      await as("author").send("DELETE", `/api/admin/articles/${article.id}`),
      ONLY_EDITORS_DELETE_PUBLISHED,
    );
    await as("author").send("PUT", `/api/admin/articles/${article.id}`, { ...input, published: false });
    expect((await as("author").send("DELETE", `/api/admin/articles/${article.id}`)).statusCode).toBe(200);
  });
});

describe("an editor", () => {
  it("works on every article, whoever wrote it", async () => {
    const { article, input } = await writeAs("contributor");
    const list = (await as("editor").send("GET", "/api/admin/articles?limit=100")).json() as ArticleList;
    expect(list.articles.map((a) => a.id)).toContain(article.id);
    const published = await as("editor").send("PUT", `/api/admin/articles/${article.id}`, {
      ...input,
      published: true,
    });
    expect(published.statusCode).toBe(200);
    expect((await as("editor").send("DELETE", `/api/admin/articles/${article.id}`)).statusCode).toBe(200);
  });
});
