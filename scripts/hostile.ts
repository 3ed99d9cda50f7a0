// `npm run test:hostile`: the long hostile suite (10,000 fuzz cases, every XSS page in Chromium, a
// 10-minute soak, …), then one table of what it tried and what came of it. Each suite records its own
// figures (tests/support/hostile-report.ts); this script runs them, adds them up, prints the table and
// writes it as JSON and Markdown under bench/results/hostile/. With TEST_DATABASE_URL set, the in-process
// suites run on PostgreSQL and the database is also restarted under the server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { HostileFigures } from "#tests/support/hostile-report.js";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const outDir = path.join(root, "bench/results/hostile");
fs.mkdirSync(outDir, { recursive: true });
const figuresFile = path.join(outDir, "figures.jsonl");
fs.rmSync(figuresFile, { force: true });

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const env = {
  ...process.env,
  HOSTILE_LONG: process.env.HOSTILE_LONG ?? "1", // HOSTILE_LONG=0 runs the fast versions, to try the report
  HOSTILE_REPORT_FILE: figuresFile,
  ...(postgres ? { PG_OUTAGE_TEST: "1" } : {}),
};
/**
 * The hostile suites, and the access and input tests they build on (auth, sessions, uploads, comments, feeds,
 * upstream fetching).
 */
const runs: [string, string[]][] = [
  [
    "in-process suites",
    [
      "vitest",
      "run",
      "tests/hostile",
      "src/server/plugins/access.test.ts",
      "src/server/modules/auth",
      "src/server/modules/comments",
      "src/server/modules/media",
      "src/server/modules/feeds",
      "src/server/upstream",
    ],
  ],
  ["browser and real-server suites", ["vitest", "run", "--config", "vitest.e2e.config.ts", "e2e/hostile"]],
];

const started = Date.now();
const failed: string[] = [];
for (const [label, args] of runs) {
  console.log(`\n[hostile] ${label}: npx ${args.join(" ")}`);
  const result = spawnSync("npx", args, { stdio: "inherit", env });
  if (result.status !== 0) failed.push(label);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

const rows: HostileFigures[] = fs.existsSync(figuresFile)
  ? fs
      .readFileSync(figuresFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as HostileFigures)
  : [];

const sum = (key: keyof HostileFigures) =>
  rows.some((r) => typeof r[key] === "number") ? rows.reduce((a, r) => a + ((r[key] as number) ?? 0), 0) : undefined;
const total: HostileFigures = {
  suite: "**Total**",
  inputs: sum("inputs"),
  payloads: sum("payloads"),
  faults: sum("faults"),
  requests: sum("requests"),
  commentsAccepted: sum("commentsAccepted"),
  commentsStored: sum("commentsStored"),
  fiveHundreds: sum("fiveHundreds"),
  peakMemoryMb: rows.length ? Math.max(...rows.map((r) => r.peakMemoryMb ?? 0)) : undefined,
};

const number = (n: number | undefined) => (n === undefined ? "–" : n.toLocaleString("en-US"));
const comments = (r: HostileFigures) =>
  r.commentsAccepted === undefined ? "–" : `${number(r.commentsAccepted)} / ${number(r.commentsStored)}`;
const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
const cpu = os.cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
const machine = `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ${os.type()} ${os.release()}`;
const date = new Date().toISOString().slice(0, 10);

const markdown = [
  `Hostile suite, ${date}, ${postgres ? "PostgreSQL" : "PGlite"}; ${machine}; ${minutes} min${failed.length ? `; FAILED: ${failed.join(", ")}` : ""}.`,
  "",
  line([
    "Suite",
    "Inputs tried",
    "Payloads tried",
    "Faults injected",
    "Requests sent",
    "Comments accepted / stored",
    "5xx",
    "Peak memory (MB)",
  ]),
  line(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
  ...[...rows, total].map((r) =>
    line([
      r.suite,
      number(r.inputs),
      number(r.payloads),
      number(r.faults),
      number(r.requests),
      comments(r),
      number(r.fiveHundreds),
      number(r.peakMemoryMb),
    ]),
  ),
  "",
  "Inputs: generated requests (fast-check) over every API route. Payloads: one hostile value in one field or",
  "parameter, one hostile file, one forbidden address one way. 5xx: answers of 500 and up, except the 502/503",
  "the spec prescribes while an upstream fails, the database is down or the server is shutting down. Peak",
  "memory: the serving process's peak RSS (in-process suites: the test process that hosts the server).",
  "",
].join("\n");

console.log(`\n${markdown}`);
fs.writeFileSync(path.join(outDir, "latest.md"), markdown);
fs.writeFileSync(
  path.join(outDir, "latest.json"),
  `${JSON.stringify({ date, machine, database: postgres ? "postgresql" : "pglite", minutes: Number(minutes), failed, rows, total }, null, 2)}\n`,
);
console.log(`[hostile] written to ${path.relative(root, outDir)}/latest.md and latest.json`);
process.exit(failed.length ? 1 : 0);
