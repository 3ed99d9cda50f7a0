import type { FastifyBaseLogger } from "fastify";
import { repeat } from "../../repeat.js";
import type { WireService } from "./wire.service.js";

const FIRST_CHECK_MS = 10_000;
const CHECK_EVERY_MS = 60_000;

/**
 * Polls the wire every `minutes` (0: never; staff can still refresh). Every server process checks once a
 * minute, and a source is polled only by the process whose claim on it succeeds (wire.repository's
 * claimPoll, one row update in the shared database), so each source is read once per interval however
 * many processes run. Returns a function that stops the checks; it settles once a poll under way has
 * finished. `afterFirstCheck` is called once the first check has ended and logged what it found (at once
 * when polling is off).
 */
export function scheduleWirePolling(
  wire: Pick<WireService, "pollDue">,
  minutes: number,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
  afterFirstCheck?: () => void,
): () => Promise<void> {
  if (minutes <= 0) {
    afterFirstCheck?.();
    return async () => {};
  }
  const intervalMs = minutes * 60_000;
  const poll = async () => {
    const result = await wire.pollDue(intervalMs);
    if (result.added > 0) log.info({ added: result.added }, "new items on the wire");
    for (const failure of result.failures) log.warn({ source: failure.name }, failure.message);
  };
  return repeat(poll, {
    firstMs: FIRST_CHECK_MS,
    everyMs: Math.min(CHECK_EVERY_MS, intervalMs),
    log,
    failed: "wire poll failed",
    afterFirstRun: afterFirstCheck,
  });
}
