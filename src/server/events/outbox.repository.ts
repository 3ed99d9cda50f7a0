import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { eventOutbox } from "../db/schema.js";

/** A row as a deliverer claimed it: `attempts` includes its claim (its token for the outcome's update). */
export type OutboxRow = typeof eventOutbox.$inferSelect;

/** A row to write: which subscriber delivers it, and what (plain JSON). */
export interface OutboxWrite {
  subscriber: string;
  payload: unknown;
}

const ms = (value: number) => sql`make_interval(secs => ${value / 1000})`;

/** Delivered rows deleted in one statement (the clean-up repeats while it gets a full batch). */
export const PRUNE_BATCH = 1000;

/** The row while it is still in the claim `row` was read with (no other deliverer has claimed it since). */
const heldBy = (row: OutboxRow) =>
  and(eq(eventOutbox.id, row.id), eq(eventOutbox.status, "delivering"), eq(eventOutbox.attempts, row.attempts));

/**
 * The content events' outbox (`event_outbox`, migration 0026, ADR 0028): written inside the transaction of
 * the change, claimed by deliverers in any number of processes with `FOR UPDATE SKIP LOCKED` (each claim
 * goes to one of them, as the mail queue's does, ADR 0023), and marked with the outcome of the attempt
 * that claimed it, so that a deliverer whose claim lapsed and was taken over cannot overwrite the newer one.
 */
export function createOutboxRepository(db: Db) {
  return {
    /** Writes rows on `tx`: the transaction of the change they tell of. */
    async insert(tx: Db, rows: readonly OutboxWrite[]): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(eventOutbox).values(rows.map(({ subscriber, payload }) => ({ subscriber, payload })));
    },

    /**
     * Claims up to `limit` due rows of these subscribers (pending and due, or delivering with a lapsed
     * claim) for `claimMs`, counting the attempt; oldest first. Concurrent claimers skip each other's locked
     * rows, and a row another has just claimed no longer matches when re-checked, so none goes to two.
     */
    async claim(subscribers: readonly string[], limit: number, claimMs: number): Promise<OutboxRow[]> {
      if (subscribers.length === 0) return [];
      const due = db
        .select({ id: eventOutbox.id })
        .from(eventOutbox)
        .where(
          and(
            inArray(eventOutbox.status, ["pending", "delivering"]),
            inArray(eventOutbox.subscriber, [...subscribers]),
            sql`${eventOutbox.nextAttemptAt} <= now()`,
          ),
        )
        .orderBy(eventOutbox.nextAttemptAt, eventOutbox.id)
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(eventOutbox)
        .set({
          status: "delivering",
          attempts: sql`${eventOutbox.attempts} + 1`,
          claimedUntil: sql`now() + ${ms(claimMs)}`,
          nextAttemptAt: sql`now() + ${ms(claimMs)}`,
        })
        .where(inArray(eventOutbox.id, due))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    async markDelivered(row: OutboxRow): Promise<void> {
      await db
        .update(eventOutbox)
        .set({ status: "delivered", deliveredAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(heldBy(row));
    },

    /** Back to pending after a failure, due again in `delayMs`. */
    async markRetry(row: OutboxRow, error: string, delayMs: number): Promise<void> {
      await db
        .update(eventOutbox)
        .set({ status: "pending", lastError: error, claimedUntil: null, nextAttemptAt: sql`now() + ${ms(delayMs)}` })
        .where(heldBy(row));
    },

    /** Given up after the last attempt: kept, with its reason, for the operator. */
    async markFailed(row: OutboxRow, error: string): Promise<void> {
      await db.update(eventOutbox).set({ status: "failed", lastError: error, claimedUntil: null }).where(heldBy(row));
    },

    /**
     * Hands back every claim: only where no other process can hold one (the embedded database serves one
     * process, so a claim left at start-up was a stopped deliverer's).
     */
    async releaseAllClaims(): Promise<number> {
      const rows = await db
        .update(eventOutbox)
        .set({ status: "pending", claimedUntil: null, nextAttemptAt: sql`now()` })
        .where(eq(eventOutbox.status, "delivering"))
        .returning({ id: eventOutbox.id });
      return rows.length;
    },

    /** Deletes up to PRUNE_BATCH rows delivered more than `olderThanMs` ago; answers how many. */
    async pruneDelivered(olderThanMs: number): Promise<number> {
      const old = db
        .select({ id: eventOutbox.id })
        .from(eventOutbox)
        .where(and(eq(eventOutbox.status, "delivered"), sql`${eventOutbox.deliveredAt} < now() - ${ms(olderThanMs)}`))
        .limit(PRUNE_BATCH);
      const rows = await db.delete(eventOutbox).where(inArray(eventOutbox.id, old)).returning({ id: eventOutbox.id });
      return rows.length;
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
