import type { FastifyInstance, FastifyRequest } from "fastify";

/** How long closing waits for handlers still running; the process's own deadline (index.ts) is 15 s. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Closing the app waits for the request handlers still running. Fastify's close() ends when the last
 * connection has, but a handler whose client left goes on to the end (Fastify only skips the write): with
 * the database closed under it, its next query failed and was logged as a failed request on every
 * shutdown under load. A request counts from its first hook until its answer is handed to the onSend
 * hooks, which happens for every answer, including errors and answers to clients who left.
 *
 * Register it before any other hook, so that an answer given by an earlier onRequest hook (the response
 * cache) was counted when its onSend comes.
 */
export function registerInFlightDrain(app: FastifyInstance, graceMs = CLOSE_GRACE_MS) {
  let running = 0;
  let idle: (() => void) | undefined;
  const answered = new WeakSet<FastifyRequest>();

  app.addHook("onRequest", async () => {
    running += 1;
  });
  app.addHook("onSend", async (request, _reply, payload) => {
    // An error in a later onSend hook sends an error answer: the same request comes here twice.
    if (!answered.has(request)) {
      answered.add(request);
      running -= 1;
      if (running === 0) idle?.();
    }
    return payload;
  });
  app.addHook("onClose", async () => {
    if (running === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => {
        idle = resolve;
      }),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      }),
    ]);
    clearTimeout(timer);
  });
}
