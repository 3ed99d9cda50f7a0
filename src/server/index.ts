import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { runPrimary, WORKER_STARTED } from "./cluster.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import type { Database } from "./db/client.js";
import { refreshStaleStatistics } from "./db/maintenance.js";
import { openConfiguredDatabase } from "./db/open-from-config.js";
import { seedDemoContent } from "./db/seed/seed-demo.js";
import { startJobs } from "./jobs.js";
import { createAuth } from "./modules/auth/index.js";
import { createTerms } from "./modules/terms/index.js";
import { openMediaStore } from "./modules/media/open-media-store.js";
import { hasWebBuild } from "./pages/page-renderer.js";
import { servePrimaryMetrics } from "./plugins/metrics.js";
import { registerPages } from "./pages/pages.js";

/** Set in the child process that creates a new embedded database (see createEmbeddedDatabaseApart). */
const CREATE_DATABASE_ONLY = "ONFF_CREATE_DATABASE_ONLY";
/** Set in the workers of WORKERS=N: the primary has prepared the database, so they only serve. */
const CLUSTER_WORKER = "ONFF_CLUSTER_WORKER";
/** Set in the workers when the primary has a first account's password to print after their lines. */
const PASSWORD_AFTER_WORKERS = "ONFF_PASSWORD_AFTER_WORKERS";
/**
 * How long the first account's password waits for the start's own lines (the desk's first check of its
 * sources and the stored pictures' upkeep, jobs.ts) before it is printed anyway: the site serves meanwhile.
 */
const PASSWORD_WAIT_MS = 30_000;
/**
 * How long a stopping server behind a proxy (TRUST_PROXY) keeps answering, each answer ending its
 * connection, before it closes: enough for a busy proxy to have used, and so ended, each connection.
 */
const LEAVE_GRACE_MS = 2_000;

/** The first staff account's password notice (prepare), until it is printed. */
let firstAccount: string | undefined;
/**
 * Prints it last, whatever LOG_LEVEL says, so that a newcomer's first start ends with the one line they
 * need: once the site listens and the start's own lines are logged, or just before the message of a start
 * that failed after making it.
 */
function printFirstAccount() {
  if (firstAccount) console.log(firstAccount);
  firstAccount = undefined;
}

/** Prints the first account's password once `startedUp` settles, or after PASSWORD_WAIT_MS at most. */
function printFirstAccountAfter(startedUp: Promise<void>) {
  const timer = setTimeout(printFirstAccount, PASSWORD_WAIT_MS);
  void startedUp.then(() => {
    clearTimeout(timer);
    printFirstAccount();
  });
}

/**
 * The first start on a new embedded database creates it, migrates it and loads the demo newsroom in a
 * short-lived child process. PGlite's WebAssembly memory grows for that work and never shrinks: done in
 * the server's own process it would keep that memory for its whole life (ADR 0008 has the figures).
 */
function createEmbeddedDatabaseApart(config: Config) {
  if (config.databaseUrl || process.env[CREATE_DATABASE_ONLY]) return;
  if (fs.existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))) return;
  const script = process.argv[1];
  if (!script) return;
  const child = spawnSync(process.execPath, [...process.execArgv, script], {
    env: { ...process.env, [CREATE_DATABASE_ONLY]: "1" },
    stdio: "inherit",
  });
  if (child.status !== 0) throw new Error(`Creating the embedded database failed (exit code ${child.status})`);
}

/**
 * What is done once per start, before any request is served: the database migrated (by opening it), the
 * demo newsroom loaded when it is empty, the first staff account made when ADMIN_EMAIL asks for one.
 * With WORKERS=N the primary does it, so that the workers do not race to seed. Answers the first staff
 * account's password notice, when one was made, for the caller to print last, once the site listens.
 */
async function prepare(config: Config, database: Database, log: (message: string) => void) {
  const media = await openMediaStore(config, { warn: (_error, message) => log(message) });
  if (config.seedDemo) {
    await seedDemoContent(database.db, { uploadDir: config.uploadDir, publicUrl: config.publicUrl, media });
  }
  // The starter term base, once per database: afterwards the terms are the newsroom's (terms.service.ts).
  const starter = await createTerms(database).loadStarterSet();
  if (starter.added > 0) log(`Loaded the starter term base: ${starter.added} terms (the Terms screen keeps them)`);
  // The child that creates a new embedded database leaves the account to the server it works for, so that
  // the server can print the password after everything else.
  if (process.env[CREATE_DATABASE_ONLY]) return undefined;
  const account = await createAuth(database, config).ensureStaffAccount(config.admin);
  if (account?.made === "kept") {
    log(
      `ADMIN_EMAIL: the staff account ${account.email} exists, so its password, role and two-factor sign-in ` +
        "are left as they are (the operator resets them with: npm run admin -- --email E --password P)",
    );
  } else if (account?.made === "configured") {
    log(`ADMIN_EMAIL: created the staff account ${account.email}, an administrator`);
  } else if (account?.made === "random") {
    return (
      "Created the first staff account (the password is shown once: change it on My account): " +
      `sign in at ${config.publicUrl}/admin/login as ${account.email} with password ${account.password}`
    );
  }
  return undefined;
}

/** WORKERS=N: prepares the database once, then starts the workers (cluster.ts) that serve. */
async function startPrimary(config: Config) {
  const log = (message: string) => console.log(`[primary ${process.pid}] ${message}`);
  const database = await openConfiguredDatabase(config);
  try {
    const notice = await prepare(config, database, log);
    if (notice) firstAccount = `[primary ${process.pid}] ${notice}`;
  } finally {
    await database.close();
  }
  // From the bundled server, the workers run this very file (under `npm start` the script is start.mjs).
  const self = fileURLToPath(import.meta.url);
  if (self.endsWith(".js")) cluster.setupPrimary({ exec: self });
  log(`starting ${config.workers} workers on port ${config.port}`);
  // A scrape of /metrics lands on one worker, which asks the primary for the whole machine's figures.
  if (config.metricsToken) servePrimaryMetrics();
  // The password comes after the workers' own start-up lines, which they print in order (see startServer).
  let workersStarted = () => {};
  printFirstAccountAfter(new Promise((resolve) => (workersStarted = resolve)));
  runPrimary({
    workers: config.workers,
    log,
    workerEnv: { [CLUSTER_WORKER]: "1", ...(firstAccount ? { [PASSWORD_AFTER_WORKERS]: "1" } : {}) },
    afterWorkersStarted: workersStarted,
  });
}

/** One serving process: alone (WORKERS=1), or one of the workers of WORKERS=N. */
async function startServer(config: Config) {
  createEmbeddedDatabaseApart(config);
  const database = await openConfiguredDatabase(config, { serving: true });
  const worker = Boolean(process.env[CLUSTER_WORKER]);
  if (!worker) firstAccount = await prepare(config, database, (message) => console.warn(message));
  if (process.env[CREATE_DATABASE_ONLY]) {
    await database.close();
    process.exit(0);
  }
  await refreshStaleStatistics(database);

  const web = hasWebBuild();
  const app = await buildApp(config, database, {
    // pino writes standard output asynchronously, so its lines could follow the password notice printed
    // after them: a start that has one to print logs through process.stdout, in order with console.log.
    logStream:
      (firstAccount || process.env[PASSWORD_AFTER_WORKERS]) && config.env === "production" ? process.stdout : undefined,
    extend: web
      ? (app) =>
          registerPages(app, {
            publicUrl: config.publicUrl,
            googleNewsUrl: config.upstreams.googleNewsUrl,
            renderThreads: config.renderThreads,
          })
      : undefined,
  });
  if (!web) app.log.warn("No web build found (run npm run build): serving the API only");

  // The background jobs start once the server listens (jobs.ts).
  let stopJobs = async () => {};

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      // No job starts anything new from now on; the work under way finishes while the requests do.
      const jobsStopped = stopJobs();
      // Behind a load balancer, its kept-alive connections are ended one answer at a time first (app.ts).
      if (config.trustProxy !== false) await app.leave(LEAVE_GRACE_MS);
      await app.close();
      await jobsStopped;
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // Node's default for SIGHUP is to exit on the spot, without finishing a request: a `systemctl reload`
  // must never take a single-process site down. With WORKERS > 1 the primary restarts its workers.
  process.on("SIGHUP", () => {
    if (!worker)
      app.log.warn("SIGHUP: with WORKERS=1 there is nothing to reload; restart the service to load a new build");
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Only News for Free is serving ${config.publicUrl}`);
  const startedUp = new Promise<void>((resolve) => {
    if (stopping) return resolve();
    stopJobs = startJobs({ config, database, services: app.services, log: app.log, afterStartUp: resolve });
  });
  if (worker) void startedUp.then(() => process.send?.(WORKER_STARTED));
  else printFirstAccountAfter(startedUp);
}

/** Start: config → database → migrate → seed when empty → app → listen; graceful shutdown on signals. */
async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) await startPrimary(config);
  else await startServer(config);
}

main().catch((error) => {
  printFirstAccount();
  // A configuration or operator mistake gets its message alone; anything unexpected gets the full error.
  if (
    error instanceof ConfigError ||
    /in use by another server|EADDRINUSE|Creating the embedded database failed/.test(String(error?.message))
  ) {
    console.error(`Start-up failed: ${error.message}`);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
