import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createReaderApi } from "#server/pages/reader-api.js";
import { QUERY_TOO_SLOW } from "#server/plugins/errors.js";
import { setupTestApp } from "#tests/support/test-app.js";
import type { Database } from "./client.js";
import { QUERY_CANCELED } from "./query-time-limit.js";

/**
 * Issue 27, point 1: the embedded database answers on its own thread, so a statement that runs for long
 * leaves the server free to answer everything that needs no database; and a statement past
 * QUERY_TIMEOUT_MS answers 503 instead of making its reader wait. Run on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
const t = setupTestApp({ env: { QUERY_TIMEOUT_MS: "400", PAGE_CACHE: "false" } });

/**
 * Makes every statement on `table` wait until the returned function is called: PGlite's one connection is
 * held by an open transaction; on PostgreSQL a transaction holds the table's strongest lock.
 */
async function holdDatabase(database: Database, table: string): Promise<() => Promise<void>> {
  if (database.pglite) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held!: () => void;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const transaction = database.pglite.execInTransaction(async () => {
      held();
      await released;
    });
    await holding;
    return async () => {
      release();
      await transaction;
    };
  }
  const client = new pg.Client({ connectionString: database.postgres!.url });
  await client.connect();
  await client.query("BEGIN");
  await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return async () => {
    await client.query("ROLLBACK");
    await client.end();
  };
}

describe("statements past QUERY_TIMEOUT_MS", () => {
  let release: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await release?.();
    release = undefined;
  });

  it("answer 503 with a message and Retry-After, and the next request is served once the database is free", async () => {
    release = await holdDatabase(t.database, "categories");
    const busy = await t.app.inject({ url: "/api/categories" });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ message: QUERY_TOO_SLOW });
    expect(busy.headers["retry-after"]).toBeDefined();
    // Pages read through the reader API: the same 503, which the page answers with (page-renderer.ts).
    await expect(createReaderApi(t.app.services).categories()).rejects.toMatchObject({
      statusCode: 503,
      message: QUERY_TOO_SLOW,
    });
    await release();
    release = undefined;
    expect((await t.app.inject({ url: "/api/categories" })).statusCode).toBe(200);
  });

  it("never run later: a write whose caller was told 503 is not applied", async () => {
    release = await holdDatabase(t.database, "categories");
    const write = t.database.db.execute(sql`insert into categories (name, slug) values ('Too late', 'too-late')`);
    const error = await write.then(
      () => undefined,
      (failure: Error & { cause?: { code?: string } }) => failure.cause ?? failure,
    );
    expect(error).toMatchObject({ code: QUERY_CANCELED });
    await release();
    release = undefined;
    const rows = await t.app.inject({ url: "/api/categories" });
    expect(rows.json().map((c: { slug: string }) => c.slug)).not.toContain("too-late");
  });
});

describe("the database's own thread", () => {
  it("keeps the server answering while a long statement runs", async () => {
    // Without a time limit: a few seconds of work for the database (a statistics refresh, a bulk job).
    let finished = false;
    const long = (
      t.database.pglite
        ? t.database.pglite.exec("select count(*) from generate_series(1, 1500000)")
        : t.database.maintain("select pg_sleep(2)")
    ).finally(() => {
      finished = true;
    });
    let answered = 0;
    while (!finished) {
      const health = await t.app.inject({ url: "/healthz" });
      expect(health.statusCode).toBe(200);
      answered += 1;
      // A turn of the event loop between requests, as between requests arriving on sockets.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await long;
    // On the serving thread the statement blocked every request until it finished: none would be answered.
    expect(answered).toBeGreaterThan(20);
  });
});
