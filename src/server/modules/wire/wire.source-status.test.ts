import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Source, WireRefresh } from "#shared/schemas/wire.js";
import { type FakeUpstream, hoursAgo, RSS_HEADERS, rssFeed, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

/** Issue 30, point 5: each source says how its last poll went, in words an editor understands. */

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
});

const t = setupTestApp(() => ({
  env: {
    RSS_SVT_URL: upstream.url("/svt/rss.xml"),
    RSS_AFTONBLADET_URL: upstream.url("/ab/rss"),
    UPSTREAM_TIMEOUT_MS: "1500",
  },
  staff: true,
}));

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: sameOrigin(t.cookie),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const refresh = async () => (await api("POST", "/api/admin/wire/refresh", {})).json() as WireRefresh;
const sources = async () => ((await api("GET", "/api/admin/sources")).json() as { sources: Source[] }).sources;
const source = async (name: string) => (await sources()).find((s) => s.name === name)!;

const feedOf = (prefix: string, count: number) =>
  rssFeed(
    Array.from({ length: count }, (_, i) => ({
      title: `${prefix} nyhet nummer ${i + 1} om vägarbete`,
      link: upstream.url(`/${prefix}/${i + 1}`),
      description: `${prefix} rapporterar om vägarbete nummer ${i + 1}.`,
      date: hoursAgo(i + 1),
    })),
  );

describe("the sources' last poll", () => {
  it("says nothing was polled yet before the first poll", async () => {
    expect(await source("SVT")).toMatchObject({
      lastPolledAt: null,
      lastPollOk: null,
      lastFetched: null,
      lastAdded: null,
      lastError: null,
      lastErrorDetail: null,
      lastSuccessAt: null,
      failureStreak: 0,
    });
  });

  it("gives a 503 in words, keeps the raw error, counts failures in a row, and clears it all on recovery", async () => {
    upstream.route("/svt/rss.xml", { status: 503, body: "Service Unavailable" });
    upstream.route("/ab/rss", { headers: RSS_HEADERS, body: feedOf("ab", 3) });
    const result = await refresh();
    expect(result.failures).toEqual([
      { sourceId: expect.any(Number), name: "SVT", message: "answered 503 (service unavailable)" },
    ]);
    const svt = await source("SVT");
    expect(svt).toMatchObject({
      lastPollOk: false,
      lastFetched: 0,
      lastAdded: 0,
      lastError: "answered 503 (service unavailable)",
      lastErrorDetail: "upstream answered 503",
      lastSuccessAt: null,
      failureStreak: 1,
    });
    expect(Date.parse(svt.lastPolledAt!)).not.toBeNaN();
    const ab = await source("Aftonbladet");
    expect(ab).toMatchObject({ lastPollOk: true, lastFetched: 3, lastAdded: 3, lastError: null, failureStreak: 0 });
    expect(Date.parse(ab.lastSuccessAt!)).not.toBeNaN();

    await refresh();
    expect(await source("SVT")).toMatchObject({ lastPollOk: false, failureStreak: 2 });
    expect(await source("Aftonbladet")).toMatchObject({ lastFetched: 3, lastAdded: 0 });

    upstream.route("/svt/rss.xml", { headers: RSS_HEADERS, body: feedOf("svt", 2) });
    expect((await refresh()).failures).toEqual([]);
    const recovered = await source("SVT");
    expect(recovered).toMatchObject({
      lastPollOk: true,
      lastFetched: 2,
      lastAdded: 2,
      lastError: null,
      lastErrorDetail: null,
      failureStreak: 0,
    });
    expect(Date.parse(recovered.lastSuccessAt!)).not.toBeNaN();
  });

  it("says a source sent something that is not a feed, and keeps when it last worked", async () => {
    upstream.route("/svt/rss.xml", {
      headers: { "content-type": "text/html" },
      body: "<!doctype html><html><body><h1>Välkommen</h1></body></html>",
    });
    await refresh();
    const svt = await source("SVT");
    expect(svt).toMatchObject({
      lastPollOk: false,
      lastError: "sent something that is not a feed",
      lastErrorDetail: expect.any(String),
      failureStreak: 1,
    });
    expect(svt.lastSuccessAt).not.toBeNull();
  });

  it("says a source's address cannot be found", async () => {
    const created = await api("POST", "/api/admin/sources", {
      name: "Lokalbladet",
      feedUrl: "http://feeds.nowhere.invalid/rss",
    });
    expect(created.statusCode).toBe(201);
    const { failures } = await refresh();
    expect(failures.find((f) => f.name === "Lokalbladet")?.message).toBe(
      "cannot find the address feeds.nowhere.invalid",
    );
    expect(await source("Lokalbladet")).toMatchObject({
      lastPollOk: false,
      lastError: "cannot find the address feeds.nowhere.invalid",
      lastErrorDetail: expect.stringMatching(/ENOTFOUND|EAI_AGAIN/),
    });
    await api("DELETE", `/api/admin/sources/${(created.json() as Source).id}`);
  });

  it("says a source did not answer within the time limit", async () => {
    upstream.route("/svt/rss.xml", { headers: RSS_HEADERS, body: feedOf("svt", 2), delayMs: 3000 });
    await refresh();
    expect(await source("SVT")).toMatchObject({
      lastPollOk: false,
      lastError: "did not answer within 1.5 s",
      lastErrorDetail: "no complete answer within 1500 ms",
    });
  });
});
