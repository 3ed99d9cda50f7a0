import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  articlePayload,
  makeArticle,
  makeCategory,
  sameOrigin,
  staffCookie,
} from "../../../tests/support/factories.js";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.js";
import { NONCE_PLACEHOLDER } from "./content-security.js";

let t: TestApp;
let cookie: string;
let renders = 0;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // A stand-in page: the real ones come from the React Router build, which API tests do not need.
      extend: (app) => {
        app.get("/test-page", (_request, reply) => {
          renders += 1;
          return reply
            .type("text/html; charset=utf-8")
            .send(`<!DOCTYPE html><script nonce="${NONCE_PLACEHOLDER}">1</script><p>render ${renders}</p>`);
        });
      },
    },
  );
  cookie = await staffCookie(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("response cache", () => {
  it("serves a repeated public read from memory with the same ETag, and 304 for If-None-Match", async () => {
    await makeArticle(t.app);
    const first = await get("/api/articles?limit=5");
    const second = await get("/api/articles?limit=5");
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-type"]).toMatch(/application\/json/);
    const revalidated = await get("/api/articles?limit=5", { "if-none-match": String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("an editor's save is visible on the very next read", async () => {
    await get("/api/articles?limit=50");
    const category = await makeCategory(t.app);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: sameOrigin(cookie),
      payload: articlePayload(category.id, { slug: "fresh-story", title: "Fresh story" }),
    });
    expect(created.statusCode).toBe(201);
    const after = await get("/api/articles?limit=50");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.json().articles.map((a: { slug: string }) => a.slug)).toContain("fresh-story");
  });

  it("settings changes show at once", async () => {
    await get("/api/settings");
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/siteName",
      headers: sameOrigin(cookie),
      payload: { value: "Renamed Daily" },
    });
    expect(put.statusCode).toBe(200);
    expect((await get("/api/settings")).json().siteName).toBe("Renamed Daily");
  });

  it("a scheduled article appears when its time comes, without any write", async () => {
    const category = await makeCategory(t.app);
    await makeArticle(t.app, {
      categoryId: category.id,
      slug: "scheduled-one",
      publishedAt: new Date(Date.now() + 1500),
    });
    const url = `/api/articles?category=${category.id}`;
    expect((await get(url)).json().total).toBe(0);
    expect((await get(url)).headers["x-cache"]).toBe("HIT");
    await new Promise((r) => setTimeout(r, 1700));
    const later = await get(url);
    expect(later.json().total).toBe(1);
  });

  it("never keeps staff or personal answers", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get("/api/admin/articles", { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-cache"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect((await get("/api/auth/user", { cookie })).headers["x-cache"]).toBeUndefined();
  });

  it("does not keep error answers", async () => {
    await get("/api/articles/no-such-article");
    expect((await get("/api/articles/no-such-article")).headers["x-cache"]).toBeUndefined();
  });
});

describe("content security policy on pages", () => {
  it("gives every HTML answer a fresh nonce, in the header and in the page, even when cached", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await get("/test-page");
      const header = String(response.headers["content-security-policy"]);
      const nonce = /'nonce-([^']+)'/.exec(header)?.[1];
      expect(nonce).toBeTruthy();
      expect(response.body).toContain(`nonce="${nonce}"`);
      expect(response.body).not.toContain(NONCE_PLACEHOLDER);
      expect(header).toContain("object-src 'none'");
      expect(header).toContain("frame-ancestors 'self'");
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(renders).toBe(1);
  });

  it("never answers a page with 304: the browser's copy carries an old nonce", async () => {
    const first = await get("/test-page");
    expect(first.headers.etag).toBeUndefined();
    const again = await get("/test-page", { "if-none-match": "*" });
    expect(again.statusCode).toBe(200);
  });
});

describe("cache headers for browsers and CDNs", () => {
  it("make browsers revalidate public reads while a CDN may keep them briefly", async () => {
    const response = await get("/api/categories");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=30");
    expect(String(response.headers["cache-control"])).not.toContain("stale-while-revalidate");
    expect(response.headers["cdn-cache-control"]).toContain("stale-while-revalidate");
  });
});

describe("with the cache switched off", () => {
  it("renders every time", async () => {
    const off = await createTestApp({ PAGE_CACHE: "false" });
    try {
      await off.app.inject({ url: "/api/categories" });
      expect((await off.app.inject({ url: "/api/categories" })).headers["x-cache"]).not.toBe("HIT");
    } finally {
      await off.close();
    }
  });
});
