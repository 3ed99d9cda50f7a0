import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeUpstream, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { createWebSubService } from "./websub.service.js";

const base = { publicUrl: "https://n.example/", timeoutMs: 5_000, claimDuePublications: async () => [] };

describe("createWebSubService", () => {
  let hub: FakeUpstream;
  beforeAll(async () => {
    hub = await startFakeUpstream({ "/hub": { status: 202 }, "/broken": { status: 500, body: "down" } });
  });
  afterAll(() => hub.close());

  it("pings each changed feed once for many publications, the category feeds' slugs encoded as their paths", async () => {
    const log = { warn: vi.fn() };
    const webSub = createWebSubService({ ...base, hubUrl: hub.url("/hub"), log });
    const before = hub.requests.length;
    webSub.announce([{ category: { slug: "a" } }, { category: { slug: "a" } }, { category: null }]);
    await webSub.settled();
    const topics = hub.requests.slice(before).map((r) => new URLSearchParams(r.body).get("hub.url"));
    expect(topics.sort()).toEqual([
      "https://n.example/category/a/feed.json",
      "https://n.example/category/a/rss.xml",
      "https://n.example/feed.json",
      "https://n.example/rss.xml",
    ]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("logs a line per ping the hub refuses, and throws nowhere", async () => {
    const log = { warn: vi.fn() };
    const webSub = createWebSubService({ ...base, hubUrl: hub.url("/broken"), log });
    webSub.announce([{ category: null }]);
    await webSub.settled();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls.map((call) => call[1]).sort()).toEqual([
      `WebSub: the hub ${hub.url("/broken")} did not take the ping for https://n.example/feed.json: upstream answered 500`,
      `WebSub: the hub ${hub.url("/broken")} did not take the ping for https://n.example/rss.xml: upstream answered 500`,
    ]);
  });

  it("without a hub announces nothing and claims nothing", async () => {
    const claim = vi.fn(async () => [{ category: null }]);
    const webSub = createWebSubService({
      ...base,
      hubUrl: undefined,
      log: { warn: vi.fn() },
      claimDuePublications: claim,
    });
    const before = hub.requests.length;
    webSub.announce([{ category: null }]);
    expect(await webSub.announceDue()).toBe(0);
    await webSub.settled();
    expect(webSub.enabled).toBe(false);
    expect(claim).not.toHaveBeenCalled();
    expect(hub.requests.length).toBe(before);
  });
});
