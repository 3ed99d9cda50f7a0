import { describe, expect, it } from "vitest";
import { createMemoryBudgets } from "../../budgets.js";
import { createReadSalts, memorySalts } from "./read-salts.js";
import { createReadTally, READS_PER_ADDRESS, REPEAT_WINDOW_MS, type SharedBudgets } from "./read-tally.js";

const at = (iso: string) => Date.parse(iso);

function clock(start: string) {
  let time = at(start);
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const read = (articleId: number, address = "10.0.0.1", referrerHost: string | null = null) => ({
  articleId,
  address,
  referrerHost,
});

describe("the read tally", () => {
  it("counts an address's read of an article once per window, and again after it", async () => {
    const time = clock("2026-11-28T10:00:00Z");
    const tally = createReadTally(time.now);
    expect(tally.count(read(1))).toBe(true);
    expect(tally.count(read(1))).toBe(false);
    expect(tally.count(read(2))).toBe(true);
    expect(tally.count(read(1, "10.0.0.2"))).toBe(true);
    // Still remembered in the next window (a reader is remembered for one to two windows)…
    time.advance(REPEAT_WINDOW_MS);
    expect(tally.count(read(1))).toBe(false);
    // …and forgotten after two.
    time.advance(REPEAT_WINDOW_MS);
    expect(tally.count(read(1))).toBe(true);
    const [day] = await tally.take();
    expect(day?.articles).toEqual(
      new Map([
        [1, 3],
        [2, 1],
      ]),
    );
  });

  it("keeps each UTC day's counts apart, and referring hosts with them", async () => {
    const time = clock("2026-11-27T23:59:59Z");
    const tally = createReadTally(time.now);
    tally.count(read(1, "a", "www.google.com"));
    time.advance(2_000);
    tally.count(read(1, "b", "www.google.com"));
    tally.count(read(1, "c"));
    const days = await tally.take();
    expect(days.map((d) => [d.day, Object.fromEntries(d.articles), Object.fromEntries(d.referrers)])).toEqual([
      ["2026-11-27", { 1: 1 }, { "www.google.com": 1 }],
      ["2026-11-28", { 1: 2 }, { "www.google.com": 1 }],
    ]);
    // Taken means forgotten: nothing is handed over twice.
    expect(await tally.take()).toEqual([]);
    expect(tally.pending).toBe(0);
  });

  it("takes back counts that could not be written, adding them to those counted since", async () => {
    const time = clock("2026-11-28T10:00:00Z");
    const tally = createReadTally(time.now);
    tally.count(read(1, "a", "duckduckgo.com"));
    const failed = await tally.take();
    tally.count(read(1, "b"));
    tally.giveBack(failed);
    expect(tally.pending).toBe(2);
    const [day] = await tally.take();
    expect(Object.fromEntries(day!.articles)).toEqual({ 1: 2 });
    expect(Object.fromEntries(day!.referrers)).toEqual({ "duckduckgo.com": 1 });
  });

  it("stops counting new referring hosts past 10,000 between two writes, and still counts the reads", async () => {
    const time = clock("2026-11-28T10:00:00Z");
    const tally = createReadTally(time.now);
    let counted = 0;
    for (let n = 1; n <= 10_050; n++) if (tally.count(read(1, `address ${n}`, `host-${n}.example`))) counted += 1;
    expect(counted).toBe(10_050);
    const [day] = await tally.take();
    expect(day!.articles.get(1)).toBe(10_050);
    expect(day!.referrers.size).toBe(10_000);
  });

  /** The budgets and salt two processes share (the database's on PostgreSQL), counting the statements spent. */
  function sharedBy(now: () => number) {
    const budgets = createMemoryBudgets(now);
    const salts = createReadSalts({ load: memorySalts(now), windowMs: REPEAT_WINDOW_MS, now });
    const used = { statements: 0, keys: 0 };
    const shared: SharedBudgets = {
      salt: () => salts.current(),
      spend: (uses, windowMs) => {
        used.statements += 1;
        used.keys += uses.size;
        return budgets.spendMany(uses, windowMs);
      },
    };
    return { shared, used };
  }
  const total = async (days: Promise<{ articles: Map<number, number> }[]>) =>
    (await days).reduce((sum, day) => sum + [...day.articles.values()].reduce((a, b) => a + b, 0), 0);

  it("takes its budget from READS_PER_ADDRESS when the server sets one", async () => {
    const time = clock("2026-11-28T10:00:00Z");
    const { shared } = sharedBy(time.now);
    const tally = createReadTally(time.now, undefined, 3);
    let counted = 0;
    for (let id = 1; id <= 10; id++) if (tally.count(read(id))) counted += 1;
    expect(counted).toBe(3);
    expect(await total(tally.take(shared))).toBe(3);
  });

  it("counts an address's reads up to its budget, in this process and over every process sharing the budgets", async () => {
    const time = clock("2026-11-28T10:00:00Z");
    const { shared } = sharedBy(time.now);
    const here = createReadTally(time.now);
    const there = createReadTally(time.now);
    let counted = 0;
    for (let id = 1; id <= READS_PER_ADDRESS + 5; id++) if (here.count(read(id))) counted += 1;
    expect(counted).toBe(READS_PER_ADDRESS);
    // Another process is told at its first write after this one's: what it took past the budget is dropped.
    for (let id = 100; id < 110; id++) there.count(read(id));
    expect(await total(here.take(shared))).toBe(READS_PER_ADDRESS);
    expect(await total(there.take(shared))).toBe(0);
    // From then on, that process takes nothing more from the address until the window ends…
    expect(there.count(read(200))).toBe(false);
    expect(there.count(read(1, "10.0.0.9"))).toBe(true);
    // …and then counts it again.
    time.advance(REPEAT_WINDOW_MS);
    expect(there.count(read(201))).toBe(true);
    expect(await total(there.take(shared))).toBe(2);
  });

  it("counts an article once per window for an address, whichever process took it for new, in one statement", async () => {
    const time = clock("2026-11-28T10:00:00Z");
    const { shared, used } = sharedBy(time.now);
    const here = createReadTally(time.now);
    const there = createReadTally(time.now);
    expect(here.count(read(1, "10.0.0.1", "news.example"))).toBe(true);
    expect(here.count(read(2, "10.0.0.1"))).toBe(true);
    expect(here.count(read(1, "10.0.0.2"))).toBe(true);
    expect(there.count(read(1, "10.0.0.1", "news.example"))).toBe(true);
    expect(there.count(read(3, "10.0.0.1"))).toBe(true);
    const [mine] = await here.take(shared);
    const [theirs] = await there.take(shared);
    expect(Object.fromEntries(mine!.articles)).toEqual({ 1: 2, 2: 1 });
    expect(Object.fromEntries(mine!.referrers)).toEqual({ "news.example": 1 });
    // The other process's read of article 1 by 10.0.0.1 was not the first: not counted, nor its referrer.
    expect(Object.fromEntries(theirs!.articles)).toEqual({ 3: 1 });
    expect(theirs!.referrers.size).toBe(0);
    // One statement per write, a key per read and one per address.
    expect(used).toEqual({ statements: 2, keys: 3 + 2 + 2 + 1 });
    // Windows later (both processes forgot it), another salt: the same read counts again, once.
    for (const tally of [here, there, here, there]) {
      time.advance(REPEAT_WINDOW_MS);
      tally.count(read(9, "10.0.0.8"));
      await tally.take(shared);
    }
    expect(here.count(read(1, "10.0.0.1"))).toBe(true);
    expect(there.count(read(1, "10.0.0.1"))).toBe(true);
    expect((await total(there.take(shared))) + (await total(here.take(shared)))).toBe(1);
  });

  it("keys the shared budgets with the window's salt: no address or article in them, other keys each window", async () => {
    const time = clock("2026-11-28T10:00:00Z");
    const seen: string[][] = [];
    const budgets = createMemoryBudgets(time.now);
    const salts = createReadSalts({ load: memorySalts(time.now), windowMs: REPEAT_WINDOW_MS, now: time.now });
    const shared: SharedBudgets = {
      salt: () => salts.current(),
      spend: (uses, windowMs) => {
        seen.push([...uses.keys()]);
        return budgets.spendMany(uses, windowMs);
      },
    };
    const tally = createReadTally(time.now);
    tally.count(read(4242, "192.0.2.77"));
    await tally.take(shared);
    time.advance(REPEAT_WINDOW_MS);
    const restarted = createReadTally(time.now);
    restarted.count(read(4242, "192.0.2.77"));
    await restarted.take(shared);
    const [first, second] = seen;
    expect(first).toHaveLength(2);
    for (const key of first!) expect(key).not.toMatch(/192|4242/);
    expect(second!.filter((key) => first!.includes(key))).toEqual([]);
  });

  it("when the salt or the shared budgets cannot be reached, counts as this process saw them, once, and says so", async () => {
    for (const failing of ["salt", "spend"] as const) {
      const tally = createReadTally();
      for (let id = 1; id <= READS_PER_ADDRESS + 5; id++) tally.count(read(id));
      tally.count(read(1));
      const told: number[] = [];
      const shared: SharedBudgets = {
        salt: async () => {
          if (failing === "salt") throw new Error("database unreachable");
          return { salt: "s", until: Date.now() + 60_000 };
        },
        spend: async () => {
          throw new Error("database unreachable");
        },
        unreachable: (_error, reads) => told.push(reads),
      };
      expect(await total(tally.take(shared))).toBe(READS_PER_ADDRESS);
      expect(told).toEqual([READS_PER_ADDRESS]);
      expect(tally.pending).toBe(0);
    }
  });

  it("past its most remembered reads in a window begins the next one early rather than refusing new readers", async () => {
    const time = clock("2026-11-28T10:00:00Z");
    const tally = createReadTally(time.now, 1_000);
    expect(tally.count(read(1, "first"))).toBe(true);
    for (let n = 0; n < 1_000; n++) tally.count(read(1, `flood ${n}`));
    // The window began again: the first reader is still remembered (the window before)…
    expect(tally.count(read(1, "first"))).toBe(false);
    expect(tally.count(read(1, "a new reader"))).toBe(true);
    // …and forgotten once the next one fills too.
    for (let n = 0; n < 1_000; n++) tally.count(read(1, `second flood ${n}`));
    expect(tally.count(read(1, "first"))).toBe(true);
  });
});
