import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Another live server has the embedded database open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, holderPid?: number) {
    super(
      `The embedded database in ${dataDir} is in use by another server${holderPid ? ` (process ${holderPid})` : ""}. ` +
        "Stop that server first, or set DATA_DIR to another folder. The embedded database serves one process " +
        "only: to run several server processes on one database, set DATABASE_URL to a PostgreSQL server.",
    );
    this.name = "DataDirInUseError";
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Where the lock socket lives. "abstract" (Linux): a name with no file, freed by the kernel with the
 * holder's last descriptor. "pipe" (Windows): a named pipe, likewise. "file" (macOS and others): a socket
 * file beside the data folder, which a crash leaves behind.
 */
export type LockKind = "abstract" | "pipe" | "file";

const defaultKind: LockKind =
  process.platform === "linux" ? "abstract" : process.platform === "win32" ? "pipe" : "file";

/** What a holder says to whoever connects: who it is and its pid, for the refusal message. */
const GREETING = "onff-pglite-lock";

/**
 * PGlite is single-process: a second server on the same folder would corrupt it. The lock is a socket the
 * holder listens on while it has the database open. The operating system closes it the moment the holder
 * dies, even while it lingers as a zombie nobody reaps, so a restart right after kill -9 gets it at once
 * and a reused pid can never pass for the holder (as it could with a pid file). `kind` follows the
 * platform; tests pass "file" to try the macOS way on Linux.
 */
export async function lockDataDir(dataDir: string, kind: LockKind = defaultKind): Promise<DataDirLock> {
  const address = lockAddress(realPath(path.resolve(dataDir)), kind);
  const deadline = Date.now() + 2_000;
  let server: net.Server;
  for (;;) {
    try {
      server = await listen(address);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    }
    const holder = await askHolder(address);
    if (holder.live || Date.now() > deadline) throw new DataDirInUseError(dataDir, holder.pid);
    // The holder is dead. A socket file it left behind is removed; an abstract name or a pipe is freed by
    // the kernel when the last of its threads has exited, a few milliseconds after it shows as a zombie.
    if (kind === "file") fs.rmSync(address, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The lock must not keep the process alive (the database's close() releases it; exiting does too).
  server.unref();
  // The pid file of the earlier scheme, left by a crash, would only mislead a reader of the folder.
  fs.rmSync(`${dataDir}.lock`, { force: true });
  return { release: () => server.close() };
}

/** The folder's real path, so that a relative or symlinked DATA_DIR names the same lock; it may not exist yet. */
function realPath(dir: string): string {
  try {
    return fs.realpathSync.native(dir);
  } catch {
    const parent = path.dirname(dir);
    return parent === dir ? dir : path.join(realPath(parent), path.basename(dir));
  }
}

function lockAddress(realDir: string, kind: LockKind): string {
  const name = `onff-pglite-${createHash("sha256").update(realDir).digest("hex").slice(0, 32)}`;
  if (kind === "abstract") return `\0${name}`;
  if (kind === "pipe") return `\\\\.\\pipe\\${name}`;
  // Socket paths are limited to about 104 bytes; a deep data folder gets its socket in the temp folder.
  const beside = `${realDir}.sock`;
  return Buffer.byteLength(beside) < 100 ? beside : path.join(os.tmpdir(), `${name}.sock`);
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      socket.on("error", () => {}); // a caller that hangs up early must not crash the server
      socket.end(`${GREETING} ${process.pid}\n`);
    });
    server.once("error", reject);
    // exclusive: under cluster, a worker must hold the socket itself, not share the primary's.
    server.listen({ path: address, exclusive: true }, () => {
      server.off("error", reject);
      server.on("error", () => {}); // a failed accept (out of descriptors) must not crash the server either
      resolve(server);
    });
  });
}

const DEAD_HOLDER = ["ECONNREFUSED", "ECONNRESET", "ENOENT"];

/** Connects to the lock: live when something accepts (its pid when it is one of ours and answers quickly). */
function askHolder(address: string): Promise<{ live: boolean; pid?: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = "";
    const done = (live: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const pid = new RegExp(`^${GREETING} (\\d+)\n`).exec(answer)?.[1];
      resolve({ live, pid: pid ? Number(pid) : undefined });
    };
    // Connected but silent: alive, its event loop busy (a long query); name no pid.
    const timer = setTimeout(() => done(true), 1_000);
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
      if (answer.includes("\n")) done(true);
    });
    socket.on("end", () => done(true));
    // Refused, reset (its threads still exiting) or gone: the holder is dead or dying.
    socket.on("error", (error: NodeJS.ErrnoException) => done(!DEAD_HOLDER.includes(error.code ?? "")));
  });
}
