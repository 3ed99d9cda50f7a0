import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.js";
import { migrate } from "#server/db/migrate.js";

const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");
function run(script: string, args: string[], dataDir: string): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [tsx, script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return { status: 0, output };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, output: `${e.stdout}${e.stderr}` };
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("db:backup and db:restore (embedded database)", () => {
  it("round-trips the database and the uploads, and refuses to overwrite without --force", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "onff-backup-"));
    const source = path.join(root, "source");
    try {
      const database = await openDatabase({ dataDir: path.join(source, "pglite") });
      await migrate(database);
      await database.pglite!.exec("insert into categories (name, slug) values ('Kept', 'kept')");
      await database.close();
      fs.mkdirSync(path.join(source, "uploads"), { recursive: true });
      fs.writeFileSync(path.join(source, "uploads", "picture.png"), "bytes");

      const backup = path.join(root, "backup");
      expect(run("scripts/db-backup.ts", ["--out", backup], source).status).toBe(0);
      const target = path.join(root, "target");
      expect(run("scripts/db-restore.ts", ["--from", backup], target).status).toBe(0);
      const again = run("scripts/db-restore.ts", ["--from", backup], target);
      expect(again.status).toBe(2);
      expect(again.output).toContain("pass --force");

      const restored = await openDatabase({ dataDir: path.join(target, "pglite") });
      const rows = await restored.pglite!.query<{ slug: string }>("select slug from categories");
      await restored.close();
      expect(rows.rows.map((r) => r.slug)).toEqual(["kept"]);
      expect(fs.readFileSync(path.join(target, "uploads", "picture.png"), "utf8")).toBe("bytes");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
