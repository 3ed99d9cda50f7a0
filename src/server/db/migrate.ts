import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./client.js";

const MIGRATION_LOCK = 727_001;

export function migrationsFolder(): string {
  // Works from the source tree (tsx) and from the bundled server in dist/ (migrations copied beside it).
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "db", "migrations")];
  const found = candidates.find((dir) => fs.existsSync(dir));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

/**
 * Applies the numbered SQL files not yet recorded, in order, in one transaction under an advisory
 * lock: idempotent, and safe when several processes start against one PostgreSQL at once.
 */
export async function migrate(database: Database, folder = migrationsFolder()): Promise<string[]> {
  const files = fs
    .readdirSync(folder)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  return database.exclusive(MIGRATION_LOCK, async (exec) => {
    await exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const applied = new Set((await exec("SELECT name FROM schema_migrations")).map((r) => String(r.name)));
    const pending = files.filter((f) => !applied.has(f));
    for (const file of pending) {
      await exec(fs.readFileSync(path.join(folder, file), "utf8"));
      await exec(`INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}')`);
    }
    return pending;
  });
}
