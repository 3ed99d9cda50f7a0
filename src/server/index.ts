import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildApp } from "./app.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { openConfiguredDatabase } from "./db/open-from-config.js";
import { refreshStaleStatistics, scheduleMaintenance } from "./db/maintenance.js";
import { seedDemoContent } from "./db/seed/seed-demo.js";
import { backfillRenditions } from "./modules/uploads/backfill.js";
import { hasWebBuild } from "./pages/page-renderer.js";
import { registerPages } from "./pages/pages.js";

/** Set in the child process that creates a new embedded database (see createEmbeddedDatabaseApart). */
const CREATE_DATABASE_ONLY = "ONFF_CREATE_DATABASE_ONLY";

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

/** Start: config → database → migrate → seed when empty → app → listen; graceful shutdown on signals. */
async function main() {
  const config = loadConfig();
  createEmbeddedDatabaseApart(config);
  const database = await openConfiguredDatabase(config);
  if (config.seedDemo) await seedDemoContent(database.db, { uploadDir: config.uploadDir, publicUrl: config.publicUrl });
  if (process.env[CREATE_DATABASE_ONLY]) {
    await database.close();
    process.exit(0);
  }
  await refreshStaleStatistics(database);

  const web = hasWebBuild();
  const app = await buildApp(config, database, {
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
  const firstAdmin = await app.services.auth.ensureStaffAccount(config.admin);
  if (firstAdmin) {
    app.log.warn(
      `Created the first staff account: ${firstAdmin.email} with password ${firstAdmin.password} ` +
        "(shown once; change it with: npm run admin -- --email E --password P)",
    );
    if (config.logLevel === "silent") console.log(`Staff account ${firstAdmin.email} / ${firstAdmin.password}`);
  }

  const stopMaintenance = scheduleMaintenance(database, (error) => app.log.warn({ err: error }, "maintenance failed"));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      stopMaintenance();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Only News for Free is serving ${config.publicUrl}`);
  // Pictures stored before responsive renditions existed get them now, in the background, one at a time.
  backfillRenditions(config.uploadDir, app.log).then(
    (made) => made && app.log.info(`Made the WebP renditions of ${made} stored image(s)`),
    (error) => app.log.warn({ err: error }, "rendition backfill stopped"),
  );
}

main().catch((error) => {
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
