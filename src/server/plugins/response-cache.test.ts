import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { articleInput, makeArticle, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { createTestApp, setupTestApp } from "#tests/support/test-app.js";
import { until } from "#tests/support/until.js";
import { NONCE_PLACEHOLDER } from "./content-security.js";
import { preferredEncoding } from "./answer-store.js";

let renders = 0;
let slowRenders = 0;

const t = setupTestApp({
  staff: true,
  build: {
    // A stand-in page, sent as a buffer like the real ones, which come from the React Router build.
    extend: (app) => {
      // Each reads a query parameter, as pages read `page`: each value is its own page, its own entry.
      app.get("/test-page", { config: { queryNames: ["n"] } }, (_request, reply) => {
        renders += 1;
        return reply
          .type("text/html; charset=utf-8")
          .send(Buffer.from(`<!DOCTYPE html><script nonce="${NONCE_PLACEHOLDER}">1</script><p>render ${renders}</p>`));
      });
      app.get("/slow-page", { config: { queryNames: ["n", "status"] } }, async (request, reply) => {
        slowRenders += 1;
        await new Promise((r) => setTimeout(r, 50));
        const { status } = request.query as { status?: string };
        return reply
          .code(status ? Number(status) : 200)
          .type("text/html; charset=utf-8")
          .send(`<p>slow render ${slowRenders}</p>`);
      });
    },
  },
});

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
      headers: sameOrigin(t.cookie),
      payload: articleInput({ categoryId: category.id, slug: "fresh-story", title: "Fresh story" }),
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
      headers: sameOrigin(t.cookie),
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
      publishedAt: new Date(Date.now() + 3000),
    });
    const url = `/api/articles?category=${category.id}`;
    expect((await get(url)).json().total).toBe(0);
    expect((await get(url)).headers["x-cache"]).toBe("HIT");
    // Only reads from here on: the cached answer must give way by itself once the time has come.
    await until(async () => (await get(url)).json().total === 1, "the scheduled article is listed", { everyMs: 100 });
  });

  it("never keeps staff or personal answers", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get("/api/admin/articles", { cookie: t.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-cache"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect((await get("/api/auth/user", { cookie: t.cookie })).headers["x-cache"]).toBeUndefined();
  });

  it("does not keep error answers", async () => {
    await get("/api/articles/no-such-article");
    expect((await get("/api/articles/no-such-article")).headers["x-cache"]).toBeUndefined();
  });
});

describe("many readers at once", () => {
  it("asking for the same uncached page while it renders: one render, everyone gets it", async () => {
    const before = slowRenders;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/slow-page?n=1")));
    expect(slowRenders - before).toBe(1);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers["x-cache"] === "MISS")).toHaveLength(1);
  });

  it("an answer that is not kept (a 404) lets each waiting reader render its own", async () => {
    const before = slowRenders;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/slow-page?status=404")));
    expect(answers.every((a) => a.statusCode === 404)).toBe(true);
    expect(slowRenders - before).toBe(5);
  });
});

describe("content security policy on pages", () => {
  const nonceOf = (response: { headers: Record<string, unknown>; body: string }) => {
    const header = String(response.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(header)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.body).toContain(`nonce="${nonce}"`);
    expect(response.body).not.toContain(NONCE_PLACEHOLDER);
    expect(header).toContain("object-src 'none'");
    expect(header).toContain("frame-ancestors 'self'");
    return nonce!;
  };

  it("gives each render a fresh nonce, which the cached page keeps in its header and its scripts", async () => {
    const before = renders;
    const first = await get("/test-page?n=1");
    const cached = await get("/test-page?n=1");
    expect(cached.headers["x-cache"]).toBe("HIT");
    expect(nonceOf(cached)).toBe(nonceOf(first));
    expect(cached.body).toBe(first.body);
    const other = await get("/test-page?n=2");
    expect(nonceOf(other)).not.toBe(nonceOf(first));
    await makeCategory(t.app); // any public change: the page is rendered again, with a new nonce
    const rerendered = await get("/test-page?n=1");
    expect(rerendered.headers["x-cache"]).toBe("MISS");
    expect(nonceOf(rerendered)).not.toBe(nonceOf(first));
    expect(renders - before).toBe(3);
  });

  it("answers a page with an ETag, and 304 when the browser's copy (same nonce) is current", async () => {
    const first = await get("/test-page?etag");
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await get("/test-page?etag", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect((await get("/test-page?etag", { "if-none-match": 'W/"old"' })).statusCode).toBe(200);
  });
});

describe("compressed answers", () => {
  it("picks brotli, else gzip, honouring q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(preferredEncoding("GZIP")).toBe("gzip");
    expect(preferredEncoding("deflate, identity")).toBeUndefined();
    expect(preferredEncoding("br;q=0.0, gzip;q=0")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it("from the second reader on, sends the stored brotli or gzip copy, the same bytes once decoded", async () => {
    const url = "/api/articles?limit=50&compressed";
    const plain = await get(url);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip;q=1, br;q=0", "gzip", zlib.gunzipSync],
    ] as const) {
      // The first compressed answer is made on the spot; the stored copies follow, off the event loop.
      for (let i = 0; i < 3; i++) {
        const response = await get(url, { "accept-encoding": accept });
        expect(response.headers["x-cache"]).toBe("HIT");
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
        expect(response.headers.etag).toBe(plain.headers.etag);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect((await get(url, { "accept-encoding": "identity" })).body).toBe(plain.body);
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
