import type { FastifyInstance, FastifyRequest } from "fastify";

/** How long closing waits for handlers still running; the process's own deadline (index.ts) is 15 s. */
const CLOSE_GRACE_MS = 5_000;

/**
 * While the app closes, requests that still arrive on connections already open (a proxy's keep-alive
 * connections) are answered as usual, and Fastify adds `Connection: close` so each such connection ends
 * after its answer (app.ts turns return503OnClosing off: a 503 cost a POST behind nginx, which retries
 * only idempotent requests on another server). New connections go to the other servers: this one no
 * longer accepts any.
 *
 * Closing the app waits for the request handlers still running. Fastify's close() ends when the last
 * connection has, but a handler whose client left goes on to the end (Fastify only skips the write): with
 * the database closed under it, its next query failed and was logged as a failed request on every
 * shutdown under load. A request counts from its first hook until its answer is handed to the onSend
 * hooks, which happens for every answer, including errors and answers to clients who left; or, for an
 * answer written straight to Node's response (the response cache's), until that response has finished.
 *
 * Register it before any other hook, so that an answer given by an earlier onRequest hook was counted.
 */
export function registerInFlightDrain(app: FastifyInstance, graceMs = CLOSE_GRACE_MS) {
  let running = 0;
  let idle: (() => void) | undefined;
  const answered = new WeakSet<FastifyRequest>();
  const end = (request: FastifyRequest) => {
    // An error in a later onSend hook sends an error answer: the same request ends twice.
    if (answered.has(request)) return;
    answered.add(request);
    running -= 1;
    if (running === 0) idle?.();
  };

  app.addHook("onRequest", async (request, reply) => {
    running += 1;
    reply.raw.once("finish", () => end(request));
  });
  app.addHook("onSend", async (request, _reply, payload) => {
    end(request);
    return payload;
  });
  app.addHook("onClose", async () => {
    if (running === 0) return;
    const allAnswered = new Promise<void>((resolve) => {
      idle = resolve;
    });
    await waitAtMost(allAnswered, graceMs);
  });
}

/** Waits until `work` settles or `ms` milliseconds have passed, whichever comes first. */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.then(noop, noop), timeUp]);
  clearTimeout(timer);
}

const noop = () => {};
