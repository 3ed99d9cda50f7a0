import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireList } from "#shared/schemas/wire.js";
import { type FakeUpstream, RSS_HEADERS, rssFeed, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { makeCategory, sameOrigin, staffCookie } from "#tests/support/factories.js";
import { SWEDISH_PAGE_PATHS, swedishFeedItems, swedishPageReplies } from "#tests/support/swedish-pages.js";
import { setupTwoProcesses } from "#tests/support/test-app.js";

/**
 * The newsroom desk with two server processes on one PostgreSQL database (issues 18 and 19): each
 * source is polled by one process per interval, its items stored once, and one item makes one draft.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MINUTE = 60_000;

describe.skipIf(!onPostgres)("the wire with two processes on one PostgreSQL database", () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream(swedishPageReplies());
    upstream.route("/svt/rss.xml", { headers: RSS_HEADERS, body: rssFeed(swedishFeedItems(upstream.url)) });
    upstream.route("/ab/rss", { headers: RSS_HEADERS, body: rssFeed([]) });
  });
  afterAll(() => upstream?.close());
  const { a, b } = setupTwoProcesses(() => ({
    RSS_SVT_URL: upstream.url("/svt/rss.xml"),
    RSS_AFTONBLADET_URL: upstream.url("/ab/rss"),
  }));

  it("polls each source once per interval however many processes check at the same moment", async () => {
    const [fromA, fromB] = await Promise.all([
      a.app.services.wire.pollDue(10 * MINUTE),
      b.app.services.wire.pollDue(10 * MINUTE),
    ]);
    expect(upstream.requestsTo("/svt/rss.xml")).toHaveLength(1);
    expect(upstream.requestsTo("/ab/rss")).toHaveLength(1);
    expect(fromA.added + fromB.added).toBe(4);
    // Within the interval, neither polls again; staff asking is always answered.
    await Promise.all([a.app.services.wire.pollDue(10 * MINUTE), b.app.services.wire.pollDue(10 * MINUTE)]);
    expect(upstream.requestsTo("/svt/rss.xml")).toHaveLength(1);
    expect((await b.app.services.wire.refresh()).added).toBe(0);
    expect(upstream.requestsTo("/svt/rss.xml")).toHaveLength(2);
  });

  it("makes one draft when two editors on two processes draft the same item at once", async () => {
    await makeCategory(a.app);
    // Sessions live in the shared database: one sign-in serves on both processes.
    const cookie = await staffCookie(a.app);
    const list = (
      await a.app.inject({ url: "/api/admin/wire?q=Elin", headers: sameOrigin(cookie) })
    ).json() as WireList;
    const item = list.items[0]!;
    expect(item.url).toBe(upstream.url(SWEDISH_PAGE_PATHS.svt));
    const draftOn = (app: typeof a.app) =>
      app.inject({ method: "POST", url: `/api/admin/wire/${item.id}/draft`, headers: sameOrigin(cookie), payload: {} });
    const answers = await Promise.all([draftOn(a.app), draftOn(b.app)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const created = answers.find((r) => r.statusCode === 201)!.json().article;
    expect(answers.find((r) => r.statusCode === 409)!.json().articleId).toBe(created.id);
    const all = (await a.app.inject({ url: "/api/admin/articles?limit=50", headers: sameOrigin(cookie) })).json();
    expect(all.articles.filter((x: { sourceUrl: string | null }) => x.sourceUrl === item.url)).toHaveLength(1);
  });
});
