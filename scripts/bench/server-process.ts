import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "#server/node-flags.js";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn until the first successful answer. */
  startupMs: number;
  /** Peak resident set size so far (VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** Starts the production server build (of the checkout in `dir`, this one by default) and waits until it answers. */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  dir = process.cwd(),
): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/server/index.js"], {
    cwd: dir,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error("server did not start within 120 s");
    try {
      if ((await fetch(`${url}/api/settings`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const startupMs = performance.now() - started;
  return {
    child,
    url,
    startupMs,
    peakRssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
