import type { FastifyInstance } from "fastify";

/**
 * Public reads the response cache could not answer (page renders, list and search queries) take turns:
 * at most `concurrency` at once, the rest wait first come, first served. With the embedded database every
 * query runs on the one thread anyway, so letting fifty renders interleave only stretches each of them
 * (a few readers waited seconds while others were served in milliseconds); in turn, each is answered in
 * order and the total throughput is the same or better. Only requests with a cache key queue: staff
 * screens, writes and the upstream-bound routes (feeds, quotes, which may wait on a slow upstream) never do.
 */
/** Turns at once: the embedded database runs one query at a time, a PostgreSQL server works on several. */
export const renderTurns = (database: "pglite" | "postgres") => (database === "pglite" ? 4 : 16);

export function registerRenderQueue(app: FastifyInstance, concurrency: number): void {
  let active = 0;
  const waiting: (() => void)[] = [];

  /** Ends a turn: the next in line gets it (so `active` only drops when nobody waits). */
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  // Registered after the response cache: a cache hit has been answered before this hook runs.
  app.addHook("onRequest", async (request, reply) => {
    if (!request.cacheKey) return;
    let holding = false;
    let giveUp: (() => void) | undefined;
    // 'close' comes once the answer is sent, or when the client goes away first.
    reply.raw.once("close", () => {
      if (holding) {
        holding = false;
        release();
      } else {
        giveUp?.();
      }
    });
    if (active < concurrency) {
      active += 1;
      holding = true;
      return;
    }
    await new Promise<void>((resolve) => {
      const turn = () => {
        holding = true;
        resolve();
      };
      waiting.push(turn);
      giveUp = () => {
        const at = waiting.indexOf(turn);
        if (at >= 0) waiting.splice(at, 1);
        resolve();
      };
    });
  });
}
