import { afterEach, describe, expect, it, vi } from "vitest";
import { cacheControlFor, createLastGoodCache } from "./last-good-cache.js";

afterEach(() => vi.useRealTimers());

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("createLastGoodCache", () => {
  it("makes one upstream call for many simultaneous readers", async () => {
    const cache = createLastGoodCache<string>({ freshMs: 1_000, staleMs: 10_000 });
    const pending = deferred<string>();
    const loader = vi.fn(() => pending.promise);
    const readers = Promise.all([cache.get("k", loader), cache.get("k", loader), cache.get("k", loader)]);
    pending.resolve("value");
    expect((await readers).map((r) => r.value)).toEqual(["value", "value", "value"]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("throws the upstream failure when there is no good copy", async () => {
    const cache = createLastGoodCache<string>({ freshMs: 1_000, staleMs: 10_000 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  });

  it("serves the last good copy while the upstream fails, retrying at most every retryMs, until staleMs", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = createLastGoodCache<string>({ freshMs: 1_000, staleMs: 100_000, retryMs: 30_000 });
    await cache.get("k", async () => "good");
    const failing = vi.fn(() => Promise.reject(new Error("down")));
    vi.setSystemTime(Date.now() + 2_000);
    expect(await cache.get("k", failing)).toMatchObject({ value: "good", state: "stale" });
    expect(await cache.get("k", failing)).toMatchObject({ value: "good", state: "stale" });
    expect(failing).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 31_000);
    await cache.get("k", failing);
    expect(failing).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 100_000);
    await expect(cache.get("k", failing)).rejects.toThrow("down");
  });

  it("keeps at most maxEntries keys, dropping the oldest", async () => {
    const cache = createLastGoodCache<number>({ freshMs: 60_000, staleMs: 60_000, maxEntries: 2 });
    for (const k of ["a", "b", "c"]) await cache.get(k, async () => 1);
    const reload = vi.fn(async () => 2);
    expect((await cache.get("a", reload)).value).toBe(2);
    expect((await cache.get("c", reload)).value).toBe(1);
  });

  it("gives a Cache-Control that ends when the server's copy stops being fresh", () => {
    const now = Date.now();
    expect(cacheControlFor({ value: 1, fetchedAt: now, freshUntil: now + 300_000, state: "miss" })).toMatch(
      /^public, max-age=(29\d|300)$/,
    );
    expect(cacheControlFor({ value: 1, fetchedAt: now, freshUntil: now - 1, state: "stale" })).toBe(
      "public, max-age=60",
    );
  });
});
