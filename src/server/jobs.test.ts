import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";
import { deferred, settled } from "#tests/support/held-work.js";
import type { Database } from "./db/client.js";
import { type JobsContext, startJobs } from "./jobs.js";
import type { MediaStore } from "./modules/media/media-store.js";

/** Two stored originals with all their renditions, recorded in no library yet. */
const originals = ["a.png", "b.png"];
const stored = originals.flatMap((key) => [key, ...RENDITION_WIDTHS.map((width) => renditionName(key, width))]);

/** Fakes of what the jobs use: the embedded database, the wire, the media library and a bucket-like store. */
function fakes() {
  const statistics = vi.fn(async () => ({ rows: [] }));
  const pollDue = vi.fn(async () => ({ added: 0, failures: [] }));
  const stat = vi.fn(async (_key: string): ReturnType<MediaStore["stat"]> => undefined);
  const flushReads = vi.fn(async () => 0);
  const store = {
    async *list() {
      for (const key of stored) yield { key, size: 10 };
    },
    stat,
  } as unknown as MediaStore;
  const context = {
    config: { wire: { refreshMinutes: 1 } },
    database: { kind: "pglite", db: { execute: statistics } } as unknown as Database,
    services: {
      wire: { pollDue },
      media: { recordedKeys: async () => new Set<string>(), recordFound: async () => true },
      uploads: { store },
      mail: { configured: false },
      newsletter: { runDaily: async () => undefined },
      webSub: { enabled: false },
      outbox: { start: () => async () => undefined },
      reads: { flush: flushReads },
    },
    log: { info: vi.fn(), warn: vi.fn() },
  } as unknown as JobsContext;
  return { context, statistics, pollDue, stat, flushReads };
}

describe("startJobs", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts the statistics upkeep, the wire polling and the stored pictures' pass", async () => {
    const { context, statistics, pollDue, stat } = fakes();
    const stop = startJobs(context);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(statistics).toHaveBeenCalled();
    expect(pollDue).toHaveBeenCalled();
    expect(stat.mock.calls.map(([key]) => key)).toEqual(originals);
    await stop();
  });

  it("stops every job: no timer fires after it, and it settles once the work under way has finished", async () => {
    const { context, statistics, pollDue, stat } = fakes();
    const poll = deferred<{ added: number; failures: [] }>();
    pollDue.mockReturnValueOnce(poll.promise);
    const picture = deferred<undefined>();
    stat.mockReturnValueOnce(picture.promise);

    const stop = startJobs(context);
    // The pictures' pass is at its first picture; the wire's first check comes 10 s after the start.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pollDue).toHaveBeenCalledTimes(1);
    expect(stat).toHaveBeenCalledTimes(1);

    const stopped = stop();
    expect(await settled(stopped)).toBe(false);
    poll.resolve({ added: 0, failures: [] });
    expect(await settled(stopped)).toBe(false);
    picture.resolve(undefined);
    expect(await settled(stopped)).toBe(true);
    expect(stop()).toBe(stopped);

    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(pollDue).toHaveBeenCalledTimes(1);
    expect(statistics).not.toHaveBeenCalled();
    // The pass ended between two pictures: the second was never looked at.
    expect(stat).toHaveBeenCalledTimes(1);
  });

  it("waits for a wire poll under way when the other jobs are done", async () => {
    const { context, pollDue } = fakes();
    const poll = deferred<{ added: number; failures: [] }>();
    pollDue.mockReturnValueOnce(poll.promise);
    const stop = startJobs(context);
    await vi.advanceTimersByTimeAsync(10_000);
    const stopped = stop();
    expect(await settled(stopped)).toBe(false);
    poll.resolve({ added: 0, failures: [] });
    expect(await settled(stopped)).toBe(true);
  });

  it("with mail set up, hands back a killed sender's claims (embedded database), sends, and stops the sender", async () => {
    const { context } = fakes();
    const sender = deferred<void>();
    const stopSender = vi.fn(() => sender.promise);
    const mail = { configured: true, releaseAllClaims: vi.fn(async () => 2), startSender: vi.fn(() => stopSender) };
    (context.services as { mail: unknown }).mail = mail;
    const stop = startJobs(context);
    await vi.advanceTimersByTimeAsync(0);
    expect(mail.releaseAllClaims).toHaveBeenCalledTimes(1);
    expect(mail.startSender).toHaveBeenCalledTimes(1);
    expect(context.log.info).toHaveBeenCalledWith("Handed back 2 message(s) a stopped mail sender had claimed");
    const stopped = stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(stopSender).toHaveBeenCalledTimes(1);
    // The message in hand is still being finished.
    expect(await settled(stopped)).toBe(false);
    sender.resolve();
    expect(await settled(stopped)).toBe(true);
  });

  it("writes the counted reads every 5 s, keeps them after a failed write, and writes once more when stopped", async () => {
    const { context, flushReads } = fakes();
    flushReads.mockRejectedValueOnce(new Error("database busy"));
    const stop = startJobs(context);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(flushReads).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(flushReads).toHaveBeenCalledTimes(1);
    expect(context.log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "counted reads could not be written yet: kept for the next try",
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(flushReads).toHaveBeenCalledTimes(3);
    await stop();
    expect(flushReads).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flushReads).toHaveBeenCalledTimes(4);
  });
});
