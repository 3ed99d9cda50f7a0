import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "#server/db/client.js";
import { migrate } from "#server/db/migrate.js";

/**
 * The PostgreSQL template every test database is copied from; ONFF_TEST_TEMPLATE_DB names another, so that
 * two test runs (two checkouts) on one PostgreSQL server do not drop each other's.
 */
export const TEMPLATE_DB = process.env.ONFF_TEST_TEMPLATE_DB || "onff_test_template";

/**
 * Migrates one template database per test run: a PGlite data-folder tarball, or (with TEST_DATABASE_URL)
 * a PostgreSQL template database that each test file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "onff-tests-"));
  process.env.ONFF_TEST_TMP = dir;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB) });
    await migrate(database);
    await database.close();
  } else {
    const database = await openDatabase({});
    await migrate(database);
    const client = database.pglite;
    if (!client) throw new Error("PGlite client not exposed");
    const dump = await client.dumpDataDir("none");
    await fs.writeFile(path.join(dir, "template.tar"), Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
