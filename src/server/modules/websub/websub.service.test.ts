import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ArticleRef, ContentEvent } from "#server/events/content-events.js";
import { type FakeUpstream, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { createWebSubService } from "./websub.service.js";

const base = { publicUrl: "https://n.example/", timeoutMs: 5_000, raiseDuePublications: async () => 0 };

const article = (id: number, categorySlug: string | null): ArticleRef => ({
  id,
  slug: `a-${id}`,
  categoryId: categorySlug ? 1 : null,
  categorySlug,
});
const published = (id: number, categorySlug: string | null): ContentEvent => ({
  type: "article.published",
  article: article(id, categorySlug),
  before: null,
  by: "save",
});

describe("createWebSubService", () => {
  let hub: FakeUpstream;
  beforeAll(async () => {
    hub = await startFakeUpstream({ "/hub": { status: 202 }, "/broken": { status: 500, body: "down" } });
  });
  afterAll(() => hub.close());

  it("pings each changed feed once for many publications, the category feeds' slugs encoded as their paths", async () => {
    const log = { warn: vi.fn() };
    const { announcements } = createWebSubService({ ...base, hubUrl: hub.url("/hub"), log });
    const before = hub.requests.length;
    const rows = announcements.rowsFor([published(1, "a"), published(2, "a"), published(3, null)]);
    await Promise.all(rows.map((row) => announcements.deliver(row)));
    const topics = hub.requests.slice(before).map((r) => new URLSearchParams(r.body).get("hub.url"));
    expect(topics.sort()).toEqual([
      "https://n.example/category/a/feed.json",
      "https://n.example/category/a/rss.xml",
      "https://n.example/feed.json",
      "https://n.example/rss.xml",
    ]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("pings nothing for a change that published nothing", () => {
    const { announcements } = createWebSubService({ ...base, hubUrl: hub.url("/hub"), log: { warn: vi.fn() } });
    const updated: ContentEvent = { type: "article.updated", article: article(1, "a"), before: null };
    expect(announcements.rowsFor([updated, { type: "settings.changed", key: "siteName" }])).toEqual([]);
  });

  it("logs a line per ping the hub refuses, and fails the delivery (the outbox tries it again)", async () => {
    const log = { warn: vi.fn() };
    const { announcements } = createWebSubService({ ...base, hubUrl: hub.url("/broken"), log });
    const results = await Promise.allSettled(
      announcements.rowsFor([published(1, null)]).map((row) => announcements.deliver(row)),
    );
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls.map((call) => call[1]).sort()).toEqual([
      `WebSub: the hub ${hub.url("/broken")} did not take the ping for https://n.example/feed.json: upstream answered 500`,
      `WebSub: the hub ${hub.url("/broken")} did not take the ping for https://n.example/rss.xml: upstream answered 500`,
    ]);
  });

  it("without a hub writes no pings and claims nothing", async () => {
    const raise = vi.fn(async () => 1);
    const webSub = createWebSubService({
      ...base,
      hubUrl: undefined,
      log: { warn: vi.fn() },
      raiseDuePublications: raise,
    });
    const before = hub.requests.length;
    expect(webSub.announcements.rowsFor([published(1, null)])).toEqual([]);
    await webSub.announcements.deliver({ topic: "https://n.example/rss.xml" });
    expect(await webSub.announceDue()).toBe(0);
    expect(webSub.enabled).toBe(false);
    expect(raise).not.toHaveBeenCalled();
    expect(hub.requests.length).toBe(before);
  });
});
