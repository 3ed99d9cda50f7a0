/**
 * How a queue of rows that senders claim in the database paces itself: the outgoing mail (ADR 0023) and the
 * content events' outbox (ADR 0028). Every option has a production default in its queue (tests shorten them).
 */
export interface QueuePacing {
  /** Rows claimed at a time. */
  batchSize?: number;
  /** How long a claim lasts: a process killed mid-batch holds its rows this long at most. */
  claimMs?: number;
  /** How often to look for rows other processes queued (this process's own wake it at once). */
  pollMs?: number;
  /** The wait after the first failed attempt; it doubles with each further one, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Attempts before a row that keeps failing is given up (`failed`). */
  maxAttempts?: number;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: base, 2 × base, 4 × base… capped. */
export function retryDelay(attempts: number, options: Pick<Required<QueuePacing>, "retryBaseMs" | "retryMaxMs">) {
  return Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), options.retryMaxMs);
}
