import type { Database } from "./client.js";

/**
 * Runs `job` in at most one of the server processes sharing this database at a time: the one that takes
 * PostgreSQL's session advisory lock `lockKey` runs it, the others skip it (and answer undefined), as
 * they would a job already done. The lock is held on one pooled connection for the job's duration and
 * released with it; should the process die, PostgreSQL releases it with the connection.
 *
 * The embedded database has one process: the job just runs.
 */
export async function runOnce<T>(database: Database, lockKey: number, job: () => Promise<T>): Promise<T | undefined> {
  const pool = database.postgres?.pool;
  if (!pool) return job();
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1) as taken", [lockKey]);
    if (!rows[0]?.taken) return undefined;
    try {
      return await job();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [lockKey]);
    }
  } finally {
    client.release();
  }
}
