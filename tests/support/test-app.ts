import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type BuildOptions, buildApp } from "#server/app.js";
import { type Config, loadConfig } from "#server/config.js";
import { type Database, openDatabase } from "#server/db/client.js";
import { staffCookie } from "./factories.js";
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

/**
 * A fresh, migrated database of the kind under test: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 * `queryTimeoutMs`: the statements' time limit, as a server's QUERY_TIMEOUT_MS (default: none).
 */
export async function createTestDatabase(queryTimeoutMs = 0): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `onff_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5, queryTimeoutMs });
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
  const database = await openDatabase({ loadDataDir: new Blob([template]), queryTimeoutMs });
  return { database, drop: () => database.close() };
}

/** An app on a fresh database; `env` over the test defaults (QUERY_TIMEOUT_MS, unset here, limits its statements). */
export async function createTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase(Number(env.QUERY_TIMEOUT_MS ?? 0));
  return appOn(database, env, "http://localhost:3000", options, drop);
}

/**
 * Another server process's app on the same PostgreSQL database as `first` (its own pool, change-notice
 * listener, caches and budgets, as a second process or machine has), with `env` over the test defaults.
 * Closing it leaves the database to `first`.
 */
export async function createSecondApp(first: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  const url = first.database.postgres?.url;
  if (!url) throw new Error("createSecondApp: two apps share a database on PostgreSQL only (set TEST_DATABASE_URL)");
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return appOn(database, env, first.config.publicUrl, {}, () => database.close());
}

/** Builds an app on `database` with its own data folder; closing it closes the app, then `release`s the database. */
async function appOn(
  database: Database,
  env: Record<string, string>,
  publicUrl: string,
  options: BuildOptions,
  release: () => Promise<void>,
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(process.env.ONFF_TEST_TMP!, "app-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: publicUrl, ...env });
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
      await release();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SetupTestAppOptions {
  /** Environment over the test defaults (createTestApp's first argument). */
  env?: Record<string, string>;
  /** buildApp's options (createTestApp's second argument), such as `extend` for stand-in routes. */
  build?: BuildOptions;
  /** Creates the staff account and logs in through the API: `t.cookie` is the session's Cookie header. */
  staff?: boolean;
  /** Listens on a free port of 127.0.0.1, for tests over real sockets: `t.origin` and `t.port`. */
  listen?: boolean;
}

/** The app of a test file (or describe block), built by setupTestApp's hooks. Read it in hooks and tests only. */
export interface TestAppHandle extends Omit<TestApp, "close"> {
  /** The staff session's Cookie header (`{ staff: true }`). */
  readonly cookie: string;
  /** http://127.0.0.1:port (`{ listen: true }`). */
  readonly origin: string;
  readonly port: number;
  /** Whether the app was built: false before its beforeAll has run, or if it failed. Stays true once closed. */
  readonly built: boolean;
}

/**
 * One test app for the tests of this file (or of the describe block it is called in): a beforeAll builds
 * it (createTestApp, then the staff login and the listening socket if asked for) and an afterAll closes it.
 *
 *     const t = setupTestApp({ env: { COMMENT_RATE_LIMIT: "3" }, staff: true });
 *     it("…", async () => {
 *       const response = await t.app.inject({ url: "/api/admin/stats", headers: { cookie: t.cookie } });
 *     });
 *
 * Hooks registered after this call run after the app is built (beforeAll) and before it is closed
 * (afterAll: Vitest runs after-hooks in reverse order), so a file seeds data or records a report in its
 * own hooks. Pass a function for options that depend on something a beforeAll registered before this call
 * makes, such as a fake upstream's URL: it is called when the app is built.
 *
 * (Named after Ember's setupTest, not use…: in this React code base, Biome and readers take use… for a hook.)
 */
export function setupTestApp(options: SetupTestAppOptions | (() => SetupTestAppOptions) = {}): TestAppHandle {
  let current: TestApp | undefined;
  let cookie: string | undefined;
  let port: number | undefined;
  beforeAll(async () => {
    const { env, build, staff, listen } = typeof options === "function" ? options() : options;
    current = await createTestApp(env, build);
    if (staff) cookie = await staffCookie(current.app);
    if (listen) {
      await current.app.listen({ port: 0, host: "127.0.0.1" });
      port = (current.app.server.address() as AddressInfo).port;
    }
  });
  afterAll(async () => {
    await current?.close();
  });
  const need = () => {
    if (!current) throw new Error("setupTestApp: no app yet (read it in a hook or test, after its beforeAll built it)");
    return current;
  };
  const given = <T>(value: T | undefined, option: string): T => {
    need();
    if (value === undefined) throw new Error(`setupTestApp: pass { ${option}: true } for this`);
    return value;
  };
  return liveView(need, {
    get cookie() {
      return given(cookie, "staff");
    },
    get port() {
      return given(port, "listen");
    },
    get origin() {
      return `http://127.0.0.1:${given(port, "listen")}`;
    },
    get built() {
      return current !== undefined;
    },
  });
}

/**
 * Two server processes' apps on one PostgreSQL database (createTestApp, then createSecondApp), built by a
 * beforeAll and closed by an afterAll, as setupTestApp does for one; `a` and `b` read the current apps.
 * `env` may be a function, called when they are built (for settings a beforeAll registered before this
 * call makes, such as a bucket's address).
 */
export function setupTwoProcesses(env: Record<string, string> | (() => Record<string, string>) = {}) {
  const apps: { a?: TestApp; b?: TestApp } = {};
  beforeAll(async () => {
    const settings = typeof env === "function" ? env() : env;
    apps.a = await createTestApp(settings);
    apps.b = await createSecondApp(apps.a, settings);
  });
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });
  const view = (name: "a" | "b") =>
    liveView(() => {
      const app = apps[name];
      if (!app) throw new Error("setupTwoProcesses: no apps yet (read them in a hook or test)");
      return app;
    }, {});
  return { a: view("a"), b: view("b") };
}

/**
 * A test app as hooks build it: `app`, `database`, `config` and `traffic` read the app `need()` answers
 * at the time they are read (built by a beforeAll), and `extra`'s own getters stay getters.
 */
function liveView<Extra extends object>(need: () => TestApp, extra: Extra): Omit<TestApp, "close"> & Extra {
  const view = {
    get app() {
      return need().app;
    },
    get database() {
      return need().database;
    },
    get config() {
      return need().config;
    },
    get traffic() {
      return need().traffic;
    },
  };
  return Object.defineProperties(view, Object.getOwnPropertyDescriptors(extra)) as typeof view & Extra;
}
