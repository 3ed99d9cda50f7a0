import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.js";
import { withPreparedStatements } from "./pglite-statements.js";
import * as schema from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A statement runner inside one exclusive transaction (used by the migrator). */
export type RawExec = (sql: string) => Promise<Record<string, unknown>[]>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `work` in one transaction holding an advisory lock, so that concurrent starters take turns. */
  exclusive<T>(lockKey: number, work: (exec: RawExec) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded engine, when it is PGlite (tests copy its data folder). */
  pglite?: PGlite;
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
}

/** The only place that knows whether the database is embedded PGlite or a PostgreSQL server. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir, options.pgliteSharedBuffersMb ?? 32);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on("error", () => {});
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: "postgres",
    async exclusive(lockKey, work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
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
    close: () => pool.end(),
    postgres: { url, pool },
  };
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
  sharedBuffersMb: number,
): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    // PGlite is single-process: a second server on the same folder would corrupt it.
    unlock = (await lockDataDir(dataDir)).release;
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir,
      extensions: { pg_trgm },
      // Prepared statements (pglite-statements.ts) keep one plan, searches excepted.
      postgresqlconf: [`shared_buffers=${sharedBuffersMb}MB`, "plan_cache_mode=force_generic_plan"],
    });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    // drizzle's PGlite driver only calls query() and transaction().
    db: drizzlePglite({ client: withPreparedStatements(client) as PGlite, schema }) as unknown as Db,
    kind: "pglite",
    exclusive: (_lockKey, work) =>
      client.transaction(async (tx) =>
        work(async (text) => {
          const results = await tx.exec(text);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
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
