/**
 * The thread that owns the embedded database (ADR 0017). PGlite is PostgreSQL compiled to WebAssembly: a
 * statement runs on the thread that calls it, for as long as it takes. Here, that is not the thread that
 * serves HTTP, so cached pages, health checks and static files keep being answered while a query runs.
 * The main thread's side is pglite-remote.ts.
 */
import fs from "node:fs";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { withPreparedStatements } from "./pglite-statements.js";
import {
  errorFields,
  type FromDatabaseThread,
  type PgliteThreadOptions,
  PRIORITY_BELOW_HTTP,
  type QueryAnswer,
  type ToDatabaseThread,
} from "./pglite-thread-protocol.js";

const port = parentPort!;
const options = workerData as PgliteThreadOptions;
const post = (message: FromDatabaseThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** drizzle maps these itself from PostgreSQL's text (its PGlite driver passes the same parsers). */
const keepText = (value: string) => value;
const PARSERS = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
};

let client: PGlite;
try {
  client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    extensions: { pg_trgm },
    // Prepared statements (pglite-statements.ts) keep one plan, searches excepted.
    postgresqlconf: [`shared_buffers=${options.sharedBuffersMb}MB`, "plan_cache_mode=force_generic_plan"],
    pgliteWasmModule: options.engine.pgliteWasmModule,
    initdbWasmModule: options.engine.initdbWasmModule,
    fsBundle: options.engine.fsBundle,
  });
} catch (error) {
  post({ op: "failed", error: errorFields(error) });
  process.exit(1);
}
const statements = withPreparedStatements(client);

/** Open transactions by number: each holds PGlite's lock until the main thread ends it. */
interface OpenTransaction {
  tx: Transaction;
  /** Commits (true) or rolls back. */
  end(commit: boolean): void;
  /** Settles once it has committed or rolled back; rejects when COMMIT fails. */
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;
/** Thrown inside PGlite's transaction callback to roll it back. */
const ROLLBACK = Symbol("rollback");

const answer = ({ rows, fields, affectedRows }: QueryAnswer): QueryAnswer => ({ rows, fields, affectedRows });

async function run(message: ToDatabaseThread): Promise<unknown> {
  switch (message.op) {
    case "query": {
      const queryOptions = { rowMode: message.rowMode, parsers: PARSERS };
      if (message.tx === undefined) {
        return answer(await statements.query(message.text, message.params, queryOptions, message.startBy));
      }
      return answer(await transactionOf(message.tx).query(message.text, message.params, queryOptions));
    }
    case "exec": {
      const results = await (message.tx === undefined ? client : transactionOf(message.tx)).exec(message.text);
      return results.at(-1)?.rows ?? [];
    }
    case "begin":
      return begin();
    case "end": {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`No open transaction ${message.tx}`);
      open.end(message.commit);
      return open.done;
    }
    case "dump":
      return (await client.dumpDataDir(message.compression)).arrayBuffer();
    case "close":
      await client.close();
      return undefined;
  }
}

function transactionOf(id: number): Transaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  return open.tx;
}

/** Answers the new transaction's number once PGlite grants it; it commits or rolls back on `end`. */
function begin(): Promise<number> {
  const id = ++lastTransaction;
  return new Promise((granted, refused) => {
    let open: OpenTransaction | undefined;
    const done = client
      .transaction(async (tx) => {
        const commit = await new Promise<boolean>((end) => {
          open = { tx, end, done: settled };
          transactions.set(id, open);
          granted(id);
        });
        if (!commit) throw ROLLBACK;
      })
      .finally(() => transactions.delete(id));
    // A failure before the grant is answered to `begin`; one after it (COMMIT's) to `end`.
    const settled = done.then(
      () => {},
      (error) => {
        if (error === ROLLBACK) return;
        if (!open) refused(error);
        throw error;
      },
    );
    settled.catch(() => {});
  });
}

port.on("message", async (message: ToDatabaseThread) => {
  try {
    const value = await run(message);
    post({ id: message.id, ok: true, value }, value instanceof ArrayBuffer ? [value] : []);
  } catch (error) {
    post({ id: message.id, ok: false, error: errorFields(error) });
  }
  if (message.op === "close") process.exit(0);
});

/**
 * Runs this thread at a lower scheduling priority than the thread that answers HTTP (ADR 0017). When both
 * want a core, cached pages, health checks and static files go first, and a flood of costly searches slows
 * the searches rather than every reader; a core nobody else wants still runs it at full speed. Linux sets
 * a nice value per thread; elsewhere, or where it is refused, the thread keeps the process's priority.
 * Answers the thread's id in the operating system.
 */
function yieldToHttp(): number | undefined {
  try {
    const osThread = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(osThread)) return undefined;
    os.setPriority(osThread, Math.min(19, os.getPriority(osThread) + PRIORITY_BELOW_HTTP));
    return osThread;
  } catch {
    return undefined;
  }
}

post({ op: "ready", osThread: yieldToHttp() });
