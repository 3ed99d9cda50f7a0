import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { MailStatus } from "#shared/schemas/mail.js";
import type { Db } from "../../db/client.js";
import { mailOutbox } from "../../db/schema.js";
import type { OutgoingMail } from "./outgoing-mail.js";

/** A message as the sender reads it: `attempts` includes the claim it holds (its token for the updates). */
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Rows per INSERT when a feature queues many messages at once (a digest to every subscriber). */
const INSERT_CHUNK = 500;

const ms = (value: number) => sql`make_interval(secs => ${value / 1000})`;

/**
 * The outgoing-mail queue (`mail_outbox`, migration 0016). Any process enqueues; senders in any number of
 * processes claim due messages with `FOR UPDATE SKIP LOCKED`, so each claim goes to one of them. A claim
 * is the row in `sending` until `claimed_until` (= `next_attempt_at`, so one index finds both new and
 * lapsed ones); the updates after a send name the attempt they claimed, so a sender whose claim lapsed and
 * was taken over cannot overwrite the newer one's outcome.
 */
export function createMailRepository(db: Db) {
  return {
    /** Inserts the messages whose key is new; answers how many were. */
    async enqueue(mails: OutgoingMail[]): Promise<number> {
      const unique = [...new Map(mails.map((mail) => [mail.key, mail])).values()];
      let added = 0;
      for (let i = 0; i < unique.length; i += INSERT_CHUNK) {
        const rows = await db
          .insert(mailOutbox)
          .values(
            unique.slice(i, i + INSERT_CHUNK).map((mail) => ({
              key: mail.key,
              purpose: mail.purpose,
              recipient: mail.to,
              subject: mail.subject,
              bodyText: mail.text,
              bodyHtml: mail.html ?? null,
              replyTo: mail.replyTo ?? null,
              headers: mail.headers ?? {},
            })),
          )
          .onConflictDoNothing({ target: mailOutbox.key })
          .returning({ id: mailOutbox.id });
        added += rows.length;
      }
      return added;
    },

    /**
     * Claims up to `limit` due messages (queued and due, or sending with a lapsed claim) for `claimMs`,
     * counting the attempt; answers them oldest first. Concurrent claimers skip each other's locked rows,
     * and a row another claimer has just taken no longer matches when re-checked, so no row goes to two.
     */
    async claim(limit: number, claimMs: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.status, ["queued", "sending"]), sql`${mailOutbox.nextAttemptAt} <= now()`))
        .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(mailOutbox)
        .set({
          status: "sending",
          attempts: sql`${mailOutbox.attempts} + 1`,
          claimedUntil: sql`now() + ${ms(claimMs)}`,
          nextAttemptAt: sql`now() + ${ms(claimMs)}`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    /** How long until the next message is due (0 when one is), or undefined when none waits. */
    async nextDueInMs(): Promise<number | undefined> {
      const [row] = await db
        .select({
          wait: sql<number | null>`extract(epoch from min(${mailOutbox.nextAttemptAt}) - now()) * 1000`.mapWith((v) =>
            v === null ? null : Number(v),
          ),
        })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, ["queued", "sending"]));
      const wait = row?.wait;
      return wait === null || wait === undefined ? undefined : Math.max(0, wait);
    },

    /** Sent: whoever's claim it was, the message reached the server. */
    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, claimedUntil: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Back in the queue after a failure, due again in `delayMs`. */
    async markRetry(row: OutboxRow, error: string, delayMs: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: "queued", lastError: error, claimedUntil: null, nextAttemptAt: sql`now() + ${ms(delayMs)}` })
        .where(heldBy(row));
    },

    /** Given up: a permanent rejection, or the last attempt failed. */
    async markFailed(row: OutboxRow, error: string): Promise<void> {
      await db.update(mailOutbox).set({ status: "failed", lastError: error, claimedUntil: null }).where(heldBy(row));
    },

    /**
     * Hands a claimed message back, due at once (the sender is stopping). `tried`: whether the attempt was
     * made (it stays counted) or the message was never touched (the claim's attempt is taken back).
     */
    async release(row: OutboxRow, tried: boolean): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: "queued",
          claimedUntil: null,
          nextAttemptAt: sql`now()`,
          attempts: tried ? row.attempts : row.attempts - 1,
        })
        .where(heldBy(row));
    },

    /**
     * Hands back every claim at once: only when no other process can hold one (the embedded database
     * serves one process, so a claim left at start-up was a killed sender's).
     */
    async releaseAllClaims(): Promise<number> {
      const rows = await db
        .update(mailOutbox)
        .set({ status: "queued", claimedUntil: null, nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.status, "sending"))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    async counts(): Promise<Record<MailStatus, number>> {
      const rows = await db
        .select({ status: mailOutbox.status, n: count() })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    recent(limit: number) {
      return db
        .select({
          id: mailOutbox.id,
          purpose: mailOutbox.purpose,
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
          nextAttemptAt: mailOutbox.nextAttemptAt,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },

    async status(id: number): Promise<MailStatus | undefined> {
      const [row] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
      return row?.status;
    },

    /**
     * A failed message back in the queue with its attempts started afresh, or a queued one (waiting after
     * a failure) due now; false when it is neither.
     */
    async retry(id: number): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({
          status: "queued",
          nextAttemptAt: sql`now()`,
          claimedUntil: null,
          attempts: sql`case when ${mailOutbox.status} = 'failed' then 0 else ${mailOutbox.attempts} end`,
        })
        .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["failed", "queued"])))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;

/** The row while it is still in the claim `row` was read with (no other sender has claimed it since). */
const heldBy = (row: OutboxRow) =>
  and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending"), eq(mailOutbox.attempts, row.attempts));
