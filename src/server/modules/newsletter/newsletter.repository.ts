import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { SubscriberStatus } from "#shared/schemas/newsletter.js";
import type { Db } from "../../db/client.js";
import { articles, mailOutbox, mailSentTally, newsletterIssues, newsletterSubscribers } from "../../db/schema.js";

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  token: newsletterSubscribers.token,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};
export type SubscriberRow = {
  id: number;
  email: string;
  status: SubscriberStatus;
  token: string;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
};

export type IssueRow = typeof newsletterIssues.$inferSelect;

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The subscribers, the digests sent, and the published stories a digest lists. */
export function createNewsletterRepository(db: Db) {
  const subscriberWhere = (filter: { q?: string; status?: SubscriberStatus }) => {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(newsletterSubscribers.status, filter.status));
    if (filter.q) conditions.push(ilike(newsletterSubscribers.email, `%${likeLiteral(filter.q)}%`));
    return conditions.length ? and(...conditions) : undefined;
  };

  return {
    /** The subscriber of an address (lower-cased), made pending with `token` (to unsubscribe) if there was none. */
    async findOrCreate(email: string, emailKey: string, token: string): Promise<SubscriberRow> {
      await db
        .insert(newsletterSubscribers)
        .values({ email, emailKey, token })
        .onConflictDoNothing({ target: newsletterSubscribers.emailKey });
      const [row] = await db
        .select(subscriberColumns)
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.emailKey, emailKey));
      return row!;
    },

    /** An unsubscribed address asking again: pending once more, with a new token (the old links are dead). */
    async resubscribe(id: number, email: string, token: string): Promise<void> {
      await db
        .update(newsletterSubscribers)
        .set({
          status: "pending",
          email,
          token,
          confirmTokenHash: null,
          confirmationSentAt: null,
          unsubscribedAt: null,
        })
        .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, "unsubscribed")));
    },

    /**
     * Takes the right to send a pending subscriber's confirmation now: true for one caller at most per
     * `minutes` (the row's lock serialises concurrent requests, the second then finds the fresh time).
     * The new confirmation token's hash replaces any earlier one (only the latest mail's link confirms).
     * Answers the time taken (part of the message's key), or undefined.
     */
    async claimConfirmation(id: number, minutes: number, confirmTokenHash: string): Promise<Date | undefined> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ confirmationSentAt: sql`now()`, confirmTokenHash })
        .where(
          and(
            eq(newsletterSubscribers.id, id),
            eq(newsletterSubscribers.status, "pending"),
            sql`(${newsletterSubscribers.confirmationSentAt} is null or ${newsletterSubscribers.confirmationSentAt} < now() - make_interval(mins => ${minutes}))`,
          ),
        )
        .returning({ at: newsletterSubscribers.confirmationSentAt });
      return row?.at ?? undefined;
    },

    async byToken(token: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .select(subscriberColumns)
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.token, token));
      return row;
    },

    /** Confirms the pending subscriber of a confirmation token's hash, spending it; false when it names none. */
    async confirm(confirmTokenHash: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ status: "confirmed", confirmedAt: sql`now()`, confirmTokenHash: null })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash),
            eq(newsletterSubscribers.status, "pending"),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },

    /** Unsubscribes whoever the token names (pending or confirmed); false when it names nobody still subscribed. */
    async unsubscribe(token: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, confirmTokenHash: null })
        .where(and(eq(newsletterSubscribers.token, token), sql`${newsletterSubscribers.status} <> 'unsubscribed'`))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },

    /** Confirmed subscribers who had confirmed by `at`, by id: who an edition made at `at` goes to. */
    recipientsAt(at: Date) {
      return db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          token: newsletterSubscribers.token,
        })
        .from(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.status, "confirmed"), lte(newsletterSubscribers.confirmedAt, at)))
        .orderBy(newsletterSubscribers.id);
    },

    async confirmedCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, "confirmed"));
      return row?.n ?? 0;
    },

    async countsByStatus(): Promise<Record<SubscriberStatus, number>> {
      const rows = await db
        .select({ status: newsletterSubscribers.status, n: count() })
        .from(newsletterSubscribers)
        .groupBy(newsletterSubscribers.status);
      const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    listPage(filter: { q?: string; status?: SubscriberStatus }, limit: number, offset: number) {
      return db
        .select(subscriberColumns)
        .from(newsletterSubscribers)
        .where(subscriberWhere(filter))
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(limit)
        .offset(offset);
    },

    async count(filter: { q?: string; status?: SubscriberStatus }): Promise<number> {
      const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(subscriberWhere(filter));
      return row?.n ?? 0;
    },

    /** Stories public at `until` and published after `since`, newest first. */
    storiesBetween(since: Date, until: Date) {
      return db
        .select({
          id: articles.id,
          title: articles.title,
          slug: articles.slug,
          excerpt: articles.excerpt,
          body: articles.body,
          bodyFormat: articles.bodyFormat,
        })
        .from(articles)
        .where(and(eq(articles.published, true), gt(articles.publishedAt, since), lte(articles.publishedAt, until)))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(200);
    },

    storiesByIds(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          id: articles.id,
          title: articles.title,
          slug: articles.slug,
          excerpt: articles.excerpt,
          body: articles.body,
          bodyFormat: articles.bodyFormat,
        })
        .from(articles)
        .where(inArray(articles.id, ids));
    },

    /** When the latest edition was made (its window's end), if any. */
    async lastEditionAt(): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: newsletterIssues.createdAt })
        .from(newsletterIssues)
        .orderBy(desc(newsletterIssues.createdAt))
        .limit(1);
      return row?.at;
    },

    async issue(edition: string): Promise<IssueRow | undefined> {
      const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.edition, edition));
      return row;
    },

    /**
     * Records an edition, made at `at`; undefined when it exists already (another process, or an earlier
     * run, made it): whoever inserts it sends it.
     */
    async insertIssue(values: {
      edition: string;
      subject: string;
      articleIds: number[];
      at: Date;
      sentBy?: number;
      skippedReason?: string;
    }): Promise<IssueRow | undefined> {
      const [row] = await db
        .insert(newsletterIssues)
        .values({
          edition: values.edition,
          subject: values.subject,
          articleIds: values.articleIds,
          createdAt: values.at,
          sentBy: values.sentBy ?? null,
          skippedReason: values.skippedReason ?? null,
          enqueuedAt: values.skippedReason ? values.at : null,
        })
        .onConflictDoNothing({ target: newsletterIssues.edition })
        .returning();
      return row;
    },

    async markEnqueued(id: number, recipients: number): Promise<void> {
      await db.update(newsletterIssues).set({ recipients, enqueuedAt: sql`now()` }).where(eq(newsletterIssues.id, id));
    },

    /** Editions whose sending stopped half-way (their process died) made before `before`. */
    unfinishedIssues(before: Date) {
      return db
        .select()
        .from(newsletterIssues)
        .where(
          and(
            isNull(newsletterIssues.enqueuedAt),
            isNull(newsletterIssues.skippedReason),
            lte(newsletterIssues.createdAt, before),
          ),
        )
        .orderBy(newsletterIssues.createdAt)
        .limit(5);
    },

    recentIssues(limit: number) {
      return db
        .select()
        .from(newsletterIssues)
        .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
        .limit(limit);
    },

    /**
     * The digest messages of editions made since `since`, counted by edition and status (their keys are
     * `digest:<edition>:<subscriber id>`); found through the outbox's created_at index.
     */
    deliveries(since: Date) {
      const edition = sql<string>`regexp_replace(${mailOutbox.key}, '^digest:(.*):[0-9]+$', '\\1')`;
      return db
        .select({ edition, status: mailOutbox.status, n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.purpose, "digest"), gte(mailOutbox.createdAt, since)))
        .groupBy(edition, mailOutbox.status);
    },

    /**
     * The digest messages of these editions that were sent and then pruned from the outbox (still counted
     * in mail_sent_tally as `digest:<edition>`, mail.repository.ts).
     */
    prunedDeliveries(editions: string[]) {
      if (!editions.length) return Promise.resolve([]);
      return db
        .select({ bucket: mailSentTally.bucket, n: mailSentTally.sent })
        .from(mailSentTally)
        .where(
          inArray(
            mailSentTally.bucket,
            editions.map((edition) => `digest:${edition}`),
          ),
        );
    },

    /** Pending subscribers who never confirmed within `days`: forgotten, as their confirmation mail promised. */
    async deleteStalePending(days: number): Promise<number> {
      const rows = await db
        .delete(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.status, "pending"),
            sql`coalesce(${newsletterSubscribers.confirmationSentAt}, ${newsletterSubscribers.createdAt}) < now() - make_interval(days => ${days})`,
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      return rows.length;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
