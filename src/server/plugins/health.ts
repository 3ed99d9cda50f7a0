import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { answerWithin } from "../db/answer-within.js";
import type { Database } from "../db/client.js";

/** A database that has not answered `select 1` by then counts as down: a load balancer must not wait on it. */
export const READY_DATABASE_TIMEOUT_MS = 2000;

/**
 * What a load balancer or supervisor asks (issue 18):
 * - `GET /healthz`: 200 while the process runs and its event loop answers (a restart is the cure otherwise);
 * - `GET /readyz`: 200 when the database answers too, 503 when it does not, and 503 from the moment the
 *   server starts shutting down (`app.leaving`, app.ts), so a balancer that asks stops sending it readers.
 *
 * Neither is cached (`cache: "private"` gives `no-store`) nor logged per request: a balancer asks every
 * few seconds, and those lines would bury the ones that matter.
 */
export function registerHealth(app: FastifyInstance, database: Pick<Database, "db">): void {
  const options = { logLevel: "silent", config: { cache: "private" } } as const;
  app.get("/healthz", options, async () => ({ status: "ok" }));
  app.get("/readyz", options, async (request, reply) => {
    if (app.leaving) return reply.code(503).send({ status: "unavailable", message: "The server is shutting down" });
    try {
      await answerWithin(database.db.execute(sql`select 1`), READY_DATABASE_TIMEOUT_MS);
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "not ready: the database does not answer");
      return reply.code(503).send({ status: "unavailable", message: "The database does not answer" });
    }
  });
}
