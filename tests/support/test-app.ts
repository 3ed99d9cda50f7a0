import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { type BuildOptions, buildApp } from "../../src/server/app.js";
import { type Config, loadConfig } from "../../src/server/config.js";
import { type Database, openDatabase } from "../../src/server/db/client.js";
import { TEMPLATE_DB, withDatabase } from "./global-setup.js";
import { isOwnFault, type Traffic } from "./hostile-report.js";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every answer this app has sent, and how many of them were 5xx. */
  traffic: Traffic;
  close(): Promise<void>;
}

/** A fresh, migrated database of the kind under test: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `onff_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    return {
      database,
      async drop() {
        await database.close();
        const again = new pg.Client({ connectionString: url });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await again.end();
      },
    };
  }
  const template = await fs.readFile(path.join(process.env.ONFF_TEST_TMP!, "template.tar"));
  const database = await openDatabase({ loadDataDir: new Blob([template]) });
  return { database, drop: () => database.close() };
}

export async function createTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(process.env.ONFF_TEST_TMP!, "app-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000", ...env });
  const { database, drop } = await createTestDatabase();
  const app = await buildApp(config, database, options);
  const traffic: Traffic = { requests: 0, fiveHundreds: 0 };
  app.addHook("onResponse", async (_request, reply) => {
    traffic.requests += 1;
    if (isOwnFault(reply.statusCode)) traffic.fiveHundreds += 1;
  });
  await app.ready();
  return {
    app,
    database,
    config,
    traffic,
    async close() {
      await app.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
