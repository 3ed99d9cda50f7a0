import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "#server/node-flags.js";
import { withDatabase } from "#tests/support/global-setup.js";
import { freePort, serverEnv } from "../support/server.js";

/**
 * Issue 42's "a newcomer's first ten minutes": the first start on a new database ends with the one line a
 * newcomer needs, the first staff account's password, after the start's own lines. The desk's first check
 * of its sources is one of those: here both sources answer 503, so that check logs a warning per source
 * about ten seconds after the site listens, and the password must come after those warnings, with one
 * process and with the workers of WORKERS=2 (whose "is serving" lines come first too).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const databaseUrl = process.env.TEST_DATABASE_URL;
const PASSWORD_LINE = /Created the first staff account .* with password \S+$/;

/** The desk's two sources, failing: each request is counted and answered 503. */
let upstream: http.Server;
let upstreamUrl = "";
let upstreamRequests = 0;

beforeAll(async () => {
  upstream = http.createServer((_request, response) => {
    upstreamRequests += 1;
    response.writeHead(503).end("down for maintenance");
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
});

/** The lines a server printed on standard output and standard error, in the order they arrived. */
function collectLines(child: ChildProcess): string[] {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts.filter(Boolean));
    });
  }
  return lines;
}

/** Starts the production server on a new database, as `npm start` does on a newcomer's first start. */
async function firstStart(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-first-start-"));
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...base } = serverEnv(port, dataDir);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/server/index.js"], {
    cwd: ROOT,
    env: {
      ...base,
      LOG_LEVEL: "info",
      WIRE_REFRESH_MINUTES: "10",
      RSS_SVT_URL: `${upstreamUrl}/svt.xml`,
      RSS_AFTONBLADET_URL: `${upstreamUrl}/aftonbladet.xml`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = collectLines(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { lines, exited, stop };
}

/** Waits for the password line; fails with what was printed if the server exits first. */
async function untilPassword(started: Awaited<ReturnType<typeof firstStart>>) {
  let exited = false;
  void started.exited.then(() => {
    exited = true;
  });
  while (!started.lines.some((line) => PASSWORD_LINE.test(line))) {
    if (exited) throw new Error(`the server exited before printing the password:\n${started.lines.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return started.lines.findIndex((line) => PASSWORD_LINE.test(line));
}

const pollWarning = (line: string) => /"source":"(SVT|Aftonbladet)"/.test(line) && /503/.test(line);

describe("the first start", () => {
  it("prints the password after the site listens and after the desk's first check has logged", async () => {
    const started = await firstStart({});
    try {
      const at = await untilPassword(started);
      const before = started.lines.slice(0, at);
      expect(upstreamRequests, "the desk checked its sources before the password").toBeGreaterThan(0);
      expect(before.some((line) => line.includes("Only News for Free is serving"))).toBe(true);
      expect(before.filter(pollWarning), before.join("\n")).toHaveLength(2);
    } finally {
      await started.stop();
    }
  }, 90_000);

  describe.skipIf(!databaseUrl)("with WORKERS=2 on PostgreSQL", () => {
    const databaseName = `onff_first_start_${process.pid}`;
    const admin = () => new pg.Client({ connectionString: databaseUrl });

    beforeAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`CREATE DATABASE ${databaseName}`);
      await client.end();
    });
    afterAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await client.end();
    });

    it("prints the password after both workers serve and after the desk's first check has logged", async () => {
      const before = upstreamRequests;
      const started = await firstStart({ WORKERS: "2", DATABASE_URL: withDatabase(databaseUrl!, databaseName) });
      try {
        const at = await untilPassword(started);
        const printed = started.lines.slice(0, at);
        expect(upstreamRequests - before, "the desk checked its sources before the password").toBeGreaterThan(0);
        expect(
          printed.filter((line) => /worker \d+ is serving/.test(line)),
          printed.join("\n"),
        ).toHaveLength(2);
        // Each source is checked by the one worker whose claim on it succeeds.
        expect(printed.filter(pollWarning), printed.join("\n")).toHaveLength(2);
      } finally {
        await started.stop();
      }
    }, 90_000);
  });
});
