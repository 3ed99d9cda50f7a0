import { HttpError } from "../http-error.js";
import { createFifoGate } from "./fifo-gate.js";

export const SEARCHES_BUSY = "Too many searches at once: try again in a moment";
/** Searches that may wait for a turn, per one running at once; past it a search is refused, not queued. */
const SEARCHES_WAITING_PER_TURN = 32;

/**
 * The turns of this process's searches (SEARCH_CONCURRENCY at once, in arrival order), shared by
 * GET /api/search and the search page: a flood of searches waits behind searches, never in front of
 * page renders (`cpuTurns`) or other reads. A full queue answers 503 at once: a search that would wait
 * seconds is better retried.
 */
export function createSearchTurns(concurrency: number) {
  const gate = createFifoGate(concurrency);
  const maxWaiting = concurrency * SEARCHES_WAITING_PER_TURN;
  return {
    get waiting() {
      return gate.waiting;
    },
    async run<T>(search: () => Promise<T>): Promise<T> {
      if (gate.waiting >= maxWaiting) throw new HttpError(503, SEARCHES_BUSY, { "retry-after": "1" });
      return gate.run(search);
    },
  };
}
export type SearchTurns = ReturnType<typeof createSearchTurns>;
