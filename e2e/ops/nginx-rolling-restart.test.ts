import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "#server/node-flags.js";
import { withDatabase } from "#tests/support/global-setup.js";
import { findNginx } from "../../scripts/test-tools.mjs";
import { freePort, serverEnv } from "../support/server.js";

/**
 * Issue 18's proof for operators: deploy/nginx.conf, as shipped (only its upstream addresses, listen port
 * and log folder replaced), in front of two production app processes on one PostgreSQL database. Under
 * steady reader traffic, a rolling restart (SIGTERM one, start it again, then the other) loses no request
 * and answers no 5xx; a kill -9 of one costs at most the requests in flight on it.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const NGINX_CONF = path.join(ROOT, "deploy/nginx.conf");
const databaseUrl = process.env.TEST_DATABASE_URL;
const nginx = findNginx();
const inCi = process.env.CI === "true";

/** Reader loops running at once: also the most requests a kill -9 may cost (one in flight per loop). */
const CONCURRENCY = 6;

const skipReason = !databaseUrl
  ? "set TEST_DATABASE_URL to run it"
  : !nginx && !inCi
    ? "nginx is not installed: sudo apt-get install -y nginx (or run node scripts/ensure-test-tools.mjs as root)"
    : undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `url` answers 200; fails when the process serving it exits first or time runs out. */
async function untilAnswers(url: string, child: ChildProcess, name: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited while starting (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** One production app process on a fixed port, which can be stopped and started again on that port. */
class AppProcess {
  child: ChildProcess | undefined;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-nginx-app-"));

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  get address() {
    return `127.0.0.1:${this.port}`;
  }

  /** Starts the built server and resolves once it answers /readyz 200 on its own port. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/server/index.js"], {
      cwd: ROOT,
      env: { ...serverEnv(this.port, this.dataDir), ...this.env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    this.child = child;
    await untilAnswers(`http://${this.address}/readyz`, child, `app ${this.name}`, 60_000);
  }

  /** Sends a signal and resolves with how the process ended. */
  async stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null };
    }
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once("exit", (code, endSignal) => resolve({ code, signal: endSignal })),
    );
    child.kill(signal);
    return ended;
  }
}

/**
 * deploy/nginx.conf with this machine's ports and folders: the example upstream servers become the two
 * app processes (their max_fails/fail_timeout kept), its listen lines one loopback port, its logs a
 * temporary folder. Fails when the file no longer has the lines this rewrites, rather than testing a
 * configuration other than the one shipped.
 */
function templateNginxConf(template: string, upstreams: string[], listenPort: number, logDir: string): string {
  const serverLine = /^(\s*server\s+)[^\s;{]+:\d+(\s[^;\n]*)?;/gm;
  const found = template.match(serverLine) ?? [];
  if (found.length !== upstreams.length) {
    throw new Error(
      `deploy/nginx.conf has ${found.length} upstream server lines; the test expects ${upstreams.length}`,
    );
  }
  let next = 0;
  let conf = template.replace(
    serverLine,
    (_line, start: string, params = "") => `${start}${upstreams[next++]}${params};`,
  );
  const listenLine = /^(\s*)listen\s+[^;\n]+;\n/gm;
  if (!template.match(listenLine)) throw new Error("deploy/nginx.conf has no listen line");
  let firstListen = true;
  conf = conf.replace(listenLine, (_line, indent: string) => {
    if (!firstListen) return "";
    firstListen = false;
    return `${indent}listen 127.0.0.1:${listenPort};\n`;
  });
  return conf.replaceAll("/var/log/nginx/", `${logDir}/`);
}

/** The main configuration nginx itself reads: the templated site inside `http`, temp files in `dir`. */
function mainNginxConf(dir: string, site: string): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`)
    .join("\n");
  return `worker_processes 1;\nevents { worker_connections 1024; }\nhttp {\n${temp}\n  include ${site};\n}\n`;
}

interface Outcome {
  startedAt: number;
  path: string;
  status?: number;
  error?: string;
}

/**
 * Traffic through nginx: CONCURRENCY loops, each on its own kept-alive connection (fetch's default), over
 * `paths`; a path written "POST /api/…/comments" posts a comment there (nginx never retries a POST, so
 * the app itself must answer every one, even while it shuts down).
 */
function steadyLoad(baseUrl: string, paths: string[]) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loop = async (offset: number) => {
    for (let n = offset; running; n += 1) {
      const target = paths[n % paths.length]!;
      const outcome: Outcome = { startedAt: Date.now(), path: target };
      try {
        const post = target.startsWith("POST ");
        const response = post
          ? await fetch(`${baseUrl}${target.slice(5)}`, {
              method: "POST",
              headers: { "content-type": "application/json", origin: baseUrl },
              body: JSON.stringify({ name: "Rolling reader", body: `Posted during a restart, number ${n}` }),
            })
          : await fetch(`${baseUrl}${target}`);
        await response.arrayBuffer();
        outcome.status = response.status;
      } catch (error) {
        outcome.error = String((error as Error).cause ?? error);
      }
      outcomes.push(outcome);
    }
  };
  const loops = Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => loop(i)));
  return {
    outcomes,
    async stop() {
      running = false;
      await loops;
      return outcomes;
    },
  };
}

const failed = (outcome: Outcome) => outcome.error !== undefined || (outcome.status ?? 0) >= 500;

function summary(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = outcome.error ? `error ${outcome.error}` : String(outcome.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return `${outcomes.length} requests: ${JSON.stringify(Object.fromEntries(counts))}`;
}

describe.skipIf(skipReason !== undefined)(
  `deploy/nginx.conf in front of two app processes on PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    // Made in beforeAll: a skipped suite still runs this callback to collect its tests.
    let workDir = "";
    const databaseName = `onff_nginx_${process.pid}_${Date.now()}`;
    let nginxProcess: ChildProcess | undefined;
    let nginxPort = 0;
    let apps: AppProcess[] = [];
    let paths: string[] = [];

    const accessLog = () => path.join(workDir, "onff.access.log");
    const errorLog = () => path.join(workDir, "onff.error.log");
    const baseUrl = () => `http://127.0.0.1:${nginxPort}`;

    /** Access-log lines written since `offset` bytes. */
    const accessLogSince = (offset: number) => {
      const text = fs.existsSync(accessLog()) ? fs.readFileSync(accessLog(), "utf8") : "";
      return text.slice(offset).split("\n").filter(Boolean);
    };
    const accessLogSize = () => (fs.existsSync(accessLog()) ? fs.statSync(accessLog()).size : 0);

    /**
     * Waits until nginx has passed requests to this app and had 200 back since `offset`. A restarted process
     * answering /readyz is not enough: nginx holds a server out for fail_timeout after it failed, and stopping
     * the other one then would leave nginx with no server to send readers to.
     */
    async function untilNginxUses(app: AppProcess, offset: number) {
      const served = new RegExp(
        `upstream=(?:[^ ]+, )*${app.address.replace(/\./g, "\\.")} upstream_status=(?:[^ ]+, )*200 `,
      );
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        if (accessLogSince(offset).some((line) => served.test(line))) return;
        await sleep(100);
      }
      throw new Error(`nginx sent no request to app ${app.name} (${app.address}) within 30 s`);
    }

    beforeAll(async () => {
      if (!nginx) {
        throw new Error(
          "nginx not found (looked for NGINX_PATH, /usr/sbin/nginx, nginx on PATH): CI installs it with " +
            "node scripts/ensure-test-tools.mjs (as root); by hand: apt-get install -y nginx",
        );
      }
      if (!fs.existsSync(path.join(ROOT, "dist/server/index.js"))) throw new Error("dist/ is missing: npm run build");
      workDir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-nginx-"));
      // The temporary folder must be reachable by nginx's workers, which drop root for `nobody`.
      fs.chmodSync(workDir, 0o755);

      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();

      nginxPort = await freePort();
      const env = {
        DATABASE_URL: withDatabase(databaseUrl!, databaseName),
        PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
        TRUST_PROXY: "true",
        // Every loop posts comments from nginx's one client address: no limit may refuse them.
        COMMENT_RATE_LIMIT: "100000000",
        // The app would log each request at info; warnings and errors are what this test wants to see.
        LOG_LEVEL: "warn",
      };
      const ports = [await freePort(), await freePort()];
      apps = [new AppProcess("A", ports[0]!, env), new AppProcess("B", ports[1]!, env)];
      // One after the other: the first migrates the new database and loads the demo newsroom.
      for (const app of apps) await app.start();

      const template = fs.readFileSync(NGINX_CONF, "utf8");
      const site = path.join(workDir, "onff.conf");
      fs.writeFileSync(
        site,
        templateNginxConf(
          template,
          apps.map((app) => app.address),
          nginxPort,
          workDir,
        ),
      );
      const main = path.join(workDir, "nginx.conf");
      fs.writeFileSync(main, mainNginxConf(workDir, site));
      const pidFile = path.join(workDir, "nginx.pid");
      const args = ["-e", path.join(workDir, "error.log"), "-p", workDir, "-c", main];
      nginxProcess = spawn(nginx, [...args, "-g", `daemon off; pid ${pidFile};`], {
        stdio: ["ignore", "inherit", "inherit"],
      });
      await untilAnswers(`${baseUrl()}/healthz`, nginxProcess, "nginx", 15_000);

      const list = (await (await fetch(`${baseUrl()}/api/articles?limit=1`)).json()) as {
        articles: { slug: string }[];
      };
      const slug = list.articles[0]?.slug;
      if (!slug) throw new Error("the demo newsroom has no article");
      paths = ["/", `/articles/${slug}`, "/api/articles", `POST /api/articles/${slug}/comments`];
    }, 150_000);

    afterAll(async () => {
      // Each step on its own: a failure in one must not leave the others running.
      const steps: (() => Promise<unknown>)[] = [
        ...apps.map((app) => () => app.stop("SIGKILL")),
        async () => {
          if (!nginxProcess || nginxProcess.exitCode !== null || nginxProcess.signalCode !== null) return;
          const ended = new Promise((resolve) => nginxProcess!.once("exit", resolve));
          nginxProcess.kill("SIGTERM");
          await ended;
        },
        async () => {
          if (!databaseUrl) return;
          const admin = new pg.Client({ connectionString: databaseUrl });
          await admin.connect();
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
          } finally {
            await admin.end();
          }
        },
      ];
      for (const step of steps) await step().catch((error) => console.error("clean-up:", error));
      if (workDir && fs.existsSync(errorLog())) {
        const errors = fs.readFileSync(errorLog(), "utf8").trim();
        if (errors) console.log(`nginx error log (upstream failures nginx retried):\n${errors}`);
      }
      for (const app of apps) fs.rmSync(app.dataDir, { recursive: true, force: true });
      if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
    }, 60_000);

    it("a rolling restart under steady load loses no request, comment posts included, and answers no 5xx", async () => {
      const before = accessLogSize();
      const load = steadyLoad(baseUrl(), paths);
      try {
        // Both processes take traffic before the first one goes.
        for (const app of apps) await untilNginxUses(app, before);
        for (const app of apps) {
          const ended = await app.stop("SIGTERM");
          expect(ended, `app ${app.name} drains and exits 0 on SIGTERM`).toEqual({ code: 0, signal: null });
          const restartedAt = accessLogSize();
          await app.start();
          await untilNginxUses(app, restartedAt);
        }
      } finally {
        await load.stop();
      }
      const outcomes = load.outcomes;
      const retried = accessLogSince(before).filter((line) => /upstream=[^ ]+, /.test(line)).length;
      console.log(`rolling restart through nginx: ${summary(outcomes)}; ${retried} retried on the other process`);
      expect(outcomes.filter(failed), summary(outcomes)).toEqual([]);
      expect(outcomes.every((outcome) => outcome.status === 200 || outcome.status === 201)).toBe(true);
      expect(outcomes.filter((outcome) => outcome.status === 201).length).toBeGreaterThan(CONCURRENCY);
      expect(outcomes.length).toBeGreaterThan(CONCURRENCY * 10);
    }, 120_000);

    it("kill -9 of one process costs at most the requests in flight on it; the other keeps serving", async () => {
      const [victim, survivor] = apps as [AppProcess, AppProcess];
      // Should the rolling restart have failed half-way, both run again first.
      for (const app of apps) if (!app.running) await app.start();
      const before = accessLogSize();
      const load = steadyLoad(baseUrl(), paths);
      let killedAt = 0;
      try {
        for (const app of apps) await untilNginxUses(app, before);
        const ended = await victim.stop("SIGKILL");
        killedAt = Date.now();
        expect(ended.signal).toBe("SIGKILL");
        // Traffic after the process is gone: only the survivor can answer it.
        await untilNginxUses(survivor, accessLogSize());
        const afterKill = () => load.outcomes.filter((outcome) => outcome.startedAt > killedAt).length;
        while (afterKill() < CONCURRENCY * 20) await sleep(50);
      } finally {
        await load.stop();
      }
      const outcomes = load.outcomes;
      const lost = outcomes.filter(failed);
      const afterKill = outcomes.filter((outcome) => outcome.startedAt > killedAt);
      console.log(`kill -9 through nginx: ${summary(outcomes)}; after the kill: ${summary(afterKill)}`);
      expect(lost.length, summary(lost)).toBeLessThanOrEqual(CONCURRENCY);
      expect(afterKill.filter(failed), summary(afterKill)).toEqual([]);
    }, 120_000);
  },
);
