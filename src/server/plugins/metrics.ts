import cluster, { type Worker } from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ChangeNotices } from "../invalidation/peer-notices.js";
import type { Database } from "../db/client.js";
import type { FifoGate } from "./fifo-gate.js";
import type { CacheCounters } from "./response-cache.js";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The gate pages wait at when they render on threads (pages.ts decorates it then); without render
     * threads pages take `cpuTurns`. Read by the render queue metric.
     */
    pageTurns?: FifoGate;
  }
}

/** What a Prometheus scrape reads (issue 18): request, cache, pool, queue and invalidation figures. */
export interface MetricsOptions {
  /** METRICS_TOKEN: without it there is no /metrics route at all, and nothing is counted. */
  token: string | undefined;
  database: Pick<Database, "postgres">;
  /** This process's change notices (invalidation/peer-notices.ts); undefined reports them as none. */
  notices?: Pick<ChangeNotices, "sent" | "received" | "listening">;
}

/** The route label of a request no route matched: the raw URL would make one series per URL sent. */
export const UNMATCHED_ROUTE = "not-found";

/** From a cached answer (well under 5 ms) to a page that timed out (REQUEST_TIMEOUT_MS, 10 s by default). */
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const REQUEST_LABELS = ["method", "route", "status_code"] as const;
type RequestLabels = Record<(typeof REQUEST_LABELS)[number], string>;

/**
 * One label object per method, route and status, made once and then reused: prom-client keys a series by
 * its labels on every call, and the cache's hot path should not allocate a new object per hit for that.
 */
function createLabelSets() {
  const byMethod = new Map<string, Map<string, Map<number, RequestLabels>>>();
  return (method: string, route: string, status: number): RequestLabels => {
    const byRoute = kept(byMethod, method, () => new Map<string, Map<number, RequestLabels>>());
    const byStatus = kept(byRoute, route, () => new Map<number, RequestLabels>());
    return kept(byStatus, status, () => ({ method, route, status_code: String(status) }));
  };
}

/** The map's value for a key, made and kept the first time it is asked for. */
function kept<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** Counts every request Fastify answers, and (through the cache's counters) those the cache answers before it. */
function countRequests(app: FastifyInstance, registry: Registry) {
  const requests = new Counter({
    name: "onff_http_requests_total",
    help: "Requests answered, by method, route pattern and status (answers from the response cache included)",
    labelNames: REQUEST_LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "onff_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route pattern and status",
    labelNames: REQUEST_LABELS,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  const labelsFor = createLabelSets();
  const record = (labels: RequestLabels, seconds: number) => {
    requests.inc(labels);
    duration.observe(labels, seconds);
  };

  app.addHook("onResponse", async (request: FastifyRequest, reply) => {
    const labels = labelsFor(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode);
    record(labels, reply.elapsedTime / 1000);
  });
  return {
    served(method: string, route: string | undefined, status: number, startedAt: number) {
      record(labelsFor(method, route ?? UNMATCHED_ROUTE, status), (performance.now() - startedAt) / 1000);
    },
  };
}

function countResponseCache(app: FastifyInstance, registry: Registry, served: CacheCounters["served"]) {
  if (!app.hasDecorator("responseCache")) return;
  const cache = app.responseCache;
  const hits = new Counter({
    name: "onff_response_cache_hits_total",
    help: "Requests answered from the response cache",
    registers: [registry],
  });
  const misses = new Counter({
    name: "onff_response_cache_misses_total",
    help: "Requests the response cache could have answered (public GET or HEAD) that it had no fresh answer for",
    registers: [registry],
  });
  new Gauge({
    name: "onff_response_cache_entries",
    help: "Answers held in the response cache",
    registers: [registry],
    collect() {
      this.set(cache.usage().entries);
    },
  });
  new Gauge({
    name: "onff_response_cache_bytes",
    help: "Memory the response cache's answers are counted at (PAGE_CACHE_MAX_MB bounds it)",
    registers: [registry],
    collect() {
      this.set(cache.usage().bytes);
    },
  });
  cache.countWith({ hit: () => hits.inc(), miss: () => misses.inc(), served });
}

/** The PostgreSQL pool's use; the embedded database has no pool, so nothing is reported then. */
function watchDatabasePool(registry: Registry, database: Pick<Database, "postgres">) {
  const pool = database.postgres?.pool;
  if (!pool) return;
  new Gauge({
    name: "onff_db_pool_connections",
    help: "PostgreSQL connections of the pool, idle or in use",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: "onff_db_pool_max_connections",
    help: "The most connections the pool opens (DATABASE_POOL_SIZE)",
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: "onff_db_pool_waiting",
    help: "Queries waiting for a free pool connection",
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

function watchRenderQueue(app: FastifyInstance, registry: Registry) {
  new Gauge({
    name: "onff_render_queue_length",
    help: "Renders and searches waiting for their turn: cpu-turns on the main thread, render-threads for pages on threads",
    labelNames: ["queue"],
    registers: [registry],
    collect() {
      if (app.hasDecorator("cpuTurns")) this.set({ queue: "cpu-turns" }, app.cpuTurns.waiting);
      if (app.pageTurns) this.set({ queue: "render-threads" }, app.pageTurns.waiting);
    },
  });
}

/** Change notices between processes (invalidation/peer-notices.ts): how many went out and came in, and whether it listens. */
function watchInvalidations(registry: Registry, { database, notices }: MetricsOptions) {
  new Counter({
    name: "onff_invalidations_sent_total",
    help: "Change notices this server sent to the others (one per write that changed public content)",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(notices?.sent ?? 0);
    },
  });
  new Counter({
    name: "onff_invalidations_received_total",
    help: "Change notices this server heard from the others",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(notices?.received ?? 0);
    },
  });
  // The embedded database is one process with nothing to listen to: a 0 there would read as an outage.
  if (!database.postgres) return;
  new Gauge({
    name: "onff_change_listener_up",
    help: "1 when every process listens for change notices; 0 while one does not (it then serves uncached)",
    // Across cluster workers, the machine is up only when all of them are.
    aggregator: "min",
    registers: [registry],
    collect() {
      this.set(notices?.listening ? 1 : 0);
    },
  });
}

/** The SHA-256 of a token: equal-length buffers for timingSafeEqual, whatever length the client sent. */
const digest = (token: string) => createHash("sha256").update(token).digest();

/**
 * Whether an Authorization header carries the token, compared in constant time. Read with plain string
 * steps, not a pattern: the header is the client's, up to Node's header limit.
 */
export function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  if (header?.slice(0, 7).toLowerCase() !== "bearer ") return false;
  const token = header.slice(7).trim();
  return token.length > 0 && timingSafeEqual(digest(token), expected);
}

/**
 * `GET /metrics` in Prometheus text (prom-client), for the operator (issue 18), on its own registry per
 * app (tests build many apps in one process). Only with `Authorization: Bearer $METRICS_TOKEN`; without
 * METRICS_TOKEN the route does not exist (any unknown path's 404) and nothing is counted. Neither cached
 * (`private`: no-store) nor logged per request: a scraper asks every few seconds.
 *
 * Requests are labelled by route pattern, never by URL. Answers the response cache sends before Fastify
 * (ADR 0011) are counted by the cache itself (`countWith`), with the route that first made them.
 *
 * In a cluster worker (WORKERS > 1) a scrape lands on any one process, so the worker that gets it asks the
 * primary (`servePrimaryMetrics`), which gathers every worker's figures and adds them up: the answer is
 * the whole machine's.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { token, database } = options;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = countRequests(app, registry);
  countResponseCache(app, registry, requests.served);
  watchDatabasePool(registry, database);
  watchRenderQueue(app, registry);
  watchInvalidations(registry, options);

  const inCluster = cluster.isWorker && typeof process.send === "function";
  if (inCluster) answerPrimary(app, registry);
  const expected = digest(token);
  app.get("/metrics", { logLevel: "silent", config: { cache: "private" } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, expected)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ message: "Metrics need the header Authorization: Bearer <METRICS_TOKEN>" });
    }
    if (!inCluster) return reply.type(registry.contentType).send(await registry.metrics());
    const answer = await askPrimary();
    if (answer.error !== undefined) {
      // The route's own logger is silent; a machine whose figures cannot be gathered is worth a line.
      app.log.warn(`metrics unavailable: ${answer.error}`);
      return reply.code(503).send({ message: "The metrics of this machine's processes could not be gathered" });
    }
    return reply.type(registry.contentType).send(answer.text);
  });
}

// ---- Cluster: the worker that gets a scrape asks the primary, which asks every worker and adds them up.
//
// prom-client's own AggregatorRegistry.clusterMetrics() asks every connected worker, and fails the whole
// scrape after 5 s when one does not answer, as a worker that is still starting (its app not built yet)
// never does. Here each worker gets a deadline of its own, the answer sums those that replied, and
// `onff_cluster_workers{state}` says how many did; the adding up is prom-client's (AggregatorRegistry.aggregate).

type WorkerMetrics = Awaited<ReturnType<Registry["getMetricsAsJSON"]>>;

/** Messages over the cluster's IPC channel; the prefix keeps them apart from anyone else's. */
const ASK_MACHINE = "onff:metrics:ask-machine"; // worker → primary: a scrape came
const MACHINE = "onff:metrics:machine"; // primary → worker: the machine's text, or why not
const ASK_WORKER = "onff:metrics:ask-worker"; // primary → worker: your figures, please
const WORKER = "onff:metrics:worker"; // worker → primary: its figures

type Message =
  | { type: typeof ASK_MACHINE; id: number }
  | { type: typeof MACHINE; id: number; text?: string; error?: string }
  | { type: typeof ASK_WORKER; id: number }
  | { type: typeof WORKER; id: number; metrics: WorkerMetrics };

function isMessage<T extends Message["type"]>(message: unknown, type: T): message is Extract<Message, { type: T }> {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === type &&
    typeof (message as { id?: unknown }).id === "number"
  );
}

/** How long a worker waits for the primary's answer: longer than the primary waits for a worker. */
const MACHINE_TIMEOUT_MS = 5_000;
/** How long the primary waits for each worker's figures before answering without them. */
const WORKER_TIMEOUT_MS = 2_000;

let lastAsk = 0;
const ignore = () => {};

/** Asks the primary for the machine's metrics text. */
function askPrimary(timeoutMs = MACHINE_TIMEOUT_MS): Promise<{ text: string; error?: undefined } | { error: string }> {
  const id = ++lastAsk;
  return new Promise((resolve) => {
    const finish = (result: { text: string } | { error: string }) => {
      clearTimeout(timer);
      process.off("message", onMessage);
      resolve(result);
    };
    const onMessage = (message: unknown) => {
      if (!isMessage(message, MACHINE) || message.id !== id) return;
      finish(message.text !== undefined ? { text: message.text } : { error: message.error ?? "no answer" });
    };
    const timer = setTimeout(
      () => finish({ error: `the primary did not answer within ${timeoutMs} ms (is servePrimaryMetrics running?)` }),
      timeoutMs,
    );
    process.on("message", onMessage);
    process.send?.({ type: ASK_MACHINE, id } satisfies Message, undefined, {}, (error) => {
      if (error) finish({ error: `could not ask the primary: ${error.message}` });
    });
  });
}

/** In a worker: answers the primary's requests for this process's figures, until the app closes. */
function answerPrimary(app: FastifyInstance, registry: Registry) {
  const onMessage = (message: unknown) => {
    if (!isMessage(message, ASK_WORKER)) return;
    registry.getMetricsAsJSON().then(
      // A primary that went away meanwhile asks nothing more: the send's failure is not this scrape's.
      (metrics) => process.send?.({ type: WORKER, id: message.id, metrics } satisfies Message, undefined, {}, ignore),
      (error: unknown) => app.log.warn({ err: error }, "could not read this process's metrics for the primary"),
    );
  };
  process.on("message", onMessage);
  app.addHook("onClose", async () => {
    process.off("message", onMessage);
  });
}

/** Asks every connected worker for its figures and adds up those that answer in time. */
async function gatherMachine(
  workers: Worker[],
  pending: Map<number, (worker: Worker, metrics: WorkerMetrics) => void>,
  id: number,
  timeoutMs: number,
) {
  const answers = new Map<number, WorkerMetrics>();
  const asked = workers.filter((worker) => worker.isConnected());
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    pending.set(id, (worker, metrics) => {
      answers.set(worker.id, metrics);
      if (answers.size === asked.length) {
        clearTimeout(timer);
        resolve();
      }
    });
    // A worker that exits meanwhile is left out (counted as missing), not an error.
    for (const worker of asked) worker.send({ type: ASK_WORKER, id } satisfies Message, undefined, {}, ignore);
    if (asked.length === 0) {
      clearTimeout(timer);
      resolve();
    }
  });
  pending.delete(id);
  return { answers: [...answers.values()], missing: asked.length - answers.size };
}

/** The machine's metrics text: the workers' figures added up, and how many workers answered. */
async function machineMetrics(answers: WorkerMetrics[], missing: number): Promise<string> {
  const own = new Registry();
  const workers = new Gauge({
    name: "onff_cluster_workers",
    help: "Worker processes whose figures this answer adds up (answered), and those that did not answer in time (missing)",
    labelNames: ["state"],
    registers: [own],
  });
  workers.set({ state: "answered" }, answers.length);
  workers.set({ state: "missing" }, missing);
  return AggregatorRegistry.aggregate([...answers, await own.getMetricsAsJSON()]).metrics();
}

/**
 * In the cluster primary (WORKERS > 1), once: answers the workers' scrapes with the whole machine's
 * metrics, gathered from every worker over the cluster's IPC channel. Returns a function that stops it.
 */
export function servePrimaryMetrics(options: { workerTimeoutMs?: number } = {}): () => void {
  const timeoutMs = options.workerTimeoutMs ?? WORKER_TIMEOUT_MS;
  const pending = new Map<number, (worker: Worker, metrics: WorkerMetrics) => void>();
  let lastGather = 0;

  const answer = async (worker: Worker, id: number) => {
    let reply: Message;
    try {
      const { answers, missing } = await gatherMachine(
        Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined),
        pending,
        ++lastGather,
        timeoutMs,
      );
      reply = { type: MACHINE, id, text: await machineMetrics(answers, missing) };
    } catch (error) {
      reply = { type: MACHINE, id, error: error instanceof Error ? error.message : String(error) };
    }
    if (worker.isConnected()) worker.send(reply, undefined, {}, ignore);
  };

  const onMessage = (worker: Worker, message: unknown) => {
    if (isMessage(message, WORKER)) pending.get(message.id)?.(worker, message.metrics);
    else if (isMessage(message, ASK_MACHINE)) void answer(worker, message.id);
  };
  cluster.on("message", onMessage);
  return () => {
    cluster.off("message", onMessage);
  };
}
