import { sql } from "drizzle-orm";
import { type RepeatLog, repeat } from "../repeat.js";
import { type Database, queryRows } from "./client.js";

interface TableSize {
  name: string;
  /** Pages recorded by the last ANALYZE or VACUUM (persisted). */
  recordedPages: number;
  /** -1 when the table was never analyzed. */
  recordedRows: number;
  pages: number;
}

/**
 * The embedded database has no autovacuum daemon (PGlite is single-process), so without this the
 * planner would keep the statistics of an empty table and index-only scans would never apply. A table
 * whose size moved more than 20 % since its last statistics (or that never had any) gets VACUUM ANALYZE.
 * PostgreSQL servers do this themselves; there it is a no-op.
 */
export async function refreshStaleStatistics(database: Database): Promise<string[]> {
  if (database.kind !== "pglite") return [];
  const tables = await queryRows<TableSize>(
    database.db,
    sql`select c.relname as name, c.relpages::int as "recordedPages", c.reltuples::float8 as "recordedRows",
          (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
  );
  const stale = tables.filter(
    (t) =>
      t.pages > 0 && (t.recordedRows < 0 || Math.abs(t.pages - t.recordedPages) > Math.max(8, t.recordedPages * 0.2)),
  );
  for (const table of stale) {
    await database.maintain(`vacuum analyze "${table.name.replace(/"/g, '""')}"`);
  }
  return stale.map((t) => t.name);
}

/**
 * Runs the refresh every `intervalMs`; returns a stop function for shutdown, which settles once a refresh
 * under way has finished (so that the database is not closed in the middle of it).
 */
export function scheduleMaintenance(database: Database, log: RepeatLog, intervalMs = 15 * 60_000): () => Promise<void> {
  if (database.kind !== "pglite") return async () => {};
  return repeat(() => refreshStaleStatistics(database), { everyMs: intervalMs, log, failed: "maintenance failed" });
}

/** After a bulk load, on either kind of database: statistics and visibility map brought up to date at once. */
export async function vacuumAnalyzeAll(database: Database): Promise<void> {
  await database.maintain("vacuum analyze");
}
