import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { articles, categories, settings } from "../db/schema.js";
import type { ContentEvents } from "./event-bus.js";

/**
 * The row (in the key–value settings table, whose reader ignores keys it does not know) that remembers up to
 * when scheduled publications have been raised. Named for WebSub, the first to need it (ADR 0025): existing
 * databases keep their watermark.
 */
const ANNOUNCED_UNTIL_KEY = "websub.announced_until";
/** The watermark moves on at least this often, so that the query's range stays short when nothing is due. */
const WATERMARK_REFRESH_MS = 3_600_000;

/** The database's clock as an ISO 8601 string (UTC), the same for the whole transaction. */
const NOW_TEXT = sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Claims, on `tx`, the scheduled publications that have come due since the last claim by any process:
 * articles published and dated after their last save (a date at or before the save is a publication by
 * that save, raised by the service that made it) whose date lies between the remembered watermark and now.
 * The watermark row is locked, read and moved on in the same transaction, so of several processes
 * claiming at once each publication goes to exactly one; a first claim starts at now (nothing older).
 */
async function claimDue(tx: Db) {
  await tx.insert(settings).values({ key: ANNOUNCED_UNTIL_KEY, value: NOW_TEXT }).onConflictDoNothing();
  const [mark] = await tx
    .select({ value: settings.value, now: NOW_TEXT })
    .from(settings)
    .where(eq(settings.key, ANNOUNCED_UNTIL_KEY))
    .for("update");
  const since = Number.isNaN(Date.parse(mark!.value)) ? mark!.now : mark!.value;
  const due = await tx
    .select({ id: articles.id, slug: articles.slug, categoryId: articles.categoryId, categorySlug: categories.slug })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(
      and(
        eq(articles.published, true),
        sql`${articles.publishedAt} > ${since}::timestamptz`,
        sql`${articles.publishedAt} <= now()`,
        sql`${articles.publishedAt} > ${articles.updatedAt}`,
      ),
    );
  if (due.length > 0 || Date.parse(mark!.now) - Date.parse(since) > WATERMARK_REFRESH_MS) {
    await tx
      .update(settings)
      .set({ value: NOW_TEXT, updatedAt: sql`now()` })
      .where(eq(settings.key, ANNOUNCED_UNTIL_KEY));
  }
  return due;
}

/**
 * Raises `article.published` (`by: "schedule"`) for each scheduled article whose time has come, once across
 * processes: the claim and the outbox rows of its events are one transaction (ADR 0025, 0028). Answers how
 * many there were. Run by the job in websub.schedule.ts (jobs.ts starts it).
 */
export function raiseDuePublications(events: Pick<ContentEvents, "transaction">): Promise<number> {
  return events.transaction(async (tx, raise) => {
    const due = await claimDue(tx);
    raise(due.map((article) => ({ type: "article.published", article, before: null, by: "schedule" }) as const));
    return due.length;
  });
}
