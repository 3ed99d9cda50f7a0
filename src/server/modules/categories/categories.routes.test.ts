import { beforeAll, describe, expect, it } from "vitest";
import type { Article, ArticleList } from "#shared/schemas/article.js";
import type { Category } from "#shared/schemas/category.js";
import { makeArticle, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

const t = setupTestApp({ staff: true });

const HOUR = 3_600_000;
const get = (url: string) => t.app.inject({ url });
const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: sameOrigin(t.cookie), payload: payload as object | undefined });
const categories = async () => {
  const response = await get("/api/categories");
  expect(response.statusCode).toBe(200);
  return response.json() as Category[];
};
const expect400 = (response: { statusCode: number; json(): unknown }, message?: string) => {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: unknown };
  expect(typeof body.message).toBe("string");
  if (message) expect(body).toEqual({ message });
};

describe("GET /api/categories", () => {
  it("orders by order, then name", async () => {
    const beta = await makeCategory(t.app, { name: "Ordering beta", order: 1 });
    const alpha = await makeCategory(t.app, { name: "Ordering alpha", order: 1 });
    const last = await makeCategory(t.app, { name: "Ordering aardvark", order: 7 });
    const first = await makeCategory(t.app, { name: "Ordering zulu", order: -2 });
    const ids = [beta, alpha, last, first].map((c) => c.id);
    const listed = (await categories()).filter((c) => ids.includes(c.id)).map((c) => c.name);
    expect(listed).toEqual(["Ordering zulu", "Ordering alpha", "Ordering beta", "Ordering aardvark"]);
  });

  it("counts only published, already-public articles as an integer articleCount", async () => {
    const category = await makeCategory(t.app);
    await makeArticle(t.app, { categoryId: category.id });
    await makeArticle(t.app, { categoryId: category.id });
    await makeArticle(t.app, { categoryId: category.id, published: false });
    await makeArticle(t.app, { categoryId: category.id, publishedAt: new Date(Date.now() + HOUR) });
    const empty = await makeCategory(t.app);
    const listed = await categories();
    expect(listed.find((c) => c.id === category.id)).toEqual({ ...category, articleCount: 2 });
    expect(listed.find((c) => c.id === empty.id)?.articleCount).toBe(0);
    const one = await get(`/api/categories/${category.slug}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      id: category.id,
      name: category.name,
      slug: category.slug,
      order: 0,
      articleCount: 2,
    });
  });

  it("answers 404 for an unknown category slug", async () => {
    const response = await get("/api/categories/no-such-category");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Category not found" });
  });
});

describe("GET /api/categories/{slug}/articles", () => {
  let category: Category;
  let published: Article[];
  beforeAll(async () => {
    category = await makeCategory(t.app);
    published = [];
    for (let i = 0; i < 14; i++) {
      published.push(
        await makeArticle(t.app, { categoryId: category.id, publishedAt: new Date(Date.now() - (i + 1) * HOUR) }),
      );
    }
    await makeArticle(t.app, { categoryId: category.id, published: false });
    await makeArticle(t.app, { categoryId: category.id, publishedAt: new Date(Date.now() + HOUR) });
    await makeArticle(t.app); // another category
  });
  const read = async (query = "") => {
    const response = await get(`/api/categories/${category.slug}/articles${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ArticleList;
  };

  it("lists the category's published articles newest first, 12 per page by default", async () => {
    const first = await read();
    expect(first.total).toBe(14);
    expect(first.articles.map((a) => a.slug)).toEqual(published.slice(0, 12).map((a) => a.slug));
    expect(first.articles.every((a) => a.categoryId === category.id && a.published)).toBe(true);
    const second = await read("?page=2");
    expect(second.articles.map((a) => a.slug)).toEqual(published.slice(12).map((a) => a.slug));
    expect((await read("?limit=5&page=3")).articles.map((a) => a.slug)).toEqual(
      published.slice(10, 14).map((a) => a.slug),
    );
    expect((await read("?limit=500")).articles).toHaveLength(14);
  });

  it("answers 404 for an unknown category and 400 for bad paging", async () => {
    const response = await get("/api/categories/no-such-category/articles");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Category not found" });
    // The paging is checked before the category is looked up (ADR 0020).
    expect400(await get("/api/categories/no-such-category/articles?page=abc"), "page must be a positive whole number");
    for (const value of ["abc", "-1", "0", "1e400", "99999999999999999999"]) {
      expect400(await get(`/api/categories/${category.slug}/articles?page=${value}`));
      expect400(await get(`/api/categories/${category.slug}/articles?limit=${value}`));
    }
  });
});

describe("POST /api/admin/categories", () => {
  it("needs a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/categories",
      headers: sameOrigin(),
      payload: { name: "Sneaky", slug: "sneaky" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized" });
    expect((await get("/api/categories/sneaky")).statusCode).toBe(404);
  });

  it("creates a category with 201 and shows it publicly", async () => {
    const response = await send("POST", "/api/admin/categories", { name: "Events", slug: "events", order: 4 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: "Events",
      slug: "events",
      order: 4,
      articleCount: 0,
    });
    expect((await get("/api/categories/events")).json()).toEqual(response.json());
  });

  it("turns a non-numeric or missing order into 0 and truncates fractions", async () => {
    const cases: [unknown, number][] = [
      ["abc", 0],
      [undefined, 0],
      [null, 0],
      [3.7, 3],
      ["5", 5],
      [true, 0],
    ];
    for (const [index, [order, expected]] of cases.entries()) {
      const response = await send("POST", "/api/admin/categories", {
        name: `Order ${index}`,
        slug: `order-case-${index}`,
        order,
      });
      expect
        .soft({ status: response.statusCode, order: response.json().order }, String(order))
        .toEqual({ status: 201, order: expected });
    }
    for (const [raw, slug] of [
      ["1e400", "order-huge"],
      ["99999999999999999999", "order-big"],
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/categories",
        headers: { ...sameOrigin(t.cookie), "content-type": "application/json" },
        payload: `{"name": "Huge", "slug": "${slug}", "order": ${raw}}`,
      });
      expect(response.statusCode, raw).toBe(201);
      expect(Number.isInteger(response.json().order)).toBe(true);
    }
  });

  it("reports the first failing rule and refuses a badly formed slug", async () => {
    expect400(await send("POST", "/api/admin/categories", {}), "Name is required");
    expect400(await send("POST", "/api/admin/categories", { name: "  ", slug: "x" }), "Name is required");
    expect400(await send("POST", "/api/admin/categories", { name: "Crime" }), "Slug is required");
    expect400(await send("POST", "/api/admin/categories", { name: "Crime", slug: " " }), "Slug is required");
    for (const slug of ["Crime", "crime news", "crime!", "-crime"]) {
      expect400(await send("POST", "/api/admin/categories", { name: "Crime", slug, order: 0 }));
    }
    expect400(await send("POST", "/api/admin/categories", { name: 12, slug: "twelve" }));
  });

  it("answers 409 for a duplicate slug and 400 for malformed JSON", async () => {
    await makeCategory(t.app, { name: "Food", slug: "food" });
    const response = await send("POST", "/api/admin/categories", { name: "Food again", slug: "food", order: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "A category with this slug already exists" });
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/admin/categories",
      headers: { ...sameOrigin(t.cookie), "content-type": "application/json" },
      payload: "{name:",
    });
    expect400(malformed);
  });
});

describe("PUT /api/admin/categories/{id}", () => {
  it("updates name, slug and order; the old slug stops resolving", async () => {
    const category = await makeCategory(t.app, { name: "Society", slug: "society" });
    const response = await send("PUT", `/api/admin/categories/${category.id}`, {
      name: "Society & Life",
      slug: "society-life",
      order: "2",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: category.id, name: "Society & Life", slug: "society-life", order: 2 });
    expect((await get("/api/categories/society")).statusCode).toBe(404);
    expect((await get("/api/categories/society-life")).json()).toMatchObject({ id: category.id, order: 2 });
  });

  it("keeps its own slug, refuses another's with 409 and answers 404 for an unknown id", async () => {
    const a = await makeCategory(t.app);
    const b = await makeCategory(t.app);
    expect(
      (await send("PUT", `/api/admin/categories/${a.id}`, { name: "Renamed", slug: a.slug, order: 0 })).statusCode,
    ).toBe(200);
    expect(
      (await send("PUT", `/api/admin/categories/${a.id}`, { name: "Clash", slug: b.slug, order: 0 })).statusCode,
    ).toBe(409);
    expect((await get(`/api/categories/${b.slug}`)).json().name).toBe(b.name);
    const missing = await send("PUT", "/api/admin/categories/987654", { name: "Ghost", slug: "ghost", order: 0 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Category not found" });
    expect400(await send("PUT", `/api/admin/categories/${a.id}`, { slug: "x" }), "Name is required");
  });
});

describe("DELETE /api/admin/categories/{id}", () => {
  it("keeps the category's articles, now without a category", async () => {
    const category = await makeCategory(t.app);
    const article = await makeArticle(t.app, { categoryId: category.id });
    const response = await send("DELETE", `/api/admin/categories/${category.id}`);
    expect(response.statusCode).toBe(200);
    expect((await get(`/api/categories/${category.slug}`)).statusCode).toBe(404);
    expect((await categories()).map((c) => c.id)).not.toContain(category.id);
    const orphan = await get(`/api/articles/${article.slug}`);
    expect(orphan.statusCode).toBe(200);
    expect(orphan.json()).toMatchObject({ id: article.id, categoryId: null, category: null });
    const listed = (await get("/api/articles?limit=50")).json() as ArticleList;
    expect(listed.articles.find((a) => a.id === article.id)).toMatchObject({ categoryId: null, category: null });
    expect((await send("DELETE", `/api/admin/categories/${category.id}`)).statusCode).toBe(404);
  });

  it("answers 400 or 404, never 500, for invalid ids, and 401 without a session", async () => {
    for (const id of ["abc", "-5", "0", "1.5", "99999999999", "2147483648", "987654"]) {
      const del = await send("DELETE", `/api/admin/categories/${id}`);
      const put = await send("PUT", `/api/admin/categories/${id}`, { name: "X", slug: "x-never", order: 0 });
      for (const response of [del, put]) {
        expect([400, 404], id).toContain(response.statusCode);
        expect(typeof response.json().message).toBe("string");
      }
    }
    const category = await makeCategory(t.app);
    const anonymous = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/categories/${category.id}`,
      headers: sameOrigin(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(`/api/categories/${category.slug}`)).statusCode).toBe(200);
  });
});
