import { describe, expect, it } from "vitest";
import { until } from "#tests/support/until.js";
import { createContentChanges, MEMO_MAX_KEYS } from "./content-version.js";

describe("content changes memo", () => {
  it("computes a lazy thenable (a Drizzle query) once, however often the value is awaited", async () => {
    const changes = createContentChanges();
    let runs = 0;
    // Like a Drizzle query builder: every then() runs the query again.
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the very thing under test
    const query = () => ({ then: (resolve: (v: number) => void) => resolve(++runs) }) as PromiseLike<number>;
    for (let i = 0; i < 3; i++) expect(await changes.memo("categories", query)).toBe(1);
    expect(runs).toBe(1);
  });

  it("keeps a value until public content changes", async () => {
    const changes = createContentChanges();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await changes.memo("k", compute)).toBe(1);
    expect(await changes.memo("k", compute)).toBe(1);
    changes.bump();
    expect(await changes.memo("k", compute)).toBe(2);
  });

  it("when full, forgets the least recently used key, not every key", async () => {
    const changes = createContentChanges();
    let computed = 0;
    const compute = async () => ++computed;
    await changes.memo("count:politics", compute);
    for (let i = 0; i < MEMO_MAX_KEYS - 1; i++) await changes.memo(`search:word${i}`, compute);
    expect(computed).toBe(MEMO_MAX_KEYS);
    await changes.memo("count:politics", compute); // read on every page: stays recent
    await changes.memo("search:one-more", compute); // full: the first search goes
    expect(computed).toBe(MEMO_MAX_KEYS + 1);
    await changes.memo("count:politics", compute);
    await changes.memo("search:word1", compute);
    expect(computed).toBe(MEMO_MAX_KEYS + 1);
    await changes.memo("search:word0", compute);
    expect(computed).toBe(MEMO_MAX_KEYS + 2);
  });

  it("does not remember a failed computation", async () => {
    const changes = createContentChanges();
    await expect(changes.memo("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    await new Promise((r) => setTimeout(r, 0));
    expect(await changes.memo("k", async () => "ok")).toBe("ok");
  });

  it("expires after its time to live", async () => {
    const changes = createContentChanges();
    let computed = 0;
    await changes.memo("k", async () => ++computed, 20);
    await new Promise((r) => setTimeout(r, 30));
    expect(await changes.memo("k", async () => ++computed, 20)).toBe(2);
  });

  it("expires when the next scheduled article goes live", async () => {
    const changes = createContentChanges();
    changes.setNextPublicationLookup(async () => new Date(Date.now() + 30));
    await new Promise((r) => setTimeout(r, 5));
    let computed = 0;
    await changes.memo("k", async () => ++computed);
    await new Promise((r) => setTimeout(r, 40));
    expect(await changes.memo("k", async () => ++computed)).toBe(2);
  });

  it("looks again when an article is scheduled while a lookup is under way", async () => {
    const changes = createContentChanges();
    // The database as each lookup finds it: the first ran before the scheduled article was saved.
    let scheduled: Date | null = null;
    const lookups: Array<() => void> = [];
    changes.setNextPublicationLookup(() => new Promise((resolve) => lookups.push(() => resolve(scheduled))));
    expect(lookups).toHaveLength(1);
    scheduled = new Date(Date.now() + 60_000);
    changes.bump(); // the save, while the first lookup is still out
    expect(lookups).toHaveLength(1);
    lookups[0]!();
    await until(() => lookups.length === 2, "the second lookup starts");
    lookups[1]!();
    await until(() => changes.nextPublicationAt() === scheduled!.getTime(), "the scheduled time is known");
  });
});
