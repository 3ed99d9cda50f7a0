import { describe, expect, it } from "vitest";
import { createReadTally, REPEAT_WINDOW_MS } from "./read-tally.js";

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

const read = (articleId: number, reader = "10.0.0.1\0Firefox", referrerHost: string | null = null) => ({
  articleId,
  reader,
  referrerHost,
});

describe("the read tally", () => {
  it("counts a reader's read of an article once per window, and again after it", () => {
    const time = clock("2026-11-28T10:00:00Z");
    const tally = createReadTally(time.now);
    expect(tally.count(read(1))).toBe(true);
    expect(tally.count(read(1))).toBe(false);
    expect(tally.count(read(2))).toBe(true);
    expect(tally.count(read(1, "10.0.0.2\0Firefox"))).toBe(true);
    expect(tally.count(read(1, "10.0.0.1\0Safari"))).toBe(true);
    // Still remembered in the next window (a reader is remembered for one to two windows)…
    time.advance(REPEAT_WINDOW_MS);
    expect(tally.count(read(1))).toBe(false);
    // …and forgotten after two.
    time.advance(REPEAT_WINDOW_MS);
    expect(tally.count(read(1))).toBe(true);
    const [day] = tally.take();
    expect(day?.articles).toEqual(
      new Map([
        [1, 4],
        [2, 1],
      ]),
    );
  });

  it("keeps each UTC day's counts apart, and referring hosts with them", () => {
    const time = clock("2026-11-27T23:59:59Z");
    const tally = createReadTally(time.now);
    tally.count(read(1, "a", "www.google.com"));
    time.advance(2_000);
    tally.count(read(1, "b", "www.google.com"));
    tally.count(read(1, "c"));
    const days = tally.take();
    expect(days.map((d) => [d.day, Object.fromEntries(d.articles), Object.fromEntries(d.referrers)])).toEqual([
      ["2026-11-27", { 1: 1 }, { "www.google.com": 1 }],
      ["2026-11-28", { 1: 2 }, { "www.google.com": 1 }],
    ]);
    // Taken means forgotten: nothing is handed over twice.
    expect(tally.take()).toEqual([]);
    expect(tally.pending).toBe(0);
  });

  it("takes back counts that could not be written, adding them to those counted since", () => {
    const time = clock("2026-11-28T10:00:00Z");
    const tally = createReadTally(time.now);
    tally.count(read(1, "a", "duckduckgo.com"));
    const failed = tally.take();
    tally.count(read(1, "b"));
    tally.giveBack(failed);
    expect(tally.pending).toBe(2);
    const [day] = tally.take();
    expect(Object.fromEntries(day!.articles)).toEqual({ 1: 2 });
    expect(Object.fromEntries(day!.referrers)).toEqual({ "duckduckgo.com": 1 });
  });

  it("stops counting new articles past 10,000 between two writes rather than growing without end", () => {
    const time = clock("2026-11-28T10:00:00Z");
    const tally = createReadTally(time.now);
    let counted = 0;
    for (let id = 1; id <= 10_050; id++) if (tally.count(read(id))) counted += 1;
    expect(counted).toBe(10_000);
    // An article already counted still counts.
    expect(tally.count(read(1, "another reader"))).toBe(true);
    tally.take();
    expect(tally.count(read(10_050))).toBe(true);
  });
});
