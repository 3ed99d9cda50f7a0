import type { TestProject } from "vitest/node";
import { buildForProduction, startServer } from "./server.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared servers' addresses, one per worker: a test file reads its own with sharedServerUrl(). */
    sharedServerUrls: string[];
  }
}

/**
 * One production server with the demo newsroom for each of the run's workers (ADR 0031): the files a
 * worker runs share its server, one file after another, as the whole run once shared one server, while
 * the other worker's files use another server on its own data folder. Built once, before they start.
 */
export default async function setup(project: TestProject) {
  buildForProduction();
  // E2E_SHARED_SERVERS=0 for a run of files that start their own servers only (.ci/run's PostgreSQL stages).
  const given = process.env.E2E_SHARED_SERVERS;
  const count = given === undefined || given === "" ? Math.max(1, project.config.maxWorkers) : Number(given);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`E2E_SHARED_SERVERS must be a whole number of servers (0 or more), not "${given}"`);
  }
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  project.provide(
    "sharedServerUrls",
    servers.map((server) => server.baseUrl),
  );
  return stop;
}
