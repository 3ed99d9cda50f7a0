import type { FastifyBaseLogger } from "fastify";
import { repeat } from "../../repeat.js";
import type { ReadsService } from "./reads.service.js";

/** How often a process adds the reads it counted to the database: what a kill -9 can lose. */
export const FLUSH_EVERY_MS = 5_000;

/**
 * Writes this process's counted reads every few seconds, and once more when stopped (shutdown), so a
 * graceful stop loses none. A failed write keeps its counts for the next one. Returns the stop function.
 */
export function scheduleReadFlushing(
  reads: Pick<ReadsService, "flush">,
  log: Pick<FastifyBaseLogger, "warn">,
): () => Promise<void> {
  return repeat(() => reads.flush(log), {
    everyMs: FLUSH_EVERY_MS,
    runOnStop: true,
    log,
    failed: "counted reads could not be written yet: kept for the next try",
  });
}
