import { MAIL_RECENT_COUNT } from "#shared/schemas/mail.js";
import { type MailRepository, type OutboxRow, PRUNE_BATCH } from "./mail.repository.js";
import { type QueuePacing, retryDelay } from "../../db/claimed-queue.js";
import { describeSendFailure, LONGEST_SEND_MS, type MailTransport } from "./mail-transport.js";

export { retryDelay };

/** How the sender paces itself (a message is a claimed row); each has a production default (tests shorten them). */
export interface SenderOptions extends QueuePacing {
  /** On stop, how long the message in hand may take to finish before the connection is closed under it. */
  stopGraceMs?: number;
  /**
   * How long a sent message is kept (for the Mail screen's history); older ones are deleted, still counted,
   * except the screen's latest messages. Queued, sending and failed messages are never deleted.
   */
  retentionMs?: number;
  /** How often the sender deletes sent messages past the retention (at start, then at most this often). */
  pruneEveryMs?: number;
}

export const SENDER_DEFAULTS: Required<SenderOptions> = {
  batchSize: 10,
  claimMs: 10 * 60_000,
  pollMs: 5_000,
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 8,
  stopGraceMs: 5_000,
  retentionMs: 30 * 86_400_000,
  pruneEveryMs: 60 * 60_000,
};

export interface MailSender {
  /** Looks for due messages now (after an enqueue in this process). */
  wake(): void;
  /** Stops: the message in hand is finished (or, past the grace time, released), the rest released. */
  stop(): Promise<void>;
}

/** The shortest nap between two empty claims. */
const MIN_SLEEP_MS = 50;

type Log = { info(message: string): void; warn(object: unknown, message?: string): void };

/**
 * Sends the queue (ADR 0023): claims a few due messages, sends them one by one, records each outcome, and
 * claims again; when none is due it sleeps until the next one is, at most `pollMs`, or until woken. A
 * failure is retried with exponential back-off and its reason kept in `last_error`; a permanent rejection
 * (SMTP 5xx) or the last attempt makes the message `failed`. The rest of a batch is handed back before its
 * claim could lapse, so a slow server never makes two senders send the same message.
 */
export function startMailSender(
  repo: MailRepository,
  transport: MailTransport,
  log: Log,
  given: SenderOptions = {},
): MailSender {
  const options = { ...SENDER_DEFAULTS, ...given };
  let stopping = false;
  let woken = false;
  let wakeSleep: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleep = undefined;
        resolve();
      }
      wakeSleep = done;
    });

  /** Sends one claimed message and records what happened. */
  async function deliver(row: OutboxRow): Promise<void> {
    let failure: ReturnType<typeof describeSendFailure> | undefined;
    try {
      await transport.send(row);
    } catch (error) {
      failure = describeSendFailure(error);
    }
    if (!failure) return repo.markSent(row.id);
    if (stopping) {
      // The connection was closed under it at shutdown: not the message's fault.
      return repo.release(row, true);
    }
    log.warn({ mail: row.id, key: row.key, attempts: row.attempts }, `mail not sent: ${failure.message}`);
    if (failure.permanent) return repo.markFailed(row, failure.message);
    if (row.attempts >= options.maxAttempts) {
      return repo.markFailed(row, `Gave up after ${row.attempts} attempts. ${failure.message}`);
    }
    return repo.markRetry(row, failure.message, retryDelay(row.attempts, options));
  }

  async function sendBatch(batch: OutboxRow[]): Promise<void> {
    // Each message must start early enough to end before the claim lapses; the rest go back to the queue.
    const lastStart = Date.now() + options.claimMs - Math.min(LONGEST_SEND_MS, options.claimMs / 2);
    for (const [index, row] of batch.entries()) {
      if (stopping || Date.now() > lastStart) {
        for (const rest of batch.slice(index)) await repo.release(rest, false);
        return;
      }
      await deliver(row);
    }
  }

  let nextPruneAt = 0;
  /** Now and then, the sent messages past the retention leave the table (mail.repository.ts, pruneSent). */
  async function pruneIfDue(): Promise<void> {
    if (Date.now() < nextPruneAt) return;
    nextPruneAt = Date.now() + options.pruneEveryMs;
    let pruned = 0;
    let batch: number;
    do {
      batch = await repo.pruneSent(options.retentionMs, MAIL_RECENT_COUNT);
      pruned += batch;
    } while (batch >= PRUNE_BATCH && !stopping);
    if (pruned > 0) {
      const days = Math.round(options.retentionMs / 86_400_000);
      log.info(`mail: ${pruned} sent message${pruned === 1 ? "" : "s"} older than ${days} days removed from the queue`);
    }
  }

  async function run(): Promise<void> {
    while (!stopping) {
      woken = false;
      try {
        await pruneIfDue();
        const batch = await repo.claim(options.batchSize, options.claimMs);
        if (batch.length > 0) {
          await sendBatch(batch);
          continue;
        }
        // Until the next message is due (a retry's back-off), at most a poll's interval; never a busy loop
        // (one may be due and still locked by a sender in another process that is claiming it).
        const next = await repo.nextDueInMs();
        await sleep(Math.max(MIN_SLEEP_MS, Math.min(next ?? options.pollMs, options.pollMs)));
      } catch (error) {
        log.warn({ err: error }, "the mail queue could not be read or updated; trying again shortly");
        await sleep(options.pollMs);
      }
    }
  }

  const running = run();
  return {
    wake() {
      woken = true;
      wakeSleep?.();
    },
    async stop() {
      stopping = true;
      wakeSleep?.();
      let grace: NodeJS.Timeout | undefined;
      const closedAfterGrace = new Promise<void>((resolve) => {
        grace = setTimeout(() => {
          transport.close();
          resolve();
        }, options.stopGraceMs);
      });
      await Promise.race([running, closedAfterGrace]);
      await running;
      clearTimeout(grace);
      transport.close();
    },
  };
}
