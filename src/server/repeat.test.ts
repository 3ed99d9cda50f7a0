import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, settled } from "#tests/support/held-work.js";
import { repeat } from "./repeat.js";

const EVERY = 1_000;
const FIRST = 300;

const quietLog = () => ({ warn: vi.fn() });

describe("repeat", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the task at the end of each interval", async () => {
    const task = vi.fn(async () => undefined);
    const stop = repeat(task, { everyMs: EVERY, log: quietLog(), failed: "x" });
    await vi.advanceTimersByTimeAsync(EVERY - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * EVERY);
    expect(task).toHaveBeenCalledTimes(3);
    await stop();
  });

  it("runs first at `firstMs`, then every interval counted from the start", async () => {
    const task = vi.fn(async () => undefined);
    const stop = repeat(task, { firstMs: FIRST, everyMs: EVERY, log: quietLog(), failed: "x" });
    await vi.advanceTimersByTimeAsync(FIRST);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EVERY - FIRST - 1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await stop();
  });

  it("with `firstMs: 0`, runs the task before it returns", async () => {
    const task = vi.fn(async () => undefined);
    const stop = repeat(task, { firstMs: 0, everyMs: EVERY, log: quietLog(), failed: "x" });
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(task).toHaveBeenCalledTimes(2);
    await stop();
  });

  it("calls `afterFirstRun` once, when the first run has ended, failed or not", async () => {
    const held = deferred();
    const afterFirstRun = vi.fn();
    const task = vi.fn(() => held.promise.then(() => Promise.reject(new Error("down"))));
    const stop = repeat(task, { firstMs: FIRST, everyMs: EVERY, log: quietLog(), failed: "x", afterFirstRun });
    await vi.advanceTimersByTimeAsync(FIRST);
    expect(task).toHaveBeenCalledTimes(1);
    expect(afterFirstRun).not.toHaveBeenCalled();
    held.resolve();
    await vi.advanceTimersByTimeAsync(2 * EVERY);
    expect(task).toHaveBeenCalledTimes(3);
    expect(afterFirstRun).toHaveBeenCalledTimes(1);
    await stop();
    expect(afterFirstRun).toHaveBeenCalledTimes(1);
  });

  it("calls `afterFirstRun` at stop when no run came", async () => {
    const afterFirstRun = vi.fn();
    const stop = repeat(async () => undefined, { everyMs: EVERY, log: quietLog(), failed: "x", afterFirstRun });
    await vi.advanceTimersByTimeAsync(EVERY - 1);
    expect(afterFirstRun).not.toHaveBeenCalled();
    await stop();
    expect(afterFirstRun).toHaveBeenCalledTimes(1);
  });

  it("never runs twice at once: a run due while one is under way is skipped", async () => {
    const held = deferred();
    const task = vi.fn(() => held.promise);
    const stop = repeat(task, { everyMs: EVERY, log: quietLog(), failed: "x" });
    await vi.advanceTimersByTimeAsync(5 * EVERY);
    expect(task).toHaveBeenCalledTimes(1);
    held.resolve();
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(task).toHaveBeenCalledTimes(2);
    await stop();
  });

  it("logs a failed run, a thrown one too, and goes on", async () => {
    const log = quietLog();
    const task = vi
      .fn(async () => undefined)
      .mockRejectedValueOnce(new Error("database away"))
      .mockImplementationOnce(() => {
        throw new Error("not even a promise");
      });
    const stop = repeat(task, { everyMs: EVERY, log, failed: "the job failed" });
    await vi.advanceTimersByTimeAsync(3 * EVERY);
    expect(task).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, "the job failed");
    await stop();
  });

  it("stops: settles once the run under way has finished, and no run comes after", async () => {
    const held = deferred();
    const task = vi.fn(async (): Promise<void> => undefined).mockImplementationOnce(() => held.promise);
    const stop = repeat(task, { everyMs: EVERY, log: quietLog(), failed: "x" });
    await vi.advanceTimersByTimeAsync(EVERY);
    const stopped = stop();
    expect(await settled(stopped)).toBe(false);
    held.resolve();
    expect(await settled(stopped)).toBe(true);
    expect(stop()).toBe(stopped);
    await vi.advanceTimersByTimeAsync(10 * EVERY);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("with `runOnStop`, runs once more when stopped, after the run under way, and logs its failure", async () => {
    const log = quietLog();
    const held = deferred();
    const order: string[] = [];
    const task = vi
      .fn(async (): Promise<void> => {
        order.push("last");
        throw new Error("still busy");
      })
      .mockImplementationOnce(async () => {
        await held.promise;
        order.push("first");
      });
    const stop = repeat(task, { everyMs: EVERY, runOnStop: true, log, failed: "x" });
    await vi.advanceTimersByTimeAsync(EVERY);
    const stopped = stop();
    expect(await settled(stopped)).toBe(false);
    held.resolve();
    await stopped;
    expect(order).toEqual(["first", "last"]);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, "x");
    await stop();
    expect(task).toHaveBeenCalledTimes(2);
  });
});

describe("repeat's timers", () => {
  it("keep no process alive", async () => {
    const timers: NodeJS.Timeout[] = [];
    const setTimeoutSpy = vi.spyOn(globalThis, "setTimeout");
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    try {
      const stop = repeat(async () => undefined, { firstMs: FIRST, everyMs: EVERY, log: quietLog(), failed: "x" });
      for (const spy of [setTimeoutSpy, setIntervalSpy]) {
        for (const result of spy.mock.results) timers.push(result.value as NodeJS.Timeout);
      }
      await stop();
    } finally {
      setTimeoutSpy.mockRestore();
      setIntervalSpy.mockRestore();
    }
    expect(timers).toHaveLength(2);
    for (const timer of timers) expect(timer.hasRef()).toBe(false);
  });
});
