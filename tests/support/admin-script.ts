import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * Runs `npm run admin` (scripts/admin.ts, through tsx's own entry: npx would add seconds) with `args`, on
 * a data folder of its own that starts empty; answers its exit code, what it printed to standard error, and
 * whether it opened a database (anything was written to that folder).
 */
export async function runAdminScript(
  args: string[],
): Promise<{ code: number; stderr: string; openedDatabase: boolean }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-admin-script-"));
  try {
    const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");
    const outcome = await promisify(execFile)(process.execPath, [tsx, "scripts/admin.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    }).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    return { ...outcome, openedDatabase: fs.readdirSync(dataDir).length > 0 };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
