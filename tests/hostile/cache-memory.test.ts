import http from "node:http";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { cacheKey } from "#server/plugins/response-cache.js";
import { recordHostile } from "../support/hostile-report.js";
import { createTestApp, type TestApp, setupTestApp } from "../support/test-app.js";

/**
 * Issue 16, finding 2: every public answer was kept under its full URL, and only its body was counted, so
 * attacker-chosen query strings made new entries whose keys filled the heap (6,000 GETs of
 * `/api/settings?N=<16 KB>` killed a production server). Now keys hold only the parameters a route reads,
 * over-long URLs are not kept, and everything an entry holds counts against PAGE_CACHE_MAX_MB.
 */

v8.setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Live heap and buffer memory after a full collection, in bytes. */
function liveMemory(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

const CACHE_MB = 2;
const HOSTILE_URLS = 10_000;
let requests = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A GET over a kept-alive socket, as a client would send it. (app.inject() is not used here: it keeps
 * about 13 KB per request alive for a while, which would drown what is measured.)
 */
function get(app: FastifyInstance, path: string): Promise<number> {
  requests += 1;
  const { port } = app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

async function listening(env: Record<string, string>): Promise<TestApp> {
  const app = await createTestApp(env, { extend: echoRoute });
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}

/** A public route reading one query parameter, answered without the database: each `n` is its own entry. */
function echoRoute(app: FastifyInstance) {
  app.get("/echo", { config: { queryNames: ["n"] } }, (request) => ({
    n: (request.query as { n?: string }).n,
    text: "x".repeat(2000),
  }));
}

const t = setupTestApp({ env: { PAGE_CACHE_MAX_MB: String(CACHE_MB) }, build: { extend: echoRoute }, listen: true });
afterAll(() => {
  recordHostile({
    suite: "Response cache against hostile URLs",
    payloads: HOSTILE_URLS,
    requests,
    fiveHundreds: t.traffic.fiveHundreds,
  });
  agent.destroy();
});

describe("cache keys", () => {
  const known = new Set(["page", "q", "limit"]);

  it("keep only the parameters some route reads, sorted, so tracking parameters make no new entry", () => {
    expect(cacheKey("GET", "/articles/a?fbclid=1&utm_source=x", known)).toBe("/articles/a");
    expect(cacheKey("GET", "/api/articles?page=2&zz=1&limit=5", known)).toBe("/api/articles?limit=5&page=2");
    expect(cacheKey("HEAD", "/search?q=a+b", known)).toBe(cacheKey("GET", "/search?q=a%20b", known));
  });

  it("are not made for long URLs, repeated parameters, other spellings of a path, or writes", () => {
    expect(cacheKey("GET", `/search?q=${"a".repeat(3000)}`, known)).toBeUndefined();
    expect(cacheKey("GET", "/api/articles?page=1&page=2", known)).toBeUndefined();
    expect(cacheKey("GET", "/api/%61rticles", known)).toBeUndefined();
    expect(cacheKey("GET", "/api//articles", known)).toBeUndefined();
    expect(cacheKey("GET", "http://x/api/articles", known)).toBeUndefined();
    expect(cacheKey("POST", "/api/articles", known)).toBeUndefined();
    expect(cacheKey("GET", "/category/%C3%A5r", known)).toBe("/category/%C3%A5r");
  });
});

describe(`${HOSTILE_URLS.toLocaleString("en-US")} distinct hostile URLs`, () => {
  it(`leave the cache and the process's memory within PAGE_CACHE_MAX_MB=${CACHE_MB}`, async () => {
    await get(t.app, "/api/settings");
    await get(t.app, "/echo?n=warm-up");
    const before = liveMemory();
    const huge = "a".repeat(15 * 1024); // about the most a request line may hold (16 KB of headers)
    for (let i = 0; i < HOSTILE_URLS; i++) {
      const url = [
        `/api/settings?N${i}=${huge}`, // the reported attack: over-long, never kept
        `/api/settings?x${i}=${i}&fbclid=${"b".repeat(500)}`, // parameters no route reads: one entry
        `/echo?n=${i}`, // distinct real questions: kept, within the bound
        `/echo?n=${i}&utm_campaign=${i}${"c".repeat(1000)}`,
      ][i % 4]!;
      expect(await get(t.app, url), url.slice(0, 60)).toBe(200);
    }
    const usage = t.app.responseCache.usage();
    expect(usage.bytes).toBeLessThanOrEqual(CACHE_MB * 1_048_576);
    expect(usage.entries).toBeGreaterThan(100);
    // Everything the entries hold is counted: what stays alive is the bound plus the app's own noise.
    const grown = liveMemory() - before;
    expect(grown, `${(grown / 1_048_576).toFixed(1)} MB`).toBeLessThan((CACHE_MB + 6) * 1_048_576);
  });

  it("counts an entry at no less than the memory it keeps alive", async () => {
    const bigger = await listening({ PAGE_CACHE_MAX_MB: "64" });
    try {
      await get(bigger.app, "/echo?n=warm-up");
      const before = liveMemory();
      const counted = bigger.app.responseCache.usage().bytes;
      for (let i = 0; i < 3000; i++) await get(bigger.app, `/echo?n=${i}-${"k".repeat(400)}`);
      const grown = liveMemory() - before;
      const accounted = bigger.app.responseCache.usage().bytes - counted;
      expect(bigger.app.responseCache.usage().entries).toBe(3001);
      expect(accounted, `counted ${accounted} bytes, ${grown} bytes kept alive`).toBeGreaterThanOrEqual(grown * 0.9);
    } finally {
      await bigger.close();
    }
  });
});
