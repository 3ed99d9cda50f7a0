// `npm run bench [-- --articles 100000 --duration 10 --warmup 2 --connections 50 --pg --wrk --skip-build --only name]`
// Builds for production, generates the dataset, starts the real server and drives it with autocannon (or
// with wrk, an independent load generator written in C, given `--wrk`), next to a plain Node server
// answering the article page's bytes (the baseline, same run, same machine).
// Prints one table and writes it as JSON and Markdown under bench/results/. Nothing here asserts speed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { startBaseline } from "./bench/baseline.js";
import { type InvalidationDelay, measureInvalidationDelay } from "./bench/scale-out.js";
import { type FloodResult, runSearchFlood, variedSearchPath } from "./bench/search-flood.js";
import { type ServerProcess, startServerProcess } from "./bench/server-process.js";
import { hasWrk, type LoadRequest, type LoadResult, runWrk } from "./bench/wrk.js";

const { values } = parseArgs({
  options: {
    articles: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50" },
    pg: { type: "boolean", default: false },
    wrk: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
    against: { type: "string" },
  },
});
const articles = Number(values.articles);
const duration = Number(values.duration);
/** Seconds of the same load before each measured run, not counted: JIT, connections, database caches. */
const warmup = Number(values.warmup);
const connections = Number(values.connections);
if (![articles, duration, warmup, connections].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error("--articles, --duration, --warmup and --connections take whole numbers");
  process.exit(2);
}

interface Scenario {
  name: string;
  server: "baseline" | "cached" | "uncached";
  requests: LoadRequest[];
  /** Each request as sent, made anew every time (autocannon only: wrk sends a fixed list in turn). */
  vary?: (request: LoadRequest) => LoadRequest;
}

/**
 * The article page alone, then while `FLOOD_CLIENTS` send uncacheable searches (issue 27): the round whose
 * share kept is the median of `FLOOD_ROUNDS`, with the range of all of them (one round on two shared cores
 * varies by a fifth either way).
 */
interface FloodRow {
  server: string;
  alone: Omit<Row, "ratio">;
  flooded: Omit<Row, "ratio">;
  flood: FloodResult;
  /** The share kept in each round, lowest first. */
  keptRange: number[];
}
const FLOOD_CLIENTS = 8;
const FLOOD_ROUNDS = 3;
interface Row {
  scenario: string;
  server: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  ratio: number | null;
}

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

function log(line: string) {
  console.log(`[bench] ${line}`);
}

async function freshPostgres(): Promise<string> {
  const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS onff_bench WITH (FORCE)");
  await admin.query("CREATE DATABASE onff_bench");
  await admin.end();
  const url = new URL(base);
  url.pathname = "/onff_bench";
  return url.toString();
}

/** `seconds` of load on `url` with the chosen load generator. */
async function load(
  url: string,
  requests: LoadRequest[],
  seconds: number,
  vary?: (request: LoadRequest) => LoadRequest,
): Promise<LoadResult> {
  if (values.wrk) return runWrk(url, requests, { connections, duration: seconds });
  const sent = vary ? requests.map((request) => ({ ...request, setupRequest: vary })) : requests;
  const result = await autocannon({ url, connections, duration: seconds, requests: sent });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function run(scenario: Scenario, url: string): Promise<Omit<Row, "ratio">> {
  if (warmup > 0) await load(url, scenario.requests, warmup, scenario.vary);
  const { reqPerSec, p50, p99, failures } = await load(url, scenario.requests, duration, scenario.vary);
  return { scenario: scenario.name, server: scenario.server, reqPerSec, p50, p99, non2xx: failures };
}

/** The cached article page alone, then during a search flood of the same length (warm-up included), in turn. */
async function measureFlood(url: string, articlePath: string, server: string): Promise<FloodRow> {
  const scenario: Scenario = { name: "article page", server: "cached", requests: [{ path: articlePath }] };
  const rounds: Omit<FloodRow, "keptRange">[] = [];
  for (let round = 1; round <= FLOOD_ROUNDS; round++) {
    log(`running the search flood on ${server}, round ${round} of ${FLOOD_ROUNDS}: the article page alone`);
    const alone = await run(scenario, url);
    log(
      `running the search flood on ${server}, round ${round}: the article page with ${FLOOD_CLIENTS} clients searching`,
    );
    const [flooded, flood] = await Promise.all([
      run(scenario, url),
      runSearchFlood(url, FLOOD_CLIENTS, warmup + duration),
    ]);
    rounds.push({ server, alone, flooded, flood });
  }
  const kept = (r: Omit<FloodRow, "keptRange">) => r.flooded.reqPerSec / r.alone.reqPerSec;
  rounds.sort((a, b) => kept(a) - kept(b));
  return { ...rounds[Math.floor(rounds.length / 2)]!, keptRange: rounds.map(kept) };
}

function floodTable(rows: FloodRow[]): string {
  const header = `| server | article req/s alone | with the flood | throughput kept (median of ${FLOOD_ROUNDS} rounds, range) | p99 ms alone | p99 ms with the flood | p99 ratio | flood req/s | flood answers |`;
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const lines = rows.map(({ server, alone, flooded, flood, keptRange }) => {
    const statuses = Object.entries(flood.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
    return `| ${server} | ${alone.reqPerSec} | ${flooded.reqPerSec} | ${percent(flooded.reqPerSec / alone.reqPerSec)} (${percent(keptRange[0]!)}–${percent(keptRange.at(-1)!)}) | ${alone.p99} | ${flooded.p99} | ${(flooded.p99 / Math.max(alone.p99, 1)).toFixed(2)}× | ${flood.reqPerSec} | ${statuses} |`;
  });
  return [header, "|---|---:|---:|---:|---:|---:|---:|---:|---|", ...lines].join("\n");
}

/**
 * `--against REF`: the same commit's build in a git worktree (sharing node_modules), so that today's code
 * and REF are measured on the same data in the same run.
 */
function buildReference(ref: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-against-"));
  fs.rmSync(dir, { recursive: true });
  execFileSync("git", ["worktree", "add", "--detach", dir, ref], { stdio: ["ignore", "ignore", "inherit"] });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  log(`building ${ref} in ${dir}`);
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  return dir;
}

function table(rows: Row[]): string {
  const header = "| scenario | server | req/s | p50 ms | p99 ms | non-2xx | vs baseline |";
  const lines = rows.map(
    (r) =>
      `| ${r.scenario} | ${r.server} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.ratio === null ? "" : `${(r.ratio * 100).toFixed(1)} %`} |`,
  );
  return [header, "|---|---|---:|---:|---:|---:|---:|", ...lines].join("\n");
}

async function main() {
  if (values.wrk && !(await hasWrk())) {
    console.error("--wrk needs wrk on the PATH (Debian: apt-get install wrk)");
    process.exit(2);
  }
  if (!values["skip-build"]) {
    log("building for production");
    execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-bench-"));
  const databaseUrl = values.pg ? await freshPostgres() : "";
  // No per-client search budget: the load comes from one address, and the flood stands for many. One
  // proxy trusted: the read beacons say which reader they come from in X-Forwarded-For.
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    COMMENT_RATE_LIMIT: "100000000",
    SEARCH_RATE_LIMIT: "0",
    TRUST_PROXY: "1",
  };
  const reference = values.against ? buildReference(values.against) : undefined;
  log(`generating ${articles} articles on ${values.pg ? "PostgreSQL" : "PGlite"}`);
  const seedStart = performance.now();
  execFileSync(process.execPath, ["dist/scripts/seed.js", "--articles", String(articles)], {
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  log(`dataset ready in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const rows: Row[] = [];
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    loadGenerator: values.wrk ? "wrk" : "autocannon",
    articles,
    duration,
    warmup,
    connections,
  };
  const wanted = (name: string) => !values.only || name.includes(values.only);
  let server: ServerProcess | undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  let homeBaseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  let invalidation: InvalidationDelay | undefined;
  const workerRows: { scenario: string; one: number; two: number; ratio: number; p99One: number; p99Two: number }[] =
    [];
  const floodRows: FloodRow[] = [];
  try {
    server = await startServerProcess(env, 3900);
    report.startupMs = Math.round(server.startupMs);
    log(`server answered ${Math.round(server.startupMs)} ms after start`);

    const list = (await (await fetch(`${server.url}/api/articles?limit=1`)).json()) as {
      articles: { id: number; slug: string; category: { slug: string } | null }[];
    };
    const article = list.articles[0]!;
    const categorySlug = article.category?.slug ?? "politics";
    const category = (await (await fetch(`${server.url}/api/categories/${categorySlug}/articles?limit=1`)).json()) as {
      total: number;
    };
    const deepPage = Math.max(1, Math.min(2000, Math.ceil(category.total / 12)));
    const articleHtml = Buffer.from(await (await fetch(`${server.url}/articles/${article.slug}`)).arrayBuffer());
    baseline = await startBaseline(articleHtml, "text/html; charset=utf-8");
    // Home is several times the article's size: the same plain server answering home's bytes shows how
    // much of home's figure is the bytes themselves.
    const homeHtml = Buffer.from(await (await fetch(`${server.url}/`)).arrayBuffer());
    homeBaseline = await startBaseline(homeHtml, "text/html; charset=utf-8");
    report.homeBytes = homeHtml.length;
    report.articleBytes = articleHtml.length;
    report.deepCategoryPage = deepPage;

    const get = (p: string) => [{ path: p }];
    const comment = JSON.stringify({ name: "Bench Reader", body: "A comment posted during the benchmark." });
    // Issue 31: the beacon an article page sends once it is shown.
    const beacon = (userAgent: string, address = "10.0.0.1"): LoadRequest => ({
      method: "POST",
      path: "/api/reads",
      headers: { "content-type": "application/json", "user-agent": userAgent, "x-forwarded-for": address },
      body: JSON.stringify({ articleId: article.id, referrer: "https://www.google.com/" }),
    });
    // Every beacon from another reader (address, through the proxy header: TRUST_PROXY=1 below), all with
    // one browser name, as readers share a few: a reader's repeat within 30 minutes is not counted.
    const everyBeacon = (userAgent: string) => {
      let n = 0;
      return (request: LoadRequest) => {
        if (request.method !== "POST") return request;
        n += 1;
        return beacon(userAgent, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
      };
    };
    const cached: Scenario[] = [
      { name: "baseline (article bytes)", server: "baseline", requests: get("/") },
      { name: "baseline (home bytes)", server: "baseline", requests: get("/") },
      { name: "article page", server: "cached", requests: get(`/articles/${article.slug}`) },
      { name: "home", server: "cached", requests: get("/") },
      {
        // Each view of the cached page with the read it counts: page views per second are half of its req/s.
        name: "article page + read beacon (counted)",
        server: "cached",
        requests: [{ path: `/articles/${article.slug}` }, beacon("")],
        vary: values.wrk
          ? undefined
          : everyBeacon(
              "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
            ),
      },
      {
        // The same requests from a bot: answered alike and not counted, so the difference is the counting.
        name: "article page + read beacon (bot, not counted)",
        server: "cached",
        requests: [{ path: `/articles/${article.slug}` }, beacon("")],
        vary: values.wrk ? undefined : everyBeacon("Googlebot/2.1 (+http://www.google.com/bot.html)"),
      },
      { name: "category page 1", server: "cached", requests: get(`/category/${categorySlug}`) },
      {
        name: `category page ${deepPage}`,
        server: "cached",
        requests: get(`/category/${categorySlug}?page=${deepPage}`),
      },
      { name: "search common word", server: "cached", requests: get("/api/search?q=stockholm") },
      { name: "search rare word", server: "cached", requests: get("/api/search?q=anaesthesia") },
      { name: "search misspelled", server: "cached", requests: get("/api/search?q=stokholm") },
      { name: "all-articles", server: "cached", requests: get("/all-articles") },
      { name: "api featured", server: "cached", requests: get("/api/articles?featured=true&limit=10") },
      { name: "api settings", server: "cached", requests: get("/api/settings") },
      { name: "api comments", server: "cached", requests: get(`/api/articles/${article.slug}/comments`) },
      {
        name: "mixed (reads + comment posts)",
        server: "cached",
        requests: [
          ...Array.from({ length: 8 }, () => ({ path: `/articles/${article.slug}` })),
          { path: "/" },
          {
            method: "POST",
            path: `/api/articles/${article.slug}/comments`,
            headers: { "content-type": "application/json" },
            body: comment,
          },
        ],
      },
    ];
    let baselineRps = 0;
    for (const scenario of cached.filter((s) => s.name.startsWith("baseline") || wanted(s.name))) {
      const url =
        scenario.name === "baseline (home bytes)"
          ? homeBaseline.url
          : scenario.server === "baseline"
            ? baseline.url
            : server.url;
      log(`running ${scenario.name}`);
      const row = await run(scenario, url);
      if (scenario.name === "baseline (article bytes)") baselineRps = row.reqPerSec;
      rows.push({ ...row, ratio: baselineRps ? row.reqPerSec / baselineRps : null });
    }
    if (wanted("search flood"))
      floodRows.push(await measureFlood(server.url, `/articles/${article.slug}`, "this build"));
    report.peakRssCachedMb = Math.round(server.peakRssMb());
    await server.stop();

    // Rendering and querying costs, with the response cache switched off: what a reader pays the first
    // time a page or a search is asked for (the issue's target is the uncached article render).
    server = await startServerProcess({ ...env, PAGE_CACHE: "false" }, 3901);
    const uncached: Scenario[] = [
      { name: "article page (uncached)", server: "uncached", requests: get(`/articles/${article.slug}`) },
      { name: "category page 1 (uncached)", server: "uncached", requests: get(`/category/${categorySlug}`) },
      {
        name: `category page ${deepPage} (uncached)`,
        server: "uncached",
        requests: get(`/category/${categorySlug}?page=${deepPage}`),
      },
      { name: "search common word (uncached)", server: "uncached", requests: get("/api/search?q=stockholm") },
      { name: "search rare word (uncached)", server: "uncached", requests: get("/api/search?q=anaesthesia") },
      { name: "search misspelled (uncached)", server: "uncached", requests: get("/api/search?q=stokholm") },
      ...(values.wrk
        ? []
        : [
            {
              // Every request a search not asked before: no memo of its count or results helps.
              name: "search varied words (uncached)",
              server: "uncached" as const,
              requests: get("/api/search?q=year"),
              vary: (() => {
                let n = 0;
                return (request: LoadRequest) => ({ ...request, path: variedSearchPath(n++) });
              })(),
            },
          ]),
    ];
    const runUncached = async (url: string, label: string) => {
      for (const scenario of uncached.filter((s) => wanted(s.name))) {
        log(`running ${scenario.name} on ${label}`);
        const row = await run(scenario, url);
        const server = label === "this build" ? scenario.server : `${scenario.server} (${values.against})`;
        rows.push({ ...row, server, ratio: baselineRps ? row.reqPerSec / baselineRps : null });
      }
    };
    await runUncached(server.url, "this build");
    report.peakRssUncachedMb = Math.round(server.peakRssMb());
    await server.stop();

    if (reference) {
      // The same scenarios on REF's build, same data, same run.
      server = await startServerProcess({ ...env, PAGE_CACHE: "false" }, 3902, reference);
      await runUncached(server.url, values.against!);
      report.peakRssUncachedReferenceMb = Math.round(server.peakRssMb());
      await server.stop();
      if (wanted("search flood")) {
        server = await startServerProcess(env, 3903, reference);
        floodRows.push(await measureFlood(server.url, `/articles/${article.slug}`, values.against!));
        report.peakRssCachedReferenceMb = Math.round(server.peakRssMb());
        await server.stop();
      }
    }
    report.flood = floodRows;

    if (values.pg) {
      // Scale-out (issue 18): a second process's view of an edit, and a second worker's worth.
      log("measuring the cross-process invalidation delay over 100 edits");
      invalidation = await measureInvalidationDelay(env, [3904, 3905]);
      report.invalidation = invalidation;
      const articlePage = get(`/articles/${article.slug}`);
      for (const [name, extra] of [
        ["article page", {}],
        ["article page (uncached)", { PAGE_CACHE: "false" }],
      ] as const) {
        const byWorkers: Record<number, Omit<Row, "ratio">> = {};
        for (const workers of [1, 2]) {
          server = await startServerProcess({ ...env, ...extra, WORKERS: String(workers) }, 3906 + workers);
          log(`running ${name} with WORKERS=${workers}`);
          byWorkers[workers] = await run({ name, server: "cached", requests: articlePage }, server.url);
          await server.stop();
        }
        workerRows.push({
          scenario: name,
          one: byWorkers[1]!.reqPerSec,
          two: byWorkers[2]!.reqPerSec,
          ratio: byWorkers[2]!.reqPerSec / byWorkers[1]!.reqPerSec,
          p99One: byWorkers[1]!.p99,
          p99Two: byWorkers[2]!.p99,
        });
      }
      report.workers = workerRows;
    }
  } finally {
    await server?.stop();
    await baseline?.close();
    await homeBaseline?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (reference) execFileSync("git", ["worktree", "remove", "--force", reference], { stdio: "ignore" });
  }

  report.rows = rows;
  const markdown = [
    `# Benchmark ${report.date}`,
    "",
    `${articles} articles on ${values.pg ? "PostgreSQL" : "PGlite"}, driven by ${values.wrk ? "wrk (one thread)" : "autocannon"}, ${connections} connections, ${duration} s per scenario after ${warmup} s of warm-up, ${os.cpus().length} cores.`,
    `Start-up: ${report.startupMs} ms. Peak RSS: ${report.peakRssCachedMb} MB (cached run), ${report.peakRssUncachedMb} MB (uncached run)${reference ? `; ${values.against}: ${report.peakRssCachedReferenceMb ?? "–"} MB (flood run), ${report.peakRssUncachedReferenceMb} MB (uncached run)` : ""}. Article page: ${report.articleBytes} bytes, home: ${report.homeBytes} bytes.`,
    "",
    table(rows),
    "",
    ...(floodRows.length
      ? [
          `## Search flood: the cached article page while ${FLOOD_CLIENTS} clients send uncacheable searches`,
          "",
          floodTable(floodRows),
          "",
        ]
      : []),
    ...(invalidation
      ? [
          "## Scale-out (two processes on one PostgreSQL)",
          "",
          `Cross-process invalidation: an edit answered by process A is served by process B after ${invalidation.p50} ms (p50), ${invalidation.p99} ms (p99), ${invalidation.max} ms (max) over ${invalidation.edits} edits.`,
          "",
          "| scenario | WORKERS=1 req/s | WORKERS=2 req/s | WORKERS=2 vs 1 | p99 ms (1 / 2) |",
          "|---|---:|---:|---:|---:|",
          ...workerRows.map(
            (r) =>
              `| ${r.scenario} | ${r.one} | ${r.two} | ${(r.ratio * 100).toFixed(1)} % | ${r.p99One} / ${r.p99Two} |`,
          ),
          "",
        ]
      : []),
  ].join("\n");
  console.log(`\n${markdown}`);
  const outDir = path.join(root, "bench/results");
  fs.mkdirSync(outDir, { recursive: true });
  const stamp = String(report.date).replace(/[:.]/g, "-");
  const suffix = `${values.pg ? "-pg" : ""}${values.wrk ? "-wrk" : ""}`;
  fs.writeFileSync(path.join(outDir, `${stamp}${suffix}.json`), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, `${stamp}${suffix}.md`), markdown);
  fs.writeFileSync(path.join(outDir, `latest${suffix}.md`), markdown);
  log(`results written to bench/results/${stamp}${suffix}.{json,md}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
