import { beforeAll, describe, expect, it } from "vitest";
import type { Article, ArticleList } from "#shared/schemas/article.js";
import type { Category } from "#shared/schemas/category.js";
import { articleInput, makeArticle, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

const t = setupTestApp({ staff: true });

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const get = (url: string) => t.app.inject({ url });
const list = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json() as ArticleList;
};
const slugs = (body: ArticleList) => body.articles.map((a) => a.slug);
const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: sameOrigin(t.cookie), payload: payload as object | undefined });
/** A raw JSON body, exactly as given (malformed JSON, huge numbers). */
const sendRaw = (body: string, headers: Record<string, string> = sameOrigin(t.cookie)) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/articles",
    headers: { ...headers, "content-type": "application/json" },
    payload: body,
  });
const expect400 = (response: { statusCode: number; json(): unknown }, message?: string) => {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: unknown };
  expect(typeof body.message).toBe("string");
  if (message) expect(body).toEqual({ message });
};
const BAD_NUMBERS = ["abc", "-1", "0", "1e400", "99999999999999999999", "1.5"];

describe("GET /api/articles and /api/articles/{slug}", () => {
  let category: Category;
  let old: Article;
  let newer: Article;
  let newest: Article;
  let draft: Article;
  let scheduled: Article;
  beforeAll(async () => {
    category = await makeCategory(t.app);
    const categoryId = category.id;
    old = await makeArticle(t.app, { categoryId, publishedAt: ago(3 * HOUR) });
    newest = await makeArticle(t.app, { categoryId, publishedAt: ago(60_000), featured: true });
    newer = await makeArticle(t.app, { categoryId, publishedAt: ago(2 * HOUR) });
    draft = await makeArticle(t.app, { categoryId, published: false, publishedAt: ago(HOUR) });
    scheduled = await makeArticle(t.app, { categoryId, publishedAt: new Date(Date.now() + 24 * HOUR) });
  });

  it("lists only published, already-public articles, newest first, with their category", async () => {
    const body = await list(`/api/articles?category=${category.id}`);
    expect(slugs(body)).toEqual([newest.slug, newer.slug, old.slug]);
    expect(body.total).toBe(3);
    expect(body.articles[0]).toMatchObject({ id: newest.id, title: newest.title, featured: true, published: true });
    expect(body.articles[0]!.category).toEqual({ id: category.id, name: category.name, slug: category.slug });
  });

  it("never shows drafts or scheduled articles in the unfiltered list", async () => {
    const body = await list("/api/articles?limit=50");
    expect(slugs(body)).not.toContain(draft.slug);
    expect(slugs(body)).not.toContain(scheduled.slug);
    const dates = body.articles.map((a) => Date.parse(a.publishedAt!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now());
  });

  it("filters by featured=true|false and excludes an id", async () => {
    const featured = await list(`/api/articles?category=${category.id}&featured=true`);
    expect(slugs(featured)).toEqual([newest.slug]);
    expect(featured.total).toBe(1);
    const plain = await list(`/api/articles?category=${category.id}&featured=false`);
    expect(slugs(plain)).toEqual([newer.slug, old.slug]);
    const related = await list(`/api/articles?category=${category.id}&exclude=${newest.id}&limit=3`);
    expect(slugs(related)).toEqual([newer.slug, old.slug]);
  });

  it("pages from 1 with the total of all matches", async () => {
    const second = await list(`/api/articles?category=${category.id}&page=2&limit=1`);
    expect(slugs(second)).toEqual([newer.slug]);
    expect(second.total).toBe(3);
    const beyond = await list(`/api/articles?category=${category.id}&page=9&limit=2`);
    expect(beyond).toEqual({ articles: [], total: 3 });
  });

  it("defaults to 12 per page and caps limit at 50", async () => {
    const bulk = await makeCategory(t.app);
    for (let i = 0; i < 52; i++) await makeArticle(t.app, { categoryId: bulk.id });
    expect((await list(`/api/articles?category=${bulk.id}`)).articles).toHaveLength(12);
    const capped = await list(`/api/articles?category=${bulk.id}&limit=1000`);
    expect(capped.articles).toHaveLength(50);
    expect(capped.total).toBe(52);
    expect((await list(`/api/articles?category=${bulk.id}&limit=50&page=2`)).articles).toHaveLength(2);
  });

  it("answers 400 (never 500) for bad page, limit, featured, category or exclude values", async () => {
    for (const value of BAD_NUMBERS) {
      expect400(await get(`/api/articles?page=${value}`));
      expect400(await get(`/api/articles?limit=${value}`));
      expect400(await get(`/api/articles?category=${value}`));
      expect400(await get(`/api/articles?exclude=${value}`));
    }
    expect400(await get("/api/articles?featured=yes"));
    expect400(await get("/api/articles?page=1&page=2"));
  });

  it("returns one published article with its body and category", async () => {
    const response = await get(`/api/articles/${newer.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: newer.id, body: newer.body, category: { slug: category.slug } });
  });

  it("answers 404 for unknown, draft and scheduled slugs", async () => {
    for (const slug of ["no-such-article", draft.slug, scheduled.slug]) {
      const response = await get(`/api/articles/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ message: "Article not found" });
    }
  });
});

describe("POST /api/admin/articles", () => {
  let category: Category;
  let n = 0;
  const payload = (overrides: Record<string, unknown> = {}) =>
    articleInput({ categoryId: category.id, slug: `created-article-${++n}`, ...overrides });
  beforeAll(async () => {
    category = await makeCategory(t.app);
  });

  it("needs a session", async () => {
    const response = await sendRaw(JSON.stringify(payload()), sameOrigin());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized" });
  });

  it("creates a published article dated now when no date is given, visible to readers", async () => {
    const before = Date.now();
    const response = await send("POST", "/api/admin/articles", payload({ title: "Riksdag passes the autumn budget" }));
    expect(response.statusCode).toBe(201);
    const article = response.json() as Article;
    expect(article).toMatchObject({ slug: `created-article-${n}`, title: "Riksdag passes the autumn budget" });
    expect(article.category).toEqual({ id: category.id, name: category.name, slug: category.slug });
    expect(Date.parse(article.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(article.publishedAt!)).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await get(`/api/articles/${article.slug}`)).json()).toMatchObject({ id: article.id, body: article.body });
  });

  it("keeps a draft's publication date null and hides it from readers", async () => {
    const response = await send("POST", "/api/admin/articles", payload({ published: false }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ published: false, publishedAt: null });
    expect((await get(`/api/articles/${response.json().slug}`)).statusCode).toBe(404);
  });

  it("keeps an explicit publication date; a future one stays hidden", async () => {
    const when = "2024-03-01T09:30:00.000Z";
    expect((await send("POST", "/api/admin/articles", payload({ publishedAt: when }))).json().publishedAt).toBe(when);
    const future = new Date(Date.now() + 48 * HOUR).toISOString();
    const response = await send("POST", "/api/admin/articles", payload({ publishedAt: future }));
    expect(response.json().publishedAt).toBe(future);
    expect((await get(`/api/articles/${response.json().slug}`)).statusCode).toBe(404);
  });

  it("reports the first missing required field in form order", async () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, "Title is required"],
      [{ title: "   " }, "Title is required"],
      [{ title: "T" }, "Slug is required"],
      [{ title: "T", slug: "t" }, "Content is required"],
      [{ title: "T", slug: "t", body: "B" }, "Author is required"],
      [{ title: "T", slug: "t", body: "B", author: "A" }, "Category is required"],
      [{ title: "T", slug: "t", body: "B", author: "A", categoryId: "" }, "Category is required"],
      [{ title: "T", slug: "t", body: "B", author: "A", categoryId: null }, "Category is required"],
    ];
    for (const [body, message] of steps) {
      const response = await send("POST", "/api/admin/articles", body);
      expect
        .soft({ status: response.statusCode, ...response.json() }, JSON.stringify(body))
        .toEqual({ status: 400, message });
    }
  });

  it("refuses an unknown category and a badly formed slug with 400", async () => {
    expect400(await send("POST", "/api/admin/articles", payload({ categoryId: 999_999 })), "Category not found");
    for (const slug of ["Has Spaces", "UPPER-case", "trailing-", "double--hyphen", "åäö"]) {
      expect400(await send("POST", "/api/admin/articles", payload({ slug })));
    }
  });

  it("keeps a source's credit, shows it to readers, and refuses a link that is not http(s)", async () => {
    const credit = { sourceName: "SVT", sourceUrl: "https://www.svt.se/nyheter/inrikes/budget" };
    const created = await send("POST", "/api/admin/articles", payload(credit));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(credit);
    expect((await get(`/api/articles/${created.json().slug}`)).json()).toMatchObject(credit);
    const plain = await send("POST", "/api/admin/articles", payload({ sourceName: " ", sourceUrl: "" }));
    expect(plain.json()).toMatchObject({ sourceName: null, sourceUrl: null });

    for (const sourceUrl of ["javascript:alert(1)", "data:text/html,x", "//evil.example/", "www.svt.se"]) {
      const response = await send("POST", "/api/admin/articles", payload({ sourceName: "SVT", sourceUrl }));
      expect400(response, "Source link must be an http or https URL");
    }
    expect400(
      await send("POST", "/api/admin/articles", payload({ sourceUrl: credit.sourceUrl })),
      "Source name is required when a source link is given",
    );
    expect400(
      await send("POST", "/api/admin/articles", payload({ sourceName: "x".repeat(101) })),
      "Source name must be at most 100 characters",
    );
  });

  it("refuses image paths that are neither /uploads/… nor http(s) URLs", async () => {
    const unsafe = [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "/api/logout",
    ];
    for (const image of unsafe) {
      for (const field of ["heroImage", "thumbImage"]) {
        const response = await send("POST", "/api/admin/articles", payload({ [field]: image }));
        expect.soft(response.statusCode, `${field} ${image}`).toBe(400);
      }
    }
    const images = { heroImage: "/uploads/hero.jpg", thumbImage: "https://cdn.example.com/thumb.png" };
    const response = await send("POST", "/api/admin/articles", payload(images));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject(images);
  });

  it("answers 409 for a duplicate slug", async () => {
    const first = await send("POST", "/api/admin/articles", payload());
    const again = await send("POST", "/api/admin/articles", payload({ slug: first.json().slug, title: "Other" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "An article with this slug already exists" });
  });

  it("never answers 500 for malformed JSON, wrong types or huge numbers", async () => {
    for (const overrides of [
      { title: 42 },
      { body: ["x"] },
      { featured: "yes" },
      { published: 1 },
      { categoryId: "abc" },
      { categoryId: 1e300 },
      { categoryId: 99_999_999_999 },
      { categoryId: -3 },
      { publishedAt: "not a date" },
      { publishedAt: "+275760-09-13T00:00:00.000Z" },
      { publishedAt: 12345 },
      { title: "x".repeat(301) },
    ]) {
      expect400(await send("POST", "/api/admin/articles", payload(overrides)));
    }
    expect400(await send("POST", "/api/admin/articles", [payload()]));
    expect400(await sendRaw('{"title": "x",'), "Request body is not valid JSON");
    expect400(await sendRaw('{"__proto__": {"admin": true}, "title": "x"}'));
    expect((await sendRaw(JSON.stringify(payload({ body: "x".repeat(1_100_000) })))).statusCode).toBe(413);
  });

  it("ignores unknown fields", async () => {
    const response = await send(
      "POST",
      "/api/admin/articles",
      payload({ createdAt: "2000-01-01T00:00:00.000Z", role: "x" }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().createdAt).not.toBe("2000-01-01T00:00:00.000Z");
    expect(response.json()).not.toHaveProperty("role");
  });
});

describe("GET /api/admin/articles", () => {
  it("lists drafts too, newest created first, 10 per page, with a total; needs a session", async () => {
    expect((await get("/api/admin/articles")).statusCode).toBe(401);
    const category = await makeCategory(t.app);
    const draft = await makeArticle(t.app, { categoryId: category.id, published: false });
    const latest = await makeArticle(t.app, { categoryId: category.id, publishedAt: ago(100 * HOUR) });
    const read = async (query: string) => {
      const response = await t.app.inject({ url: `/api/admin/articles${query}`, headers: { cookie: t.cookie } });
      expect(response.statusCode).toBe(200);
      return response.json() as ArticleList;
    };
    const page = await read("");
    expect(page.articles).toHaveLength(10);
    expect(slugs(page).slice(0, 2)).toEqual([latest.slug, draft.slug]);
    const created = page.articles.map((a) => Date.parse(a.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const { total } = await read("?limit=1");
    expect(total).toBeGreaterThan(10);
    const last = await read(`?page=${Math.ceil(total / 10)}`);
    expect(last.articles).toHaveLength(total % 10 || 10);
    expect400(await t.app.inject({ url: "/api/admin/articles?page=0", headers: { cookie: t.cookie } }));
  });
});

describe("GET /api/admin/preview/articles/{id}", () => {
  it("shows staff a draft and a scheduled article exactly as stored, never anyone else", async () => {
    const draft = await makeArticle(t.app, { published: false, publishedAt: null });
    const scheduled = await makeArticle(t.app, { publishedAt: new Date(Date.now() + HOUR) });
    for (const article of [draft, scheduled]) {
      const url = `/api/admin/preview/articles/${article.id}`;
      const response = await t.app.inject({ url, headers: { cookie: t.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(article);
      expect((await get(url)).statusCode).toBe(401);
    }
    const unknown = await t.app.inject({ url: "/api/admin/preview/articles/999999", headers: { cookie: t.cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Article not found" });
  });
});

describe("PUT and DELETE /api/admin/articles/{id}", () => {
  let category: Category;
  beforeAll(async () => {
    category = await makeCategory(t.app);
  });

  it("updates an article, and unpublishing hides it from readers", async () => {
    const article = await makeArticle(t.app, { categoryId: category.id });
    const other = await makeCategory(t.app);
    const update = articleInput({ categoryId: other.id, slug: "renamed-article", title: "Renamed", published: false });
    const response = await send("PUT", `/api/admin/articles/${article.id}`, update);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: article.id,
      slug: "renamed-article",
      title: "Renamed",
      categoryId: other.id,
    });
    expect(response.json().createdAt).toBe(article.createdAt);
    expect((await get(`/api/articles/${article.slug}`)).statusCode).toBe(404);
    expect((await get("/api/articles/renamed-article")).statusCode).toBe(404);
    const republished = await send("PUT", `/api/admin/articles/${article.id}`, { ...update, published: true });
    expect((await get("/api/articles/renamed-article")).json()).toMatchObject({ title: "Renamed", published: true });
    expect(republished.json().publishedAt).not.toBeNull();
  });

  it("validates the body, answers 409 for another article's slug and 404 for an unknown id", async () => {
    const [a, b] = [
      await makeArticle(t.app, { categoryId: category.id }),
      await makeArticle(t.app, { categoryId: category.id }),
    ];
    expect400(await send("PUT", `/api/admin/articles/${a.id}`, { title: "" }), "Title is required");
    const clash = await send(
      "PUT",
      `/api/admin/articles/${a.id}`,
      articleInput({ categoryId: category.id, slug: b.slug }),
    );
    expect(clash.statusCode).toBe(409);
    const same = await send(
      "PUT",
      `/api/admin/articles/${a.id}`,
      articleInput({ categoryId: category.id, slug: a.slug }),
    );
    expect(same.statusCode).toBe(200);
    const missing = await send(
      "PUT",
      "/api/admin/articles/987654",
      articleInput({ categoryId: category.id, slug: "ghost" }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Article not found" });
  });

  it("deletes an article with its comments, then answers 404", async () => {
    const article = await makeArticle(t.app, { categoryId: category.id });
    const comment = await t.app.inject({
      method: "POST",
      url: `/api/articles/${article.slug}/comments`,
      headers: sameOrigin(),
      payload: { name: "Reader", email: "", body: "Nice piece" },
    });
    expect(comment.statusCode).toBe(201);
    const pending = async () => {
      const response = await t.app.inject({ url: "/api/admin/comments/pending", headers: { cookie: t.cookie } });
      return (response.json() as { id: number }[]).map((c) => c.id);
    };
    expect(await pending()).toContain(comment.json().id);

    const response = await send("DELETE", `/api/admin/articles/${article.id}`);
    expect(response.statusCode).toBe(200);
    expect(await pending()).not.toContain(comment.json().id);
    expect((await get(`/api/articles/${article.slug}`)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/admin/articles/${article.id}`)).statusCode).toBe(404);
    expect(
      (await send("PUT", `/api/admin/articles/${article.id}`, articleInput({ categoryId: category.id }))).statusCode,
    ).toBe(404);
  });

  it("answers 400 or 404, never 500, for an invalid id in the path, and 401 without a session", async () => {
    for (const id of ["abc", "-5", "0", "1.5", "99999999999", "2147483648"]) {
      const del = await send("DELETE", `/api/admin/articles/${id}`);
      const put = await send(
        "PUT",
        `/api/admin/articles/${id}`,
        articleInput({ categoryId: category.id, slug: "never" }),
      );
      for (const response of [del, put]) expect([400, 404], id).toContain(response.statusCode);
    }
    const anonymous = await t.app.inject({ method: "DELETE", url: "/api/admin/articles/1", headers: sameOrigin() });
    expect(anonymous.statusCode).toBe(401);
  });
});
