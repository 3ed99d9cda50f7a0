import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, type LockKind, lockDataDir } from "./data-dir-lock.js";

/** Takes the lock in its own process and keeps it until killed. */
const HOLDER = `
import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, "data-dir-lock.ts"))};
await lockDataDir(process.argv[1], process.argv[2]);
console.log("locked");
setInterval(() => {}, 60_000);
`;

interface Holder {
  pid: number;
  /** `sh` turned `sleep`: the holder's parent, which never reaps it, so killed it stays a zombie. */
  launcher: ChildProcess;
}

const launchers: ChildProcess[] = [];

async function startHolder(dataDir: string, kind: LockKind): Promise<Holder> {
  const holder = [process.execPath, "--import", "tsx", "--input-type=module", "-e", HOLDER, dataDir, kind];
  const launcher = spawn("sh", ["-c", '"$0" "$@" & echo $!; exec sleep 60', ...holder], {
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  launchers.push(launcher);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    launcher.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("locked\n")) resolve();
    });
    launcher.once("exit", () => reject(new Error(`the holder's launcher exited: ${output}`)));
    setTimeout(() => reject(new Error(`the holder did not lock in 10 s: ${output}`)), 10_000);
  });
  return { pid: Number(output.split("\n")[0]), launcher };
}

/** Linux only: the process is a zombie (dead, not reaped). */
function isZombie(pid: number): boolean {
  return /^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
}

async function waitUntil(check: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

let root: string;
let dataDir: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "onff-lock-"));
  dataDir = path.join(root, "pglite");
});
afterEach(() => {
  for (const launcher of launchers.splice(0)) {
    try {
      process.kill(-launcher.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
});

const kinds: LockKind[] = process.platform === "linux" ? ["abstract", "file"] : ["file"];

describe.skipIf(process.platform === "win32").each(kinds)("lockDataDir (%s socket)", (kind) => {
  it("refuses a second lock while the holder lives, naming its process", async () => {
    const holder = await startHolder(dataDir, kind);
    const refusal = lockDataDir(dataDir, kind);
    await expect(refusal).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(refusal).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by another server (process ${holder.pid}). ` +
        "Stop that server first, or set DATA_DIR to another folder. The embedded database serves one process " +
        "only: to run several server processes on one database, set DATABASE_URL to a PostgreSQL server.",
    );
  });

  it("is taken at once after the holder is killed with SIGKILL, though it lingers as a zombie", async () => {
    const holder = await startHolder(dataDir, kind);
    process.kill(holder.pid, "SIGKILL");
    if (process.platform === "linux") await waitUntil(() => isZombie(holder.pid));
    // What the pid-file lock checked: the zombie still "runs".
    expect(() => process.kill(holder.pid, 0)).not.toThrow();
    // A socket file is left behind, stale.
    if (kind === "file") expect(fs.existsSync(`${dataDir}.sock`)).toBe(true);
    // Taken, not refused: lockDataDir gives up with DataDirInUseError when it still finds a holder past its
    // own short deadline, so getting the lock at all proves the zombie was not mistaken for a live holder
    // (no time limit here, which would depend on how busy the machine is).
    const lock = await lockDataDir(dataDir, kind);
    lock.release();
  });

  it("is free again once released, in this process or another", async () => {
    (await lockDataDir(dataDir, kind)).release();
    const holder = await startHolder(dataDir, kind);
    await expect(lockDataDir(dataDir, kind)).rejects.toThrow(`(process ${holder.pid})`);
  });

  it("is not blocked by a leftover .lock pid file of the old scheme naming a live process", async () => {
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid)); // live, as a reused pid would be
    const lock = await lockDataDir(dataDir, kind);
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    lock.release();
  });
});

describe.skipIf(process.platform === "win32")("the database scripts while a server holds the database", () => {
  const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");
  const run = (script: string, args: string[]) => {
    try {
      execFileSync(process.execPath, [tsx, script, ...args], {
        env: { ...process.env, DATA_DIR: root, DATABASE_URL: "", LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      return { status: 0, output: "" };
    } catch (error) {
      const e = error as { status: number; stdout: Buffer; stderr: Buffer };
      return { status: e.status, output: `${e.stdout}${e.stderr}` };
    }
  };

  it("db:backup and db:restore refuse to run", async () => {
    const holder = await startHolder(dataDir, process.platform === "linux" ? "abstract" : "file");
    const backup = run("scripts/db-backup.ts", ["--out", path.join(root, "backup")]);
    expect(backup.status).toBe(1);
    expect(backup.output).toContain(`is in use by another server (process ${holder.pid})`);
    const from = path.join(root, "from");
    fs.mkdirSync(from);
    fs.writeFileSync(path.join(from, "database.tar.gz"), "");
    const restore = run("scripts/db-restore.ts", ["--from", from, "--force"]);
    expect(restore.status).toBe(2);
    expect(restore.output).toContain(`is in use by another server (process ${holder.pid})`);
  }, 20_000);
});
