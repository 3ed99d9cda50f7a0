import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "#server/node-flags.js";
import { recordHostile } from "#tests/support/hostile-report.js";
import { freePort, serverEnv } from "../support/server.js";

const RESTARTS = 20;
const root = path.resolve(import.meta.dirname, "../..");

interface Started {
  /** The server's own process. */
  pid: number;
  /** `sh` turned `sleep`: the server's parent, which never reaps it. */
  launcher: ChildProcess;
  baseUrl: string;
}

/**
 * Starts the production server the way e2e/support/server.ts does, but as the child of a parent that never
 * reaps it (like a container's PID 1 that is no init): killed, it stays a zombie, as in the reported crash.
 * Resolves once /api/settings answers; `requests` counts every request sent.
 */
async function start(dataDir: string, traffic: { requests: number }): Promise<Started> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const launcher = spawn(
    "sh",
    ["-c", '"$0" "$@" 1>&2 & echo $!; exec sleep 600', process.execPath, ...SERVER_NODE_FLAGS, "dist/server/index.js"],
    {
      cwd: root,
      env: { ...serverEnv(port, dataDir), SEED_DEMO: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  launcher.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const pid = await new Promise<number>((resolve, reject) => {
    launcher.stdout?.once("data", (chunk) => resolve(Number(String(chunk).trim())));
    launcher.once("error", reject);
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    // The server cannot be waited for (not our child): its "Start-up failed" message says it gave up.
    if (output.includes("Start-up failed")) break;
    traffic.requests++;
    try {
      if ((await fetch(`${baseUrl}/api/settings`)).ok) return { pid, launcher, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  process.kill(pid, "SIGKILL"); // still the launcher's child (alive or a zombie): the pid is its own
  launcher.kill("SIGKILL");
  throw new Error(`the server did not start: ${output.trim() || "no output in 30 s"}`);
}

/** Ends a launcher (sleep) and so its zombie; once Node has reaped it, its pid may be another's: leave it. */
function endLauncher(started: Started) {
  const { launcher } = started;
  if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill("SIGKILL");
}

describe.skipIf(process.platform === "win32")("restart right after kill -9", () => {
  it(`starts at once on the same data folder, ${RESTARTS} times in a row`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-restart-"));
    const traffic = { requests: 0 };
    let kills = 0;
    let restarts = 0;
    let running: Started | undefined;
    try {
      running = await start(dataDir, traffic);
      for (let i = 0; i < RESTARTS; i++) {
        const crashed: Started = running;
        running = undefined;
        process.kill(crashed.pid, "SIGKILL"); // the crash: no shutdown, and its parent leaves a zombie
        kills++;
        try {
          running = await start(dataDir, traffic); // the supervisor restarts it at once
        } finally {
          endLauncher(crashed);
        }
        restarts++;
      }
    } finally {
      if (running) {
        process.kill(running.pid, "SIGKILL");
        endLauncher(running);
      }
      recordHostile({ suite: `Restart after kill -9 (x${RESTARTS})`, faults: kills, requests: traffic.requests });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(restarts).toBe(RESTARTS);
  }, 240_000);
});
