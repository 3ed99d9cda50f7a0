import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleDueAnnouncements } from "./websub.schedule.js";

const TIMING = { tickMs: 1_000, sweepMs: 60_000 };

/** The content version's next publication time: passed once, it answers the following one (or Infinity). */
function fakeChanges(times: number[]) {
  const queue = [...times];
  return {
    nextPublicationAt() {
      while (queue.length > 0 && queue[0]! <= Date.now()) queue.shift();
      return queue[0] ?? Number.POSITIVE_INFINITY;
    },
  };
}

describe("scheduleDueAnnouncements", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("claims at start, at each publication time that passes, and once a minute besides", async () => {
    const announceDue = vi.fn(async () => 0);
    const stop = scheduleDueAnnouncements(
      { enabled: true, announceDue },
      fakeChanges([5_000, 6_000]),
      { warn: vi.fn() },
      TIMING,
    );
    expect(announceDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(announceDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(announceDue).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(announceDue).toHaveBeenCalledTimes(3);
    // Nothing scheduled: the sweep, a minute after the last claim.
    await vi.advanceTimersByTimeAsync(58_000);
    expect(announceDue).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(announceDue).toHaveBeenCalledTimes(4);
    await stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(announceDue).toHaveBeenCalledTimes(4);
  });

  it("logs a failed claim and goes on; stopping waits for a claim under way", async () => {
    let finish: () => void = () => undefined;
    const announceDue = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error("database away"))
      .mockImplementation(() => new Promise<number>((resolve) => (finish = () => resolve(1))));
    const log = { warn: vi.fn() };
    const stop = scheduleDueAnnouncements({ enabled: true, announceDue }, fakeChanges([3_000]), log, TIMING);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(log.warn).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      "WebSub: announcing scheduled publications failed",
    );
    expect(announceDue).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("does nothing without a hub", async () => {
    const announceDue = vi.fn(async () => 0);
    const stop = scheduleDueAnnouncements(
      { enabled: false, announceDue },
      fakeChanges([1_000]),
      { warn: vi.fn() },
      TIMING,
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(announceDue).not.toHaveBeenCalled();
    await stop();
  });
});
