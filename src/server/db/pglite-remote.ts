import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { queryCanceled } from "./query-time-limit.js";
import {
  errorFrom,
  type FromDatabaseThread,
  type PgliteEngine,
  type PgliteThreadOptions,
  type QueryAnswer,
  type ToDatabaseThread,
} from "./pglite-thread-protocol.js";

/** A message to the database thread, less the id that `call` gives it. */
type Request = ToDatabaseThread extends infer M ? (M extends ToDatabaseThread ? Omit<M, "id"> : never) : never;

/** The embedded database, running in its own thread (pglite-thread.ts). */
export interface RemotePglite {
  /** What drizzle's PGlite driver calls: `query` (time-limited) and `transaction`. */
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs one or more statements without parameters and without a time limit; answers the last one's rows. */
  exec(text: string): Promise<Record<string, unknown>[]>;
  /** `exec` inside one transaction (the migrator's exclusive turn). */
  execInTransaction<T>(work: (exec: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T>;
  dumpDataDir(compression: "none" | "gzip"): Promise<Blob>;
  close(): Promise<void>;
  /** The database thread's id in the operating system (Linux), to read its priority. */
  osThread?: number;
}

/**
 * The thread's script: the bundled one beside this file in a production build, else the TypeScript
 * source, loaded through tsx's loader (tests, `npm run dev`, the tsx scripts; a worker does not inherit
 * the loader, nor take `--import` from its execArgv).
 */
function threadScript(): { script: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith(".ts")) return { script: new URL("./pglite-thread.js", import.meta.url), eval: false };
  const source = JSON.stringify(new URL("./pglite-thread.ts", import.meta.url).href);
  return { script: `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${source}); })`, eval: true };
}

let compiled: Promise<Omit<PgliteEngine, "fsBundle">> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and shared by every database thread it starts (a
 * compiled module crosses to a thread without being compiled again): tests open a database per file.
 */
async function pgliteEngine(): Promise<PgliteEngine> {
  const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  compiled ??= (async () => {
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      fs.readFile(path.join(dist, "pglite.wasm")).then((bytes) => WebAssembly.compile(bytes)),
      fs.readFile(path.join(dist, "initdb.wasm")).then((bytes) => WebAssembly.compile(bytes)),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  // Its file-system bundle (6 MB) is read again for each thread rather than kept for the process's life:
  // a server starts one. A Blob crosses to a thread without a copy of its bytes.
  const fsBundle = new Blob([await fs.readFile(path.join(dist, "pglite.data"))]);
  return { ...(await compiled), fsBundle };
}

/**
 * Starts the database thread and answers once PGlite is open. `queryTimeoutMs` (0: none) bounds how long a
 * statement outside a transaction may wait for its answer: past it the caller gets PostgreSQL's
 * statement-timeout error (code 57014), and a statement still waiting for its turn is never started.
 * WebAssembly cannot be interrupted, so one already running finishes unseen (ADR 0017).
 */
export async function startPgliteThread(
  options: Omit<PgliteThreadOptions, "engine">,
  queryTimeoutMs: number,
): Promise<RemotePglite> {
  const { script, eval: isCode } = threadScript();
  const worker = new Worker(script, {
    eval: isCode,
    workerData: { ...options, engine: await pgliteEngine() } satisfies PgliteThreadOptions,
    transferList: options.loadDataDir ? [options.loadDataDir] : [],
    // Its objects are statements' rows on their way out, which die young: a small heap, collected often.
    resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let exited: Error | undefined;

  const osThread = await new Promise<number | undefined>((ready, failed) => {
    const early = (error: Error) => failed(error);
    const earlyExit = (code: number) => failed(new Error(`The database thread stopped (exit code ${code})`));
    const first = (message: FromDatabaseThread) => {
      worker.off("error", early).off("exit", earlyExit).off("message", first);
      if (!("op" in message)) return failed(new Error("The database thread answered before it was ready"));
      if (message.op === "ready") ready(message.osThread);
      else failed(errorFrom(message.error));
    };
    worker.on("error", early).on("exit", earlyExit).on("message", first);
  });
  worker.on("message", (message: FromDatabaseThread) => {
    if (!("id" in message)) return;
    const waiting = pending.get(message.id);
    if (!waiting) return; // its caller stopped waiting
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(errorFrom(message.error));
  });
  const stopped = (error: Error) => {
    exited = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("error", (error) => stopped(error));
  worker.on("exit", (code) => stopped(new Error(`The database thread stopped (exit code ${code})`)));

  function call<T>(request: Request, waitMs = 0): Promise<T> {
    if (exited) return Promise.reject(exited);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      if (waitMs > 0) {
        timer = setTimeout(() => {
          pending.delete(id);
          reject(queryCanceled());
        }, waitMs);
      }
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ ...request, id });
    });
  }

  const results = <T>(answer: QueryAnswer) => answer as unknown as Results<T>;
  const execIn = (tx?: number) => (text: string) => call<Record<string, unknown>[]>({ op: "exec", text, tx });

  /** Runs `work` inside a transaction of the database thread; commits when it resolves, else rolls back. */
  async function inTransaction<T>(work: (tx: number) => Promise<T>): Promise<T> {
    const tx = await call<number>({ op: "begin" });
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await call({ op: "end", tx, commit: false }).catch(() => {});
      throw error;
    }
    await call({ op: "end", tx, commit: true });
    return result;
  }

  return {
    async query<T>(text: string, params: unknown[] = [], queryOptions?: QueryOptions) {
      const startBy = queryTimeoutMs > 0 ? Date.now() + queryTimeoutMs : undefined;
      const answer = await call<QueryAnswer>(
        { op: "query", text, params, rowMode: queryOptions?.rowMode, startBy },
        queryTimeoutMs,
      );
      return results<T>(answer);
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      return inTransaction((id) => {
        let closed = false;
        const tx = {
          query: async <R>(text: string, params: unknown[] = [], queryOptions?: QueryOptions) =>
            results<R>(await call<QueryAnswer>({ op: "query", text, params, rowMode: queryOptions?.rowMode, tx: id })),
          exec: execIn(id),
          get closed() {
            return closed;
          },
          rollback: async () => {
            closed = true;
            throw new Error("Transaction rolled back");
          },
        };
        return callback(tx as unknown as Transaction).finally(() => {
          closed = true;
        });
      });
    },
    exec: execIn(),
    execInTransaction: (work) => inTransaction((id) => work(execIn(id))),
    async dumpDataDir(compression) {
      return new Blob([await call<ArrayBuffer>({ op: "dump", compression })]);
    },
    osThread,
    async close() {
      if (exited) return;
      const gone = new Promise((resolve) => worker.once("exit", resolve));
      await call({ op: "close" }).catch(() => {});
      await gone;
    },
  };
}
