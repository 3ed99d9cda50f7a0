import { sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.js";

/** An article's reads as written to the database, over every day. */
export async function readsOf(database: Database, articleId: number): Promise<number> {
  const [row] = await queryRows<{ reads: number }>(
    database.db,
    sql`select coalesce(sum(reads), 0)::int as reads from article_reads where article_id = ${articleId}`,
  );
  return row!.reads;
}

/** The reads a referring host brought, as written to the database, over every day. */
export async function referrerReads(database: Database, host: string): Promise<number> {
  const [row] = await queryRows<{ reads: number }>(
    database.db,
    sql`select coalesce(sum(reads), 0)::int as reads from referrer_reads where host = ${host}`,
  );
  return row!.reads;
}
