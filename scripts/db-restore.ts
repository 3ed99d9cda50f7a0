// `npm run db:restore -- --from DIR [--force]`: restores a backup made by db:backup into DATA_DIR (and
// UPLOAD_DIR). Refuses to overwrite an existing database unless --force; stop the server first.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config.js";
import { openDatabase } from "#server/db/client.js";
import { lockDataDir } from "#server/db/data-dir-lock.js";
import { databaseOptions } from "#server/db/open-from-config.js";
import { migrate } from "#server/db/migrate.js";

const { values } = parseArgs({ options: { from: { type: "string" }, force: { type: "boolean" } }, strict: true });
if (!values.from) {
  console.error("Usage: npm run db:restore -- --from ./backups/2026-11-21 [--force]");
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (see the README).");
  process.exit(2);
}
const from = path.resolve(values.from);
const archive = path.join(from, "database.tar.gz");
if (!fs.existsSync(archive)) {
  console.error(`${archive} not found: is ${from} a folder made by npm run db:backup?`);
  process.exit(2);
}
const target = databaseOptions(config).dataDir!;
if (fs.existsSync(target) && !values.force) {
  console.error(`${target} already holds a database: stop the server and pass --force to replace it.`);
  process.exit(2);
}
// Held until the new database is in place: no server may start on the folder meanwhile.
const lock = await lockDataDir(target).catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});
try {
  // Restore into a fresh folder beside the target, check it opens and migrates, then swap it in.
  const staging = `${target}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: staging, loadDataDir: new Blob([fs.readFileSync(archive)]) });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(staging, target);
} finally {
  lock.release();
}
const uploads = path.join(from, "uploads");
if (fs.existsSync(uploads)) fs.cpSync(uploads, config.uploadDir, { recursive: true });
console.log(`Restored ${from} into ${target}.`);
