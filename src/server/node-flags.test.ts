import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./node-flags.js";

const environment = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);

describe("server Node flags and environment", () => {
  it("npm start runs the server with them", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`${environment.join(" ")} node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`);
  });

  it("the systemd unit runs the server with them", () => {
    const unit = fs.readFileSync("deploy/onff.service", "utf8");
    expect(unit).toContain(`ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(" ")} dist/server/index.js`);
    for (const assignment of environment) expect(unit).toContain(`Environment=${assignment}`);
  });

  it("are accepted by this Node (an unknown flag stops it) and cap the heap", () => {
    const limitMb = execFileSync(
      process.execPath,
      [...SERVER_NODE_FLAGS, "-p", "Math.round(require('node:v8').getHeapStatistics().heap_size_limit / 2 ** 20)"],
      { encoding: "utf8" },
    );
    expect(Number(limitMb)).toBeGreaterThan(128);
    expect(Number(limitMb)).toBeLessThan(256);
  });
});
