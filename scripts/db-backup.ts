// `npm run db:backup -- --out DIR`: copies the embedded database (a compressed data-folder archive) and
// the uploaded images into DIR. Stop the server first: the embedded database is single-process. For
// PostgreSQL (DATABASE_URL) use pg_dump, as the README says.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config.js";
import { openDatabase } from "#server/db/client.js";
import { databaseOptions } from "#server/db/open-from-config.js";

const { values } = parseArgs({ options: { out: { type: "string" } }, strict: true });
if (!values.out) {
  console.error("Usage: npm run db:backup -- --out ./backups/2026-11-21");
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).");
  process.exit(2);
}
const out = path.resolve(values.out);
if (fs.existsSync(out) && fs.readdirSync(out).length > 0) {
  console.error(`${out} is not empty: choose a new folder for the backup.`);
  process.exit(2);
}
const database = await openDatabase(databaseOptions(config)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
try {
  fs.mkdirSync(out, { recursive: true });
  const archive = await database.pglite!.dumpDataDir("gzip");
  fs.writeFileSync(path.join(out, "database.tar.gz"), Buffer.from(await archive.arrayBuffer()));
  if (fs.existsSync(config.uploadDir)) fs.cpSync(config.uploadDir, path.join(out, "uploads"), { recursive: true });
  fs.writeFileSync(
    path.join(out, "backup.json"),
    `${JSON.stringify({ createdAt: new Date().toISOString(), dataDir: config.dataDir }, null, 2)}\n`,
  );
  console.log(`Backup written to ${out} (database.tar.gz and uploads/).`);
} finally {
  await database.close();
}
