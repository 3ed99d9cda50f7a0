import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_FLAGS, chromiumPath } from "#e2e/support/browser.js";

export interface Chromium {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts Debian's Chromium with a DevTools port for Lighthouse to drive (never a downloaded browser), in a
 * throw-away profile. The port is the one Chromium reports, so several audits can run side by side.
 */
export async function launchChromium(): Promise<Chromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "onff-audit-chromium-"));
  const child = spawn(
    chromiumPath(),
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${output}`));
    });
  });
  child.stderr.resume();
  return {
    port,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
