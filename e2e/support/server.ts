import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.js";
import { comments } from "#server/db/schema.js";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "#server/node-flags.js";

export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e-password-123" };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** Graceful stop (SIGTERM); removes the data folder unless it was given. */
  stop(): Promise<void>;
  /** Crash: SIGKILL, no chance to flush or clean up. */
  kill9(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a data folder (restart after a crash); otherwise a fresh one is made and removed on stop. */
  dataDir?: string;
}

/** The environment of a production server on this port and data folder, with the e2e staff account. */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...SERVER_ENV,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: "warn",
    // The desk's sources are polled when a test asks (POST /api/admin/wire/refresh), never behind its back.
    WIRE_REFRESH_MINUTES: "0",
    // Pages render on a thread as in production, also on a machine with one core.
    RENDER_THREADS: "1",
  };
}

/** Builds for production (scripts/build.mjs), unless E2E_SKIP_BUILD says dist/ and build/ are current. */
export function buildForProduction() {
  if (process.env.E2E_SKIP_BUILD) return;
  const root = path.resolve(import.meta.dirname, "../..");
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
}

/** Starts the real production server on a free port, by default with a fresh demo database. */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, "../..");
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "onff-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/server/index.js"], {
    cwd: root,
    // Every browser and request of the suite comes from 127.0.0.1: the per-client budgets would be shared.
    env: {
      ...serverEnv(port, dataDir),
      COMMENT_RATE_LIMIT: "1000",
      LOGIN_RATE_LIMIT: "1000",
      READS_PER_ADDRESS: "10000",
      SEARCH_RATE_LIMIT: "0",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Ready when it answers; a server that never does fails here, not in the first test that reaches it.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/settings`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server on ${baseUrl} did not answer /api/settings within 90 s of starting`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill9() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * The bodies of the comments starting with `prefix` in a stopped server's embedded database, read from its
 * files: every one, where the moderation list shows only the newest (PENDING_LIST_MAX).
 */
export async function storedCommentBodies(dataDir: string, prefix: string): Promise<string[]> {
  const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    const rows = await database.db
      .select({ body: comments.body })
      .from(comments)
      .where(sql`starts_with(${comments.body}, ${prefix})`);
    return rows.map((row) => row.body);
  } finally {
    await database.close();
  }
}
