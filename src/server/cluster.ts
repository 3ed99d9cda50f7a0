import cluster, { type Worker } from "node:cluster";

/** A worker that exits sooner than this after starting counts as failing to start. */
const EARLY_EXIT_MS = 10_000;
/** Failed starts in a row after which the primary gives up (a configuration or database problem). */
const MAX_FAILED_STARTS = 5;
/** How long a stopping worker may take before it is killed (the server's own drain gives up at 15 s). */
const STOP_TIMEOUT_MS = 20_000;

/** What a worker sends the primary once its start's own lines are logged (index.ts). */
export const WORKER_STARTED = "onff:worker-started";

export interface PrimaryOptions {
  workers: number;
  log: (message: string) => void;
  /** Set in every worker's environment, so that it knows it shares its database with siblings. */
  workerEnv?: Record<string, string>;
  /** Called once, when as many workers as were asked for have each said WORKER_STARTED. */
  afterWorkersStarted?: () => void;
}

/**
 * The primary process of WORKERS=N (node's cluster module): it serves no request itself. It starts N
 * workers that share the listening port (the kernel hands connections to them in turn), starts a new
 * one when one dies, and stops them all on SIGTERM or SIGINT, each finishing its in-flight requests.
 *
 * SIGHUP restarts the workers one at a time, each new one listening before an old one stops, so a
 * new build is served without a refused connection (`systemctl reload`).
 */
export function runPrimary({ workers, log, workerEnv = {}, afterWorkersStarted }: PrimaryOptions): void {
  let stopping = false;
  let started = 0;
  let failedStarts = 0;
  const startedAt = new Map<Worker, number>();
  /** Workers being replaced on purpose (SIGHUP): their exit is no failure. */
  const retiring = new Set<Worker>();

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker, Date.now());
    return worker;
  };

  cluster.on("listening", (worker) => {
    failedStarts = 0;
    log(`worker ${worker.process.pid} is serving`);
  });

  cluster.on("message", (_worker, message) => {
    if (message === WORKER_STARTED && ++started === workers) afterWorkersStarted?.();
  });

  cluster.on("exit", (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping || retiring.delete(worker)) return;
    const early = Date.now() - started < EARLY_EXIT_MS;
    failedStarts = early ? failedStarts + 1 : 0;
    log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    if (failedStarts >= MAX_FAILED_STARTS) {
      log(`${failedStarts} workers in a row exited right after starting: giving up`);
      void stopAll(1);
      return;
    }
    // A worker dying at once again and again would spin the CPU: wait longer after each early exit.
    setTimeout(fork, early ? 500 * 2 ** failedStarts : 0);
  });

  const stop = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      const timer = setTimeout(() => worker.process.kill("SIGKILL"), STOP_TIMEOUT_MS);
      worker.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      worker.process.kill("SIGTERM");
    });

  const stopAll = async (code: number) => {
    stopping = true;
    await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => worker && stop(worker)));
    process.exit(code);
  };

  let reloading = false;
  const reload = async () => {
    if (reloading || stopping) return;
    reloading = true;
    log("SIGHUP: restarting the workers one at a time");
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || stopping) continue;
        const next = fork();
        const ready = await new Promise<boolean>((resolve) => {
          next.once("listening", () => resolve(true));
          next.once("exit", () => resolve(false));
        });
        if (!ready) {
          log("a new worker did not start: the old ones keep serving");
          return;
        }
        retiring.add(old);
        await stop(old);
      }
    } finally {
      reloading = false;
    }
  };

  process.on("SIGTERM", () => void stopAll(0));
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGHUP", () => void reload());

  for (let i = 0; i < workers; i++) fork();
}
