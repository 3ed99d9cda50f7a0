import { performance } from "node:perf_hooks";
import { HttpError } from "../http-error.js";
import { createFifoGate } from "./fifo-gate.js";

export const SEARCHES_BUSY = "Too many searches at once: try again in a moment";
/** Searches that may wait for a turn, per one running at once; past it a search is refused, not queued. */
const SEARCHES_WAITING_PER_TURN = 32;
/** The longest a turn rests after a search, however busy the serving thread was. */
export const MAX_REST_MS = 1_000;
/** A thread counted as busy all the time still lets a search take a hundredth of a turn. */
const MOST_BUSY = 0.99;

/** How often the serving thread's recent busy share is measured. */
const BUSY_WINDOW_MS = 500;

/** What a turn needs to know from its surroundings: a clock, a pause, and how busy the serving thread is. */
export interface SearchTurnsClock {
  now(): number;
  rest(ms: number): Promise<void>;
  /** The share of the last moment (0 to 1) the serving thread was busy. */
  busy(): number;
}

let processClock: SearchTurnsClock | undefined;

/**
 * The real clock, one per process (the thread it measures is the process's). The serving thread's busy
 * share is its event-loop utilisation over the last complete BUSY_WINDOW_MS, not over the search itself:
 * measured from inside a callback, a short span is all busy.
 */
function serverClock(): SearchTurnsClock {
  processClock ??= startServerClock();
  return processClock;
}

function startServerClock(): SearchTurnsClock {
  let last = performance.eventLoopUtilization();
  let recent = 0;
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    recent = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, BUSY_WINDOW_MS).unref();
  return {
    now: () => performance.now(),
    rest: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    busy: () => recent,
  };
}

/**
 * How long a turn rests after a search that took `tookMs` when the serving thread is busy `busy` of the
 * time, times the number of turns: long enough that all turns together are busy about as much as that
 * thread is idle. One turn: free thread, no rest; half busy, as long as the search took; nine tenths
 * busy, nine times as long. At most MAX_REST_MS, and a search that took no time rests none.
 */
export function restAfter(tookMs: number, busy: number, turns = 1): number {
  const share = Math.min(Math.max(busy, 0), MOST_BUSY);
  return Math.min(MAX_REST_MS, (turns * tookMs * share) / (1 - share));
}

/**
 * The turns of this process's searches (SEARCH_CONCURRENCY at once, in arrival order), shared by
 * GET /api/search and the search page: a flood of searches waits behind searches, never in front of
 * page renders (`cpuTurns`) or other reads. A full queue answers 503 at once: a search that would wait
 * seconds is better retried.
 *
 * Searches yield to pages. A search's work runs outside the thread that answers everyone (on PGlite's
 * thread, below it in priority; in PostgreSQL's processes), but on the same cores when the database is on
 * this machine: a flood of new searches there took the CPU from cached pages (ADR 0018). So after each
 * search its turn rests, before the next search may start in it, in proportion to how busy the serving
 * thread has just been (`restAfter`). The searcher has the answer at once; only the next search waits.
 * A quiet server rests its searches not at all.
 */
export function createSearchTurns(concurrency: number, clock: SearchTurnsClock = serverClock()) {
  const gate = createFifoGate(concurrency);
  const maxWaiting = concurrency * SEARCHES_WAITING_PER_TURN;
  return {
    get waiting() {
      return gate.waiting;
    },
    run<T>(search: () => Promise<T>): Promise<T> {
      if (gate.waiting >= maxWaiting) return Promise.reject(new HttpError(503, SEARCHES_BUSY, { "retry-after": "1" }));
      return new Promise<T>((resolve, reject) => {
        void gate.run(async () => {
          const started = clock.now();
          try {
            resolve(await search());
          } catch (error) {
            reject(error);
          }
          const rest = restAfter(clock.now() - started, clock.busy(), concurrency);
          if (rest > 0) await clock.rest(rest);
        });
      });
    },
  };
}
export type SearchTurns = ReturnType<typeof createSearchTurns>;
