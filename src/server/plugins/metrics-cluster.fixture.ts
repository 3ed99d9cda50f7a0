/**
 * A small cluster for metrics.test.ts, run as its own program (`node --import tsx`): the primary serves the
 * machine's metrics (servePrimaryMetrics) and forks APP_WORKERS workers that each build a bare Fastify app
 * with registerMetrics and `GET /hello`, sharing one port, plus one worker that never builds an app, as a
 * worker still starting does. Prints `listening <port>` once every app worker listens.
 */
import cluster from "node:cluster";
import Fastify from "fastify";
import { registerMetrics, servePrimaryMetrics } from "./metrics.js";

if (cluster.isPrimary) {
  servePrimaryMetrics({ workerTimeoutMs: 1_000 });
  const appWorkers = Number(process.env.APP_WORKERS ?? 2);
  let listening = 0;
  cluster.on("listening", (_worker, address) => {
    listening += 1;
    if (listening === appWorkers) console.log(`listening ${address.port}`);
  });
  for (let i = 0; i < appWorkers; i++) cluster.fork({ ROLE: "app" });
  cluster.fork({ ROLE: "starting" });
  process.on("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else if (process.env.ROLE === "app") {
  const app = Fastify();
  registerMetrics(app, { token: process.env.METRICS_TOKEN, database: {} });
  app.get("/hello", async () => ({ pid: process.pid }));
  // Port 0 in every worker: the cluster gives them all the same port.
  await app.listen({ port: 0, host: "127.0.0.1" });
} else {
  // Connected to the primary, but with no app yet to answer it: the scrape must not wait for this one.
  setInterval(() => {}, 60_000);
}
