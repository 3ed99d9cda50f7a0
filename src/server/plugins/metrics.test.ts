import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory } from "#tests/support/factories.js";
import { rawRequest } from "#tests/support/raw-http.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { createFifoGate } from "./fifo-gate.js";
import { bearerMatches, registerMetrics, UNMATCHED_ROUTE } from "./metrics.js";

const TOKEN = "metrics-test-token-0123456789";
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample in Prometheus text: the series with exactly these labels, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

describe("without METRICS_TOKEN", () => {
  const t = setupTestApp();

  it("GET /metrics is a 404 like any unknown path, token or not", async () => {
    const unknown = await t.app.inject({ url: "/no-such-path" });
    for (const headers of [{}, AUTH]) {
      const response = await t.app.inject({ url: "/metrics", headers });
      expect(response.statusCode).toBe(unknown.statusCode);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Route GET /metrics not found" });
    }
  });
});

describe("with METRICS_TOKEN", () => {
  const t = setupTestApp({
    env: { METRICS_TOKEN: TOKEN },
    staff: true,
    listen: true,
    build: {
      // As pages.ts does when pages render on threads.
      extend: (app) => {
        app.decorate("pageTurns", createFifoGate(1));
      },
    },
  });

  const scrape = async () => {
    const response = await t.app.inject({ url: "/metrics", headers: AUTH });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  /** How much a sample grew while `act` ran (a missing series counts as 0). */
  const growth = async (act: () => Promise<unknown>, name: string, labels: Record<string, string> = {}) => {
    const before = sample(await scrape(), name, labels) ?? 0;
    await act();
    return (sample(await scrape(), name, labels) ?? 0) - before;
  };

  it("refuses a missing or wrong token with 401, a Bearer challenge and a message, never cached", async () => {
    const refused = [
      undefined,
      `Bearer ${TOKEN.slice(0, -1)}x`, // same length
      `Bearer ${TOKEN}x`,
      "Bearer",
      "Bearer ",
      `Basic ${Buffer.from(`user:${TOKEN}`).toString("base64")}`,
      TOKEN,
    ];
    for (const authorization of refused) {
      const response = await t.app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers["www-authenticate"], authorization).toMatch(/^Bearer\b/);
      expect(response.headers["cache-control"], authorization).toBe("no-store");
      expect(response.json().message, authorization).toMatch(/Authorization: Bearer/);
      expect(response.body, authorization).not.toContain("onff_");
    }
  });

  it("answers the right token with Prometheus text, no-store, fresh on every scrape", async () => {
    const first = await t.app.inject({ url: "/metrics", headers: { authorization: `bearer  ${TOKEN} ` } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers["x-cache"]).toBeUndefined();
    const second = await t.app.inject({ url: "/metrics", headers: AUTH });
    expect(second.headers["x-cache"]).toBeUndefined();
    const scrapes = { method: "GET", route: "/metrics", status_code: "200" };
    // The first scrape is counted in the second: the answer was made again, not kept.
    expect(sample(second.body, "onff_http_requests_total", scrapes)).toBe(
      (sample(first.body, "onff_http_requests_total", scrapes) ?? 0) + 1,
    );
    for (const name of [
      "onff_http_requests_total",
      "onff_http_request_duration_seconds",
      "onff_response_cache_hits_total",
      "onff_response_cache_misses_total",
      "onff_response_cache_entries",
      "onff_response_cache_bytes",
      "onff_render_queue_length",
      "onff_invalidations_sent_total",
      "onff_invalidations_received_total",
      "process_cpu_user_seconds_total",
    ]) {
      expect(second.body, name).toContain(`# TYPE ${name} `);
    }
  });

  it("labels a request by its route pattern and status, never by its URL; unmatched ones as not-found", async () => {
    const slug = `no-such-story-${Date.now()}`;
    const byPattern = { method: "GET", route: "/api/articles/:slug", status_code: "404" };
    expect(
      await growth(() => t.app.inject({ url: `/api/articles/${slug}` }), "onff_http_requests_total", byPattern),
    ).toBe(1);
    expect(
      await growth(
        () => t.app.inject({ url: `/api/articles/${slug}` }),
        "onff_http_request_duration_seconds_count",
        byPattern,
      ),
    ).toBe(1);
    const unmatched = { method: "GET", route: UNMATCHED_ROUTE, status_code: "404" };
    expect(await growth(() => t.app.inject({ url: `/nothing/${slug}` }), "onff_http_requests_total", unmatched)).toBe(
      1,
    );
    expect(await scrape()).not.toContain(slug);
  });

  it("counts answers the cache sends before Fastify: hits, misses, requests and latency by route", async () => {
    // Over a real socket, so that the stored answer is sent by ResponseCache.serve (ADR 0011).
    await makeCategory(t.app);
    const get = (headers: Record<string, string> = {}) =>
      rawRequest(t.origin, "GET", "/api/categories", { headers: { "accept-encoding": "identity", ...headers } });
    const ok = { method: "GET", route: "/api/categories", status_code: "200" };
    const before = await scrape();
    const fastifySaw = t.traffic.requests;

    const miss = await get();
    const hit = await get();
    expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    // Fastify answered the first only: the second never reached it, so the cache counted it itself.
    expect(t.traffic.requests - fastifySaw).toBe(1);
    const revalidated = await get({ "if-none-match": hit.headers.etag! });
    expect(revalidated.status).toBe(304);

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew("onff_response_cache_misses_total")).toBe(1);
    expect(grew("onff_response_cache_hits_total")).toBe(2);
    expect(grew("onff_http_requests_total", ok)).toBe(2);
    expect(grew("onff_http_request_duration_seconds_count", ok)).toBe(2);
    expect(grew("onff_http_requests_total", { ...ok, status_code: "304" })).toBe(1);
    expect(grew("onff_http_request_duration_seconds_bucket", { ...ok, status_code: "304", le: "+Inf" })).toBe(1);
    expect(sample(after, "onff_response_cache_entries")).toBeGreaterThanOrEqual(1);
    expect(sample(after, "onff_response_cache_bytes")).toBeGreaterThan(0);
  });

  it("reports the render queues as they are at the scrape", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const jobs = Array.from({ length: 5 }, () => t.app.cpuTurns.run(() => held));
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = t.app.cpuTurns.waiting;
    expect(waiting).toBeGreaterThan(0);
    const text = await scrape();
    release();
    await Promise.all(jobs);
    expect(sample(text, "onff_render_queue_length", { queue: "cpu-turns" })).toBe(waiting);
    expect(sample(text, "onff_render_queue_length", { queue: "render-threads" })).toBe(0);
  });

  it("reports change notices, and the pool and the listener only on PostgreSQL", async () => {
    await makeCategory(t.app); // a write: on PostgreSQL it tells the other processes
    const text = await scrape();
    const notices = t.app.services.notices;
    expect(sample(text, "onff_invalidations_sent_total")).toBe(notices.sent);
    expect(sample(text, "onff_invalidations_received_total")).toBe(notices.received);
    const pool = t.database.postgres?.pool;
    if (pool) {
      expect(notices.sent).toBeGreaterThan(0);
      expect(sample(text, "onff_change_listener_up")).toBe(1);
      expect(sample(text, "onff_db_pool_max_connections")).toBe(pool.options.max);
      expect(sample(text, "onff_db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
      expect(sample(text, "onff_db_pool_connections", { state: "in_use" })).toBeGreaterThanOrEqual(0);
      expect(sample(text, "onff_db_pool_waiting")).toBe(0);
    } else {
      // The embedded database: one process, no pool, nothing to listen to (a 0 would read as an outage).
      expect(text).not.toMatch(/onff_db_pool|onff_change_listener_up/);
    }
  });
});

describe("bearerMatches", () => {
  const expected = createHash("sha256").update(TOKEN).digest();

  it("takes the token after Bearer (any case, extra spaces) and nothing else", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, expected)).toBe(true);
    expect(bearerMatches(`BEARER   ${TOKEN}  `, expected)).toBe(true);
    for (const header of [undefined, "", TOKEN, `Bearer${TOKEN}`, `Bearer ${TOKEN} x`, `Token ${TOKEN}`]) {
      expect(bearerMatches(header, expected), header).toBe(false);
    }
  });
});

describe("scrapes are not logged", () => {
  it("logs other requests but not /metrics, answered or refused", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream } });
    registerMetrics(app, { token: TOKEN, database: {} });
    app.get("/hello", async () => "hi");
    await app.ready();
    expect((await app.inject({ url: "/metrics", headers: AUTH })).statusCode).toBe(200);
    expect((await app.inject({ url: "/metrics" })).statusCode).toBe(401);
    expect((await app.inject({ url: "/hello" })).statusCode).toBe(200);
    await app.close();
    expect(lines.some((line) => line.includes("/hello"))).toBe(true);
    expect(lines.filter((line) => line.includes("/metrics"))).toEqual([]);
  });
});

describe("in a cluster (WORKERS > 1)", () => {
  const fixture = path.join(import.meta.dirname, "metrics-cluster.fixture.ts");
  let primary: ChildProcess | undefined;
  let origin = "";

  beforeAll(async () => {
    const started = spawn(process.execPath, ["--import", "tsx", fixture], {
      env: { ...process.env, METRICS_TOKEN: TOKEN, APP_WORKERS: "2" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    primary = started;
    let output = "";
    const port = await new Promise<number>((resolve, reject) => {
      started.stdout?.on("data", (chunk) => {
        output += chunk;
        const listening = /listening (\d+)/.exec(output);
        if (listening) resolve(Number(listening[1]));
      });
      started.once("exit", (code) => reject(new Error(`the cluster exited (${code}): ${output}`)));
    });
    origin = `http://127.0.0.1:${port}`;
  }, 60_000);
  afterAll(() => {
    primary?.kill("SIGTERM");
  });

  it("answers every scrape, on whichever worker, with the whole machine's figures", async () => {
    // A new connection each: the primary hands connections to the workers in turn.
    const pids = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const answer = await rawRequest(origin, "GET", "/hello");
      expect(answer.status).toBe(200);
      pids.add((JSON.parse(answer.body) as { pid: number }).pid);
    }
    // Both served some: one worker's own figures would count fewer than 10.
    expect(pids.size).toBe(2);
    const hello = { method: "GET", route: "/hello", status_code: "200" };
    for (let i = 0; i < 4; i++) {
      const scrape = await rawRequest(origin, "GET", "/metrics", { headers: AUTH });
      expect(scrape.status, scrape.body).toBe(200);
      expect(scrape.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(sample(scrape.body, "onff_http_requests_total", hello)).toBe(10);
      expect(sample(scrape.body, "onff_http_request_duration_seconds_count", hello)).toBe(10);
      // The worker still starting is left out and named, instead of failing the scrape.
      expect(sample(scrape.body, "onff_cluster_workers", { state: "answered" })).toBe(2);
      expect(sample(scrape.body, "onff_cluster_workers", { state: "missing" })).toBe(1);
    }
  }, 60_000);

  it("refuses a scrape without the token on every worker", async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await rawRequest(origin, "GET", "/metrics");
      expect(refused.status).toBe(401);
      expect(refused.headers["www-authenticate"]).toMatch(/^Bearer\b/);
    }
  });
});
