import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Article } from "#shared/schemas/article.js";
import type { Category } from "#shared/schemas/category.js";
import { articleInput, makeCategory } from "#tests/support/factories.js";
import { type FakeUpstream, type RecordedRequest, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { setupTestApp, setupTwoProcesses, type TestAppHandle } from "#tests/support/test-app.js";

/**
 * WebSub (WEBSUB_HUB_URL, issue 31) with a real HTTP server on 127.0.0.1 as the hub: every feed names it,
 * and each publication (a save, a bulk publish, a restored revision, a scheduled time reached) is one
 * form-encoded publish ping per changed feed: an outbox row written with the save, delivered after it by the
 * outbox's deliverer (ADR 0028; test apps run no jobs, so the tests deliver when they look).
 */
const PUBLIC_URL = "https://news.example";
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A staff request from the site's own pages (PUBLIC_URL is the origin writes must come from). */
const ours = (cookie: string) => ({ origin: PUBLIC_URL, cookie });
const topicsOf = (pings: RecordedRequest[]) => pings.map((p) => new URLSearchParams(p.body).get("hub.url")).sort();
const siteTopics = [`${PUBLIC_URL}/feed.json`, `${PUBLIC_URL}/rss.xml`];
const categoryTopics = (slug: string) => [
  `${PUBLIC_URL}/category/${slug}/feed.json`,
  `${PUBLIC_URL}/category/${slug}/rss.xml`,
];

/** Creates an article through the staff API (published unless said), as the editor's form does. */
async function createThroughApi(t: TestAppHandle, overrides: Record<string, unknown> = {}): Promise<Article> {
  const categoryId = overrides.categoryId ?? (await makeCategory(t.app)).id;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/articles",
    headers: ours(t.cookie),
    payload: articleInput({ ...overrides, categoryId }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Article;
}

/** What the hub received since the last call, once every ping waiting in the outbox has been delivered. */
function pingsSince(t: Pick<TestAppHandle, "app">, hub: () => FakeUpstream) {
  let seen = 0;
  return async () => {
    await t.app.services.outbox.deliverDue();
    const fresh = hub().requests.slice(seen);
    seen = hub().requests.length;
    return fresh;
  };
}

describe("with a hub that answers", () => {
  let hub: FakeUpstream;
  beforeAll(async () => {
    hub = await startFakeUpstream({ "/hub": { status: 204 } });
  });
  afterAll(() => hub.close());
  const t = setupTestApp(() => ({ env: { PUBLIC_URL, WEBSUB_HUB_URL: hub.url("/hub") }, staff: true }));
  const newPings = pingsSince(t, () => hub);
  let politics: Category;
  let sport: Category;

  const create = (overrides: Record<string, unknown>) => createThroughApi(t, { categoryId: politics.id, ...overrides });
  const save = async (article: Article, changes: Record<string, unknown>, query = "") => {
    const { id, category: _c, createdAt: _a, updatedAt: _u, bodyUpdatedAt: _b, published: _p, ...input } = article;
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/admin/articles/${id}${query}`,
      headers: ours(t.cookie),
      payload: { ...input, body: "Text.", published: article.published, ...changes },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Article;
  };

  it("names the hub in every feed: RSS, JSON Feed and HTTP Link headers", async () => {
    politics = await makeCategory(t.app, { name: "Politics", slug: "politics" });
    sport = await makeCategory(t.app, { name: "Sport", slug: "sport" });
    const hubUrl = hub.url("/hub");
    for (const path of ["/rss.xml", "/category/politics/rss.xml"]) {
      const response = await t.app.inject({ url: path });
      expect(response.body).toContain(`<atom:link href="${hubUrl}" rel="hub"/>`);
      expect(response.body).toContain(`<atom:link href="${PUBLIC_URL}${path}" rel="self" type="application/rss+xml"/>`);
      expect(response.headers.link).toBe(`<${hubUrl}>; rel="hub", <${PUBLIC_URL}${path}>; rel="self"`);
    }
    for (const path of ["/feed.json", "/category/politics/feed.json"]) {
      const response = await t.app.inject({ url: path });
      expect(response.json()).toMatchObject({
        feed_url: `${PUBLIC_URL}${path}`,
        hubs: [{ type: "WebSub", url: hubUrl }],
      });
      expect(response.headers.link).toBe(`<${hubUrl}>; rel="hub", <${PUBLIC_URL}${path}>; rel="self"`);
    }
    expect(await newPings()).toEqual([]);
  });

  it("publishing an article pings once per changed feed, form-encoded", async () => {
    await create({ title: "Published at once" });
    const pings = await newPings();
    expect(topicsOf(pings)).toEqual([...siteTopics, ...categoryTopics("politics")].sort());
    for (const ping of pings) {
      expect(ping.method).toBe("POST");
      expect(ping.url).toBe("/hub");
      expect(ping.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(new URLSearchParams(ping.body).get("hub.mode")).toBe("publish");
      expect(ping.body).toMatch(/^hub\.mode=publish&hub\.url=https%3A%2F%2Fnews\.example%2F/);
    }
  });

  it("a draft saved, autosaved or edited pings nothing; publishing it does, editing it live again does not", async () => {
    const draft = await create({ title: "A draft", published: false });
    const saved = await save(draft, { title: "A draft, saved" });
    await save(saved, { title: "A draft, autosaved" }, "?autosave=true");
    expect(await newPings()).toEqual([]);

    const live = await save(saved, { published: true, categoryId: sport.id });
    expect(topicsOf(await newPings())).toEqual([...siteTopics, ...categoryTopics("sport")].sort());
    await save(live, { title: "A correction" });
    expect(await newPings()).toEqual([]);

    // Taken down pings nothing; published again is a publication again.
    const down = await save(live, { published: false });
    expect(await newPings()).toEqual([]);
    await save(down, { published: true });
    expect(await newPings()).toHaveLength(4);
  });

  it("a bulk publish pings each changed feed once; articles already public change nothing", async () => {
    const one = await create({ title: "Bulk one", published: false });
    const two = await create({ title: "Bulk two", published: false, categoryId: sport.id });
    const three = await create({ title: "Bulk three", published: false });
    const already = await create({ title: "Already live" });
    await newPings();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles/bulk",
      headers: ours(t.cookie),
      payload: { ids: [one.id, two.id, three.id, already.id], action: "publish" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(topicsOf(await newPings())).toEqual(
      [...siteTopics, ...categoryTopics("politics"), ...categoryTopics("sport")].sort(),
    );
  });

  it("restoring a published revision of a taken-down article pings", async () => {
    const article = await create({ title: "Restored later" });
    const down = await save(article, { published: false });
    await newPings();
    const { revisions } = (
      await t.app.inject({ url: `/api/admin/articles/${down.id}/revisions`, headers: { cookie: t.cookie } })
    ).json() as { revisions: { id: number }[] };
    // The newest revision is the version the take-down replaced: the published one.
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/articles/${down.id}/revisions/${revisions[0]!.id}/restore`,
      headers: ours(t.cookie),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Article).published).toBe(true);
    expect(topicsOf(await newPings())).toEqual([...siteTopics, ...categoryTopics("politics")].sort());
  });

  it("a scheduled article pings nothing when saved, and once when its time comes", async () => {
    const { webSub } = t.app.services;
    await webSub.announceDue();
    await create({ title: "Scheduled", categoryId: sport.id, publishedAt: new Date(Date.now() + 1_500).toISOString() });
    expect(await newPings()).toEqual([]);
    // Claimed (and announced) once its time has come, by the first claim after it.
    await vi.waitFor(async () => expect(await webSub.announceDue()).toBe(1), { timeout: 15_000, interval: 250 });
    expect(topicsOf(await newPings())).toEqual([...siteTopics, ...categoryTopics("sport")].sort());
    expect(await webSub.announceDue()).toBe(0);
    expect(await newPings()).toEqual([]);
  });
});

describe("with a hub that is slow or down", () => {
  let release: () => void = () => undefined;
  let hub: FakeUpstream;
  beforeAll(async () => {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    hub = await startFakeUpstream({
      "/hub": async () => {
        await held;
        return { status: 204 };
      },
    });
  });
  afterAll(async () => {
    release();
    await hub.close();
  });
  const t = setupTestApp(() => ({ env: { PUBLIC_URL, WEBSUB_HUB_URL: hub.url("/hub") }, staff: true }));

  it("publishing answers while the hub still holds every ping unanswered", async () => {
    let answered = false;
    const pings = hub.requests.length;
    await createThroughApi(t);
    // The pings go out after the save answered; none has had an answer yet.
    const delivered = t.app.services.outbox.deliverDue().then(() => {
      answered = true;
    });
    await vi.waitFor(() => expect(hub.requests.length - pings).toBe(4));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();
    await delivered;
    expect(t.traffic.fiveHundreds).toBe(0);
  });
});

describe("with a hub that refuses connections", () => {
  let closedPort = "";
  beforeAll(async () => {
    const gone = await startFakeUpstream();
    closedPort = gone.url("/hub");
    await gone.close();
  });
  const t = setupTestApp(() => ({ env: { PUBLIC_URL, WEBSUB_HUB_URL: closedPort }, staff: true }));

  it("publishing still succeeds, and the failed pings settle", async () => {
    await createThroughApi(t);
    // Only the translation memory's row is delivered (ADR 0033): the hub's pings are not.
    expect(await t.app.services.outbox.deliverDue()).toBe(1);
    expect((await t.app.inject({ url: "/rss.xml" })).statusCode).toBe(200);
  });
});

describe.skipIf(!onPostgres)("two processes on one PostgreSQL database", () => {
  let hub: FakeUpstream;
  beforeAll(async () => {
    hub = await startFakeUpstream({ "/hub": { status: 204 } });
  });
  afterAll(() => hub.close());
  const { a, b } = setupTwoProcesses(() => ({ PUBLIC_URL, WEBSUB_HUB_URL: hub.url("/hub") }));

  it("a save is announced once, whichever process delivers; a scheduled publication by one process, once", async () => {
    const settled = () => Promise.all([a.app.services.outbox.deliverDue(), b.app.services.outbox.deliverDue()]);
    const category = await makeCategory(a.app, { name: "Shared", slug: "shared" });
    await a.app.services.articles.create(articleInput({ categoryId: category.id }));
    await settled();
    expect(hub.requests).toHaveLength(4);

    await Promise.all([a.app.services.webSub.announceDue(), b.app.services.webSub.announceDue()]);
    await b.app.services.articles.create(
      articleInput({ categoryId: category.id, publishedAt: new Date(Date.now() + 1_500) }),
    );
    await settled();
    expect(hub.requests).toHaveLength(4);
    let claimed = 0;
    await vi.waitFor(
      async () => {
        const counts = await Promise.all([a.app.services.webSub.announceDue(), b.app.services.webSub.announceDue()]);
        claimed += counts[0] + counts[1];
        expect(claimed).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 250 },
    );
    const more = await Promise.all([a.app.services.webSub.announceDue(), b.app.services.webSub.announceDue()]);
    await settled();
    expect(claimed + more[0] + more[1]).toBe(1);
    expect(topicsOf(hub.requests.slice(4))).toEqual([...siteTopics, ...categoryTopics("shared")].sort());
  });
});
