import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { createRequestHandler, data, type ServerBuild } from "react-router";
import type { PageContext, ReaderApi } from "#shared/reader-api.js";
import { HttpError } from "../http-error.js";
import { waitAtMost } from "../plugins/in-flight.js";
import { answerRead, catchingReads, type ReadAnswer, type ReadMessage } from "./reader-channel.js";

export const WEB_BUILD_DIR = path.resolve("build");

/** Whether `npm run build` has produced the web app's server bundle in `dir`. */
export function hasWebBuild(dir = WEB_BUILD_DIR): boolean {
  return fs.existsSync(path.join(dir, "server/index.js"));
}

export async function loadWebBuild(dir = WEB_BUILD_DIR): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(dir, "server/index.js")).href)) as ServerBuild;
}

/** What a page render needs of the request (a plain object, so that it can be posted to a thread). */
export interface PageRequest {
  method: string;
  url: string;
  headers: [string, string][];
}

/**
 * A rendered page: the whole document as one buffer (the response cache keeps it). From a render thread
 * its memory is transferred, not copied, and arrives as a plain Uint8Array.
 */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  cookies: string[];
  body: Uint8Array;
}

/** The load context's fields other than the reader: the same for every page. */
export type SiteContext = Omit<PageContext, "reader">;

export interface PageRenderer {
  render(request: PageRequest, signal: AbortSignal): Promise<RenderedPage>;
  close(): Promise<void>;
}

/**
 * The reader for loaders: a read that failed with 503 (the database down or too busy, reader-api.ts)
 * becomes a route error response of that status, so the page says 503 rather than a 500 of its own.
 */
function answeringBusyAs503(reader: ReaderApi): ReaderApi {
  return catchingReads(reader, (error) => {
    throw error instanceof HttpError && error.statusCode === 503 ? data(error.message, { status: 503 }) : error;
  });
}

/** Runs React Router's handler for one request with the given reader, and reads the whole answer. */
export function createPageHandler(build: ServerBuild, reader: ReaderApi, site: SiteContext) {
  const handle = createRequestHandler(build, "production");
  const context: PageContext = { reader: answeringBusyAs503(reader), ...site };
  return async ({ method, url, headers }: PageRequest, signal: AbortSignal): Promise<RenderedPage> => {
    const response = await handle(new Request(url, { method, headers, signal }), context as never);
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== "set-cookie"),
      cookies: response.headers.getSetCookie(),
      body: new Uint8Array(await response.arrayBuffer()),
    };
  };
}

/** Renders on the main thread, next to the database (RENDER_THREADS=0). */
export async function createInlineRenderer(
  reader: ReaderApi,
  site: SiteContext,
  buildDir = WEB_BUILD_DIR,
): Promise<PageRenderer> {
  const render = createPageHandler(await loadWebBuild(buildDir), reader, site);
  return { render, close: async () => {} };
}

/** Messages between the main thread and a render thread (render-worker.ts). */
export type ToRenderThread =
  | { kind: "render"; id: number; request: PageRequest }
  | { kind: "abort"; id: number }
  | ReadAnswer;
export type FromRenderThread =
  | { kind: "ready" }
  | { kind: "rendered"; id: number; page: RenderedPage }
  | { kind: "failed"; id: number; message: string }
  | ReadMessage;

export interface RenderWorkerData {
  buildDir: string;
  site: SiteContext;
}

interface RenderThread {
  /** Resolves with the worker once it has loaded the web build. */
  ready: Promise<Worker>;
  renders: Map<number, { resolve(page: RenderedPage): void; reject(error: Error): void }>;
  /** Why the thread stopped, once it has. */
  stopped?: Error;
}

/** The render thread's script, beside the server's in the build (see scripts/build.mjs). */
const WORKER_URL = new URL("./render-worker.js", import.meta.url);

/**
 * Render threads need the built server: Node's worker threads do not take the TypeScript loader that
 * `npm run dev` and the tests run under, so the server run from source renders on the main thread.
 */
export const CAN_RENDER_ON_THREADS = fileURLToPath(import.meta.url).endsWith(".js");

/** How long a stopped render thread's replacement waits, so that a thread failing at start-up does not spin. */
const RESTART_DELAY_MS = 1_000;

/**
 * How long closing waits for the renders in flight before stopping the threads. The HTTP server has
 * closed by then, but a render for a reader who left does not stop at once, and one that is stopped
 * half-way answers nobody and is logged as a failure. The process's own deadline (index.ts) is 15 s.
 */
const CLOSE_GRACE_MS = 10_000;

/**
 * Renders pages on `threads` worker threads of this process, while the main thread keeps the HTTP
 * server and the database: a render thread's loaders read through the main thread (reader-channel.ts).
 * React's render is most of a page's cost, so on a machine with two cores the database work of one page
 * and the render of another run at the same time. A thread that stops is replaced; the renders it had
 * fail with a 500, as an error in the render itself would, and later ones wait for the replacement.
 * Closing lets the renders in flight finish (for up to `CLOSE_GRACE_MS`) before it stops the threads.
 */
export function createThreadRenderer(options: {
  threads: number;
  reader: ReaderApi;
  site: SiteContext;
  buildDir?: string;
  onError(error: Error): void;
  /** Tests run a render-worker.ts compiled apart. */
  workerUrl?: URL;
  closeGraceMs?: number;
}): PageRenderer {
  const data: RenderWorkerData = { buildDir: options.buildDir ?? WEB_BUILD_DIR, site: options.site };
  const workers = new Set<Worker>();
  const inFlight = new Set<Promise<RenderedPage>>();
  let closing = false;
  let lastId = 0;

  const spawn = (thread: RenderThread) =>
    new Promise<Worker>((resolve, reject) => {
      if (closing) return reject(new Error("The page renderer is closed"));
      const worker = new Worker(options.workerUrl ?? WORKER_URL, {
        workerData: data,
        // A render's objects die young: a larger young generation collects them there instead of
        // promoting them to the old one, whose marking ran on helper threads competing for the cores.
        resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 48 },
      });
      workers.add(worker);
      worker.on("message", (message: FromRenderThread) => {
        switch (message.kind) {
          case "ready":
            resolve(worker);
            break;
          case "read":
            void answerRead(worker, options.reader, message);
            break;
          case "rendered":
          case "failed": {
            const render = thread.renders.get(message.id);
            thread.renders.delete(message.id);
            if (message.kind === "rendered") render?.resolve(message.page);
            else render?.reject(new Error(message.message));
            break;
          }
        }
      });
      const stop = (error: Error) => {
        // An "error" is followed by an "exit": one replacement, one report.
        if (thread.stopped) return;
        thread.stopped = error;
        workers.delete(worker);
        reject(error);
        for (const render of thread.renders.values()) render.reject(error);
        thread.renders.clear();
        if (closing) return;
        options.onError(error);
        threads[threads.indexOf(thread)] = start(RESTART_DELAY_MS);
      };
      worker.on("error", stop);
      worker.on("exit", (code) => stop(new Error(`The page render thread stopped (exit code ${code})`)));
    });

  const start = (delayMs: number): RenderThread => {
    const thread: RenderThread = {
      renders: new Map(),
      ready: new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(() => spawn(thread)),
    };
    // Nobody may be waiting for a thread that fails before its first page.
    thread.ready.catch(() => {});
    return thread;
  };
  const threads = Array.from({ length: options.threads }, () => start(0));

  return {
    async render(request, signal) {
      const thread = threads.reduce((least, t) => (t.renders.size < least.renders.size ? t : least));
      const worker = await thread.ready;
      if (thread.stopped) throw thread.stopped;
      const id = ++lastId;
      const abort = () => worker.postMessage({ kind: "abort", id } satisfies ToRenderThread);
      signal.addEventListener("abort", abort, { once: true });
      const rendered = new Promise<RenderedPage>((resolve, reject) => {
        thread.renders.set(id, { resolve, reject });
        worker.postMessage({ kind: "render", id, request } satisfies ToRenderThread);
      });
      inFlight.add(rendered);
      const forget = () => inFlight.delete(rendered);
      rendered.then(forget, forget);
      try {
        return await rendered;
      } finally {
        signal.removeEventListener("abort", abort);
      }
    },
    async close() {
      closing = true;
      await waitAtMost(Promise.allSettled(inFlight), options.closeGraceMs ?? CLOSE_GRACE_MS);
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}
