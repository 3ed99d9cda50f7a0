import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { articleInput, makeCategory } from "#tests/support/factories.js";
import { type FakeUpstream, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { setupTestApp, setupTwoProcesses } from "#tests/support/test-app.js";
import { eventOutbox } from "../db/schema.js";
import { createServices } from "../services.js";
import { createOutboxDeliverer, type Deliver } from "./outbox-deliverer.js";
import { createOutboxRepository } from "./outbox.repository.js";

/**
 * The content events' outbox (ADR 0028) with a real HTTP server on 127.0.0.1 as the WebSub hub: a
 * publication's pings are rows written with the save, delivered once by whichever deliverer claims them,
 * after a crash too, and tried again with back-off when delivery fails.
 */
const PUBLIC_URL = "https://news.example";
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const topicsOf = (hub: FakeUpstream) => hub.requests.map((r) => new URLSearchParams(r.body).get("hub.url")).sort();

/**
 * Besides its four WebSub pings, each publication writes one row for the translation memory (ADR 0033),
 * delivered by the same deliverers; these tests count the pings' rows and deliveries.
 */
const MEMORY_ROWS = 1;

describe("one process", () => {
  let hub: FakeUpstream;
  beforeAll(async () => {
    hub = await startFakeUpstream({ "/hub": { status: 204 } });
  });
  afterAll(() => hub.close());
  const t = setupTestApp(() => ({ env: { PUBLIC_URL, WEBSUB_HUB_URL: hub.url("/hub") } }));
  const statuses = async () =>
    (
      await t.database.db
        .select({ status: eventOutbox.status })
        .from(eventOutbox)
        .where(eq(eventOutbox.subscriber, "websub"))
        .orderBy(eventOutbox.id)
    ).map((row) => row.status);
  const publish = async (slug: string) => {
    const category = await makeCategory(t.app, { name: slug, slug });
    await t.app.services.articles.create(articleInput({ categoryId: category.id }));
  };

  it("a crash between the commit and the delivery loses nothing: another process's deliverer delivers, once", async () => {
    await publish("crash");
    // The process stops here: its deliverer never ran. The pings are rows, written with the article.
    expect(hub.requests).toHaveLength(0);
    expect(await statuses()).toEqual(["pending", "pending", "pending", "pending"]);

    const restarted = createServices(t.database, t.config, t.app.log);
    try {
      expect(await restarted.outbox.deliverDue()).toBe(4 + MEMORY_ROWS);
      expect(await restarted.outbox.deliverDue()).toBe(0);
      expect(await t.app.services.outbox.deliverDue()).toBe(0);
    } finally {
      await restarted.notices.close();
    }
    expect(topicsOf(hub)).toEqual(
      [
        `${PUBLIC_URL}/category/crash/feed.json`,
        `${PUBLIC_URL}/category/crash/rss.xml`,
        `${PUBLIC_URL}/feed.json`,
        `${PUBLIC_URL}/rss.xml`,
      ].sort(),
    );
    expect(await statuses()).toEqual(["delivered", "delivered", "delivered", "delivered"]);
  });

  it("a row claimed by a deliverer that died is delivered once its claim has lapsed", async () => {
    const before = hub.requests.length;
    await publish("lapsed");
    const claimed = await createOutboxRepository(t.database.db).claim(["websub"], 10, 300);
    expect(claimed).toHaveLength(4);
    expect(await t.app.services.outbox.deliverDue()).toBe(MEMORY_ROWS);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await t.app.services.outbox.deliverDue()).toBe(4);
    expect(hub.requests.length - before).toBe(4);
  });

  it("started, it delivers a change's rows at once, woken by the change", async () => {
    const before = hub.requests.length;
    const stop = t.app.services.outbox.start({ pollMs: 60_000 });
    try {
      await publish("woken");
      await vi.waitFor(() => expect(hub.requests.length - before).toBe(4), { timeout: 5_000, interval: 20 });
    } finally {
      await stop();
    }
  });

  it("a failed delivery is tried again with back-off, and given up after the last attempt", async () => {
    const repo = createOutboxRepository(t.database.db);
    await repo.insert(t.database.db, [
      { subscriber: "flaky", payload: { n: 1 } },
      { subscriber: "broken", payload: { n: 2 } },
    ]);
    let calls = 0;
    const handlers = new Map<string, Deliver>([
      [
        "flaky",
        async () => {
          calls += 1;
          if (calls < 3) throw new Error("not yet");
        },
      ],
      [
        "broken",
        async () => {
          throw new Error("never");
        },
      ],
    ]);
    const log = { warn: vi.fn() };
    const deliverer = createOutboxDeliverer(repo, handlers, log, {
      retryBaseMs: 1_000,
      retryMaxMs: 1_000,
      maxAttempts: 3,
    });
    const row = async (subscriber: string) =>
      (await t.database.db.select().from(eventOutbox).where(eq(eventOutbox.subscriber, subscriber)))[0]!;

    expect(await deliverer.deliverDue()).toBe(0);
    const waiting = await row("flaky");
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "not yet" });
    expect(await deliverer.deliverDue()).toBe(0);
    expect(calls).toBe(1);
    await vi.waitFor(
      async () => {
        await deliverer.deliverDue();
        expect(await row("flaky")).toMatchObject({ status: "delivered", attempts: 3 });
        expect(await row("broken")).toMatchObject({ status: "failed", attempts: 3 });
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await row("broken")).lastError).toBe("Gave up after 3 attempts. never");
    expect(log.warn).toHaveBeenCalledWith(
      { outbox: expect.any(Number), subscriber: "broken" },
      "broken: given up after 3 attempts",
    );
  });
});

describe.skipIf(!onPostgres)("two processes on one PostgreSQL database", () => {
  let hub: FakeUpstream;
  beforeAll(async () => {
    // Slow enough for both deliverers to be claiming at once.
    hub = await startFakeUpstream({
      "/hub": async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { status: 204 };
      },
    });
  });
  afterAll(() => hub.close());
  const { a, b } = setupTwoProcesses(() => ({ PUBLIC_URL, WEBSUB_HUB_URL: hub.url("/hub") }));

  it("two deliverers deliver each row once", async () => {
    const slugs = ["one", "two", "three"];
    for (const slug of slugs) {
      const category = await makeCategory(a.app, { name: slug, slug });
      await a.app.services.articles.create(articleInput({ categoryId: category.id }));
      await b.app.services.articles.create(articleInput({ categoryId: category.id }));
    }
    const delivered = await Promise.all([
      a.app.services.outbox.deliverDue(),
      b.app.services.outbox.deliverDue(),
      a.app.services.outbox.deliverDue(),
      b.app.services.outbox.deliverDue(),
    ]);
    expect(delivered.reduce((sum, n) => sum + n, 0)).toBe(24 + 6 * MEMORY_ROWS);
    expect(hub.requests).toHaveLength(24);
    const expected = slugs.flatMap((slug) => [
      ...[`${PUBLIC_URL}/feed.json`, `${PUBLIC_URL}/rss.xml`],
      `${PUBLIC_URL}/category/${slug}/feed.json`,
      `${PUBLIC_URL}/category/${slug}/rss.xml`,
    ]);
    expect(topicsOf(hub)).toEqual([...expected, ...expected].sort());
    const [counts] = await a.database.db
      .select({ delivered: sql<number>`count(*) filter (where ${eventOutbox.attempts} = 1)::int` })
      .from(eventOutbox)
      .where(eq(eventOutbox.status, "delivered"));
    expect(counts!.delivered).toBe(24 + 6 * MEMORY_ROWS);
  });
});
