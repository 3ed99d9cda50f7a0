import { describe, expect, it } from "vitest";
import { HttpError } from "../http-error.js";
import { createSearchTurns, MAX_REST_MS, restAfter, SEARCHES_BUSY, type SearchTurnsClock } from "./search-turns.js";

/**
 * A clock the test moves by hand: a search "takes" the time the test says, the serving thread was as busy
 * as the test says, and a rest is recorded and lasts until the test ends it.
 */
function handClock(busy: number) {
  let now = 0;
  const rests: { ms: number; end: () => void }[] = [];
  const clock: SearchTurnsClock = {
    now: () => now,
    rest: (ms) => new Promise<void>((end) => rests.push({ ms, end })),
    busy: () => busy,
  };
  return {
    clock,
    rests,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Lets every pending job, admission (setImmediate) and promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

/** A search the test finishes by hand. */
function pendingSearch<T>(value: T) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = false;
  return {
    get started() {
      return started;
    },
    finish,
    run: async () => {
      started = true;
      await done;
      return value;
    },
  };
}

describe("restAfter", () => {
  it("rests a turn as long as the serving thread was busy, in proportion to the search and the turns", () => {
    expect(restAfter(100, 0)).toBe(0);
    expect(restAfter(100, 0.5)).toBe(100);
    expect(restAfter(100, 0.75)).toBe(300);
    expect(restAfter(100, 0.5, 4)).toBe(400);
    // A thread busy all the time, or a long search on a busy one, rests the longest allowed, never longer.
    expect(restAfter(100, 1)).toBe(MAX_REST_MS);
    expect(restAfter(10_000, 0.9)).toBe(MAX_REST_MS);
    // A search that took no time (its client had left) rests none, however busy the thread: a queue
    // of searches whose clients left drains at once, not one a second.
    expect(restAfter(0, 1, 4)).toBe(0);
  });
});

describe("search turns", () => {
  it("answers a search at once and starts the next in that turn only after the rest", async () => {
    const hand = handClock(0.5);
    const turns = createSearchTurns(1, hand.clock);
    const first = pendingSearch("first");
    const second = pendingSearch("second");
    const firstAnswer = turns.run(first.run);
    const secondAnswer = turns.run(second.run);
    await settle();
    expect(first.started).toBe(true);
    expect(second.started).toBe(false);

    hand.advance(40);
    first.finish();
    expect(await firstAnswer).toBe("first");
    await settle();
    // Half busy: the turn rests as long as the search took, and the second search waits for it.
    expect(hand.rests.map((r) => r.ms)).toEqual([40]);
    expect(second.started).toBe(false);
    expect(turns.waiting).toBe(1);

    hand.rests[0]!.end();
    await settle();
    expect(second.started).toBe(true);
    second.finish();
    expect(await secondAnswer).toBe("second");
  });

  it("does not rest when the serving thread was idle", async () => {
    const hand = handClock(0);
    const turns = createSearchTurns(1, hand.clock);
    const answers = await Promise.all([1, 2, 3].map((n) => turns.run(async () => n)));
    expect(answers).toEqual([1, 2, 3]);
    expect(hand.rests).toEqual([]);
  });

  it("rests after a failed search too, and passes its error on", async () => {
    const hand = handClock(0.5);
    const turns = createSearchTurns(1, hand.clock);
    const failing = turns.run(async () => {
      hand.advance(10);
      throw new Error("query failed");
    });
    await expect(failing).rejects.toThrow("query failed");
    await settle();
    expect(hand.rests.map((r) => r.ms)).toEqual([10]);
  });

  it("refuses with 503 once 32 searches a turn are waiting", async () => {
    const hand = handClock(0);
    const turns = createSearchTurns(1, hand.clock);
    const running = pendingSearch("running");
    const all = [turns.run(running.run)];
    await settle();
    for (let i = 0; i < 32; i++) all.push(turns.run(async () => "queued"));
    expect(turns.waiting).toBe(32);
    const refused = await turns.run(async () => "refused").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: SEARCHES_BUSY });
    running.finish();
    expect(await Promise.all(all)).toHaveLength(33);
  });
});
