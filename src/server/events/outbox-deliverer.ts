import { type QueuePacing, retryDelay } from "../db/claimed-queue.js";
import { repeat } from "../repeat.js";
import { type OutboxRepository, type OutboxRow, PRUNE_BATCH } from "./outbox.repository.js";

/** How the deliverer paces itself (a batch is delivered side by side). */
export interface DelivererOptions extends QueuePacing {
  /** How long a delivered row is kept (to answer "was it sent?"), and how often older ones are deleted. */
  keepDeliveredMs?: number;
  pruneEveryMs?: number;
}

const DELIVERER_DEFAULTS: Required<DelivererOptions> = {
  batchSize: 10,
  claimMs: 2 * 60_000,
  pollMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 30 * 60_000,
  maxAttempts: 8,
  keepDeliveredMs: 7 * 86_400_000,
  pruneEveryMs: 60 * 60_000,
};

/** Delivers one row's payload; a throw is a failure, retried with back-off. */
export type Deliver = (payload: unknown) => Promise<void>;

type Log = { warn(object: unknown, message?: string): void };

export interface OutboxDeliverer {
  /** Delivers every row due now, batch after batch, until none is left; answers how many were delivered. */
  deliverDue(): Promise<number>;
  /**
   * Delivers in the background, in every serving process (jobs.ts): at once, whenever this process wrote
   * rows (`wake`), and every `pollMs` for other processes' rows and retries. Returns the stop function,
   * which settles once the deliveries under way have finished.
   */
  start(options?: DelivererOptions): () => Promise<void>;
  /** Rows were written: delivers them now, when started. */
  wake(): void;
}

/**
 * Claims due outbox rows and hands each to the subscriber named on it (`handlers`, read at each claim),
 * marking it delivered, due again after a back-off (1, 2, 4… × `retryBaseMs`) or, after the last attempt,
 * failed. A subscriber logs its own failures; the deliverer logs giving up. Delivery is at least once: a
 * process stopped between a delivery and its mark delivers that row again when the claim lapses.
 */
export function createOutboxDeliverer(
  repo: OutboxRepository,
  handlers: ReadonlyMap<string, Deliver>,
  log: Log,
  given: DelivererOptions & {
    /** The embedded database serves one process: claims left at start are a stopped deliverer's. */
    releaseClaimsAtStart?: boolean;
  } = {},
): OutboxDeliverer {
  let options = { ...DELIVERER_DEFAULTS, ...given };
  /** While a started deliverer stops: no further batch is claimed. */
  let stopping = false;
  let wake = () => {};

  async function deliverOne(row: OutboxRow): Promise<boolean> {
    let failure: string | undefined;
    try {
      await handlers.get(row.subscriber)!(row.payload);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (failure === undefined) {
      await repo.markDelivered(row);
      return true;
    }
    if (row.attempts < options.maxAttempts) await repo.markRetry(row, failure, retryDelay(row.attempts, options));
    else {
      log.warn(
        { outbox: row.id, subscriber: row.subscriber },
        `${row.subscriber}: given up after ${row.attempts} attempts`,
      );
      await repo.markFailed(row, `Gave up after ${row.attempts} attempts. ${failure}`);
    }
    return false;
  }

  async function deliverDue(): Promise<number> {
    let delivered = 0;
    while (!stopping) {
      const batch = await repo.claim([...handlers.keys()], options.batchSize, options.claimMs);
      if (batch.length === 0) break;
      delivered += (await Promise.all(batch.map(deliverOne))).filter(Boolean).length;
    }
    return delivered;
  }

  let nextPruneAt = 0;
  async function pruneIfDue(): Promise<void> {
    if (Date.now() < nextPruneAt) return;
    nextPruneAt = Date.now() + options.pruneEveryMs;
    let pruned = PRUNE_BATCH;
    while (!stopping && pruned >= PRUNE_BATCH) pruned = await repo.pruneDelivered(options.keepDeliveredMs);
  }

  return {
    deliverDue,
    start(started = {}) {
      options = { ...options, ...started };
      const released = given.releaseClaimsAtStart ? repo.releaseAllClaims() : Promise.resolve(0);
      let running: Promise<void> | undefined;
      let again = false;
      // One pass at a time; a wake during one makes another right after it (its rows may be past the claim).
      const pass = (): Promise<void> => {
        if (running) {
          again = true;
          return running;
        }
        running = (async () => {
          await released;
          do {
            again = false;
            await deliverDue();
            await pruneIfDue();
          } while (again && !stopping);
        })()
          .catch((error) =>
            log.warn({ err: error }, "the event outbox could not be read or updated; trying again shortly"),
          )
          .finally(() => {
            running = undefined;
          });
        return running;
      };
      wake = () => void pass();
      const stopPolling = repeat(pass, {
        firstMs: 0,
        everyMs: options.pollMs,
        log,
        failed: "the event outbox could not be delivered",
      });
      return async () => {
        stopping = true;
        wake = () => {};
        await stopPolling();
        await running;
        stopping = false;
      };
    },
    wake: () => wake(),
  };
}
