import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { lockDataDir } from "./data-dir-lock.js";
import { type RemotePglite, startPgliteThread } from "./pglite-remote.js";
import * as schema from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A statement runner inside one exclusive transaction (used by the migrator). */
export type RawExec = (sql: string) => Promise<Record<string, unknown>[]>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `work` in one transaction holding an advisory lock, so that concurrent starters take turns. */
  exclusive<T>(lockKey: number, work: (exec: RawExec) => Promise<T>): Promise<T>;
  /** Runs a maintenance statement (VACUUM) outside any transaction and without the time limit. */
  maintain(statement: string): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine in its own thread, when it is PGlite (backups, tests copying its data folder). */
  pglite?: RemotePglite;
  /** The server's address and this process's pool, when it is PostgreSQL (change notices, metrics). */
  postgres?: { url: string; pool: pg.Pool };
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** PGlite only: start from a copy of this data-folder tarball (fast test databases). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** PGlite only: PostgreSQL's shared_buffers in MB (its default of 128 MB dominates the process's memory). */
  pgliteSharedBuffersMb?: number;
  /**
   * Longest a statement may take (0 or unset: no limit); past it the query fails with PostgreSQL's
   * query_canceled (57014), which the API answers with 503. Migrations and maintenance are not limited.
   */
  queryTimeoutMs?: number;
}

/** The only place that knows whether the database is embedded PGlite or a PostgreSQL server. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const queryTimeoutMs = options.queryTimeoutMs ?? 0;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, queryTimeoutMs);
  return openPglite(options.dataDir, options.loadDataDir, options.pgliteSharedBuffersMb ?? 16, queryTimeoutMs);
}

async function openPostgres(url: string, max: number, queryTimeoutMs: number): Promise<Database> {
  // The driver loads only here: a server on the embedded database never carries it (ADR 0019).
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    // The server cancels a statement past the limit (0 is PostgreSQL's "no limit").
    statement_timeout: queryTimeoutMs,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on("error", () => {});
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: "postgres",
    async exclusive(lockKey, work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SET LOCAL statement_timeout = 0");
        await client.query("SELECT pg_advisory_xact_lock($1)", [lockKey]);
        const result = await work(async (text) => (await client.query(text)).rows);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async maintain(statement) {
      const client = await pool.connect();
      try {
        await client.query("SET statement_timeout = 0");
        await client.query(statement);
      } finally {
        await client.query(`SET statement_timeout = ${queryTimeoutMs}`).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
    postgres: { url, pool },
  };
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
  sharedBuffersMb: number,
  queryTimeoutMs: number,
): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    // PGlite is single-process: a second server on the same folder would corrupt it.
    unlock = (await lockDataDir(dataDir)).release;
  }
  let client: RemotePglite;
  try {
    // Off the thread that serves HTTP (ADR 0017): a slow query never stalls cached pages or /healthz.
    client = await startPgliteThread(
      { dataDir, loadDataDir: loadDataDir && (await loadDataDir.arrayBuffer()), sharedBuffersMb },
      queryTimeoutMs,
    );
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    // drizzle's PGlite driver only calls query() and transaction().
    db: drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db,
    kind: "pglite",
    exclusive: (_lockKey, work) => client.execInTransaction(work),
    maintain: async (statement) => {
      await client.exec(statement);
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    pglite: client,
  };
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
