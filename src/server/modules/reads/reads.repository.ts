import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.js";
import { isPubliclyVisible } from "../articles/articles.repository.js";

/** Reads counted in memory for one UTC day, written in one go (read-tally.ts). */
export interface DayCounts {
  day: string;
  articles: Map<number, number>;
  referrers: Map<string, number>;
}

/** The instant a UTC day begins, whatever the database session's time zone. */
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;

const asRecords = <K>(counts: Map<K, number>, key: string) =>
  JSON.stringify(Array.from(counts, ([k, n]) => ({ [key]: k, n })));

/**
 * The reads tables (migration 0018): one row per article and day and one per referring host and day. Every
 * process adds its counts to the row (`reads + excluded.reads`), so any number of them can count at once.
 */
export function createReadsRepository(db: Db) {
  return {
    /**
     * Adds a day's counts. Only articles readers may see are counted: the beacon's check (published-ids.ts)
     * is repeated for an article unpublished since. A referring host comes with reads of published articles
     * only (issue 41), and is counted in the same transaction.
     */
    async add({ day, articles, referrers }: DayCounts): Promise<void> {
      if (articles.size === 0) return;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into article_reads (article_id, day, reads)
          select articles.id, ${day}::date, c.n
          from jsonb_to_recordset(${asRecords(articles, "id")}::jsonb) as c(id int, n int)
          join articles on articles.id = c.id
          where ${isPubliclyVisible}
          on conflict (article_id, day) do update set reads = article_reads.reads + excluded.reads`);
        if (referrers.size === 0) return;
        await tx.execute(sql`
          insert into referrer_reads (host, day, reads)
          select c.host, ${day}::date, c.n
          from jsonb_to_recordset(${asRecords(referrers, "host")}::jsonb) as c(host text, n int)
          on conflict (day, host) do update set reads = referrer_reads.reads + excluded.reads`);
      });
    },

    /** The ids of every article readers can see (the beacon's check, published-ids.ts). */
    async publishedIds(): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select articles.id from articles where ${isPubliclyVisible}`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * The salt of the window the database's clock is in (migration 0025), `candidate` if this call makes
     * it; the salts of earlier windows are deleted in the same statement. Atomic under concurrent
     * processes: the one that loses the race gets the winner's salt.
     */
    async windowSalt(windowMs: number, candidate: string): Promise<{ salt: string; msLeft: number }> {
      const [row] = await queryRows<{ salt: string; msLeft: number }>(
        db,
        sql`
        with w as (
          select to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs}) * ${windowMs} / 1000.0) as start
        ), gone as (
          delete from read_salts where window_start < (select start from w)
        )
        insert into read_salts as s (window_start, salt) select start, ${candidate} from w
        on conflict (window_start) do update set salt = s.salt
        returning salt,
          ceil(extract(epoch from window_start + ${windowMs} * interval '1 millisecond' - now()) * 1000)::int as "msLeft"`,
      );
      return row!;
    },

    /** The ids of the most read visible articles since `since` (a UTC day), most first. */
    async mostRead(since: string, limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`
        select r.article_id as id
        from article_reads r join articles on articles.id = r.article_id
        where r.day >= ${since}::date and ${isPubliclyVisible}
        group by r.article_id
        order by sum(r.reads) desc, max(articles.published_at) desc, r.article_id desc
        limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    async readsPerDay(since: string): Promise<{ day: string; reads: number }[]> {
      return queryRows(
        db,
        sql`
        select day::text as day, sum(reads)::int as reads
        from article_reads where day >= ${since}::date
        group by day order by day`,
      );
    },

    /** Staff see every article's reads, published since or not; a deleted article's went with it. */
    async topArticles(since: string, limit: number) {
      return queryRows<{ id: number; title: string; slug: string; live: boolean; reads: number }>(
        db,
        sql`
        select articles.id, articles.title, articles.slug, ${isPubliclyVisible} as live, sum(r.reads)::int as reads
        from article_reads r join articles on articles.id = r.article_id
        where r.day >= ${since}::date
        group by articles.id
        order by reads desc, articles.id desc
        limit ${limit}`,
      );
    },

    async topReferrers(since: string, limit: number) {
      return queryRows<{ host: string; reads: number }>(
        db,
        sql`
        select host, sum(reads)::int as reads
        from referrer_reads where day >= ${since}::date
        group by host order by reads desc, host
        limit ${limit}`,
      );
    },

    /**
     * Confirmed subscribers when `since` began, and the confirmations and departures of each day from then
     * on (UTC): the screen adds them up, one pass over the subscribers whatever the period. An address that
     * subscribed again and has not confirmed yet is not counted.
     */
    async subscriberChanges(since: string) {
      const [base] = await queryRows<{ total: number }>(
        db,
        sql`
        select count(*)::int as total from newsletter_subscribers
        where status <> 'pending' and confirmed_at < ${startOf(since)}
          and (unsubscribed_at is null or unsubscribed_at >= ${startOf(since)})`,
      );
      const changes = await queryRows<{ day: string; joined: number; left: number }>(
        db,
        sql`
        select day::text as day, sum(joined)::int as joined, sum(left_)::int as left
        from (
          select (confirmed_at at time zone 'UTC')::date as day, 1 as joined, 0 as left_
          from newsletter_subscribers
          where status <> 'pending' and confirmed_at >= ${startOf(since)}
          union all
          select (unsubscribed_at at time zone 'UTC')::date, 0, 1
          from newsletter_subscribers
          where status = 'unsubscribed' and unsubscribed_at >= ${startOf(since)}
            and confirmed_at is not null and confirmed_at <= unsubscribed_at
        ) as moves
        group by day order by day`,
      );
      return { base: base?.total ?? 0, changes };
    },
  };
}
export type ReadsRepository = ReturnType<typeof createReadsRepository>;
