import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { MailStatus } from "#shared/schemas/mail.js";
import { type Db, queryRows } from "../../db/client.js";
import { mailOutbox, mailSentTally } from "../../db/schema.js";
import type { OutgoingMail } from "./outgoing-mail.js";

/** A message as the sender reads it: `attempts` includes the claim it holds (its token for the updates). */
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Rows per INSERT when a feature queues many messages at once (a digest to every subscriber). */
const INSERT_CHUNK = 500;

const ms = (value: number) => sql`make_interval(secs => ${value / 1000})`;

/** What a message carrying a one-time link keeps of its bodies once sent or given up (migration 0024 too). */
export const SECRET_REMOVED =
  "This message held a one-time link: its text was removed from the queue once it was sent or given up.";
/** Added to the reason a message carrying a one-time link failed: it cannot be retried (its link is gone). */
export const SECRET_NOT_RETRIED =
  "The message held a one-time link, so its text was removed: ask for a new link instead of retrying it.";

/** The bodies of a message once it leaves the queue: a secret's replaced by the note, any other's kept. */
const bodiesAfterSending = {
  bodyText: sql`case when ${mailOutbox.secret} then ${SECRET_REMOVED} else ${mailOutbox.bodyText} end`,
  bodyHtml: sql`case when ${mailOutbox.secret} then null else ${mailOutbox.bodyHtml} end`,
};

/** Sent messages pruned in one statement (the sender prunes in batches until none is left). */
export const PRUNE_BATCH = 1000;

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
              secret: mail.secret ?? false,
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

    /** Sent: whoever's claim it was, the message reached the server. A one-time link leaves the queue. */
    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, claimedUntil: null, ...bodiesAfterSending })
        .where(eq(mailOutbox.id, id));
    },

    /** Back in the queue after a failure, due again in `delayMs`. */
    async markRetry(row: OutboxRow, error: string, delayMs: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: "queued", lastError: error, claimedUntil: null, nextAttemptAt: sql`now() + ${ms(delayMs)}` })
        .where(heldBy(row));
    },

    /** Given up: a permanent rejection, or the last attempt failed. A one-time link leaves the queue. */
    async markFailed(row: OutboxRow, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: "failed",
          lastError: sql`case when ${mailOutbox.secret} then ${`${error} ${SECRET_NOT_RETRIED}`} else ${error} end`,
          claimedUntil: null,
          ...bodiesAfterSending,
        })
        .where(heldBy(row));
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

    /** Messages by status; `sent` includes those pruned since (mail_sent_tally). */
    async counts(): Promise<Record<MailStatus, number>> {
      const [rows, [pruned]] = await Promise.all([
        db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status),
        db.select({ n: sql<number>`coalesce(sum(${mailSentTally.sent}), 0)`.mapWith(Number) }).from(mailSentTally),
      ]);
      const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] = row.n;
      counts.sent += pruned?.n ?? 0;
      return counts;
    },

    /**
     * Deletes sent messages older than `olderThanMs` (by when they were sent), except the `keepLatest`
     * newest messages (the Mail screen's list), and counts them on in mail_sent_tally by purpose, a
     * digest's by its edition (its key is `digest:<edition>:<subscriber>`, ADR 0024), so the Mail and
     * Newsletter screens' figures stay as they were. Queued, sending and failed messages are never pruned.
     * Answers how many were deleted (at most PRUNE_BATCH: the caller repeats while it gets a full batch).
     * Safe in any number of processes at once: a row deleted by one is skipped by the others.
     */
    async pruneSent(olderThanMs: number, keepLatest: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`with gone as (
          delete from ${mailOutbox} where ${mailOutbox.id} in (
            select ${mailOutbox.id} from ${mailOutbox}
            where ${mailOutbox.status} = 'sent' and ${mailOutbox.sentAt} < now() - ${ms(olderThanMs)}
              and ${mailOutbox.id} not in (
                select ${mailOutbox.id} from ${mailOutbox}
                order by ${mailOutbox.createdAt} desc, ${mailOutbox.id} desc limit ${keepLatest}
              )
            limit ${PRUNE_BATCH}
          )
          returning ${mailOutbox.purpose} as purpose, ${mailOutbox.key} as key
        ), tallied as (
          insert into ${mailSentTally} (bucket, sent)
          select bucket, count(*) from (
            select case when purpose = 'digest' then regexp_replace(key, '^(digest:.*):[^:]*$', '\\1') else purpose end
              as bucket
            from gone
          ) as buckets
          group by bucket
          on conflict (bucket) do update set sent = ${mailSentTally.sent} + excluded.sent
        )
        select count(*)::int as n from gone`,
      );
      return Number(row?.n ?? 0);
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

    async status(id: number): Promise<{ status: MailStatus; secret: boolean } | undefined> {
      const [row] = await db
        .select({ status: mailOutbox.status, secret: mailOutbox.secret })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      return row;
    },

    /**
     * A failed message back in the queue with its attempts started afresh, or a queued one (waiting after
     * a failure) due now; false when it is neither, or when it failed holding a one-time link (its bodies
     * are gone: sending it would send the note).
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
        .where(
          and(
            eq(mailOutbox.id, id),
            inArray(mailOutbox.status, ["failed", "queued"]),
            sql`not (${mailOutbox.status} = 'failed' and ${mailOutbox.secret})`,
          ),
        )
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;

/** The row while it is still in the claim `row` was read with (no other sender has claimed it since). */
const heldBy = (row: OutboxRow) =>
  and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending"), eq(mailOutbox.attempts, row.attempts));
