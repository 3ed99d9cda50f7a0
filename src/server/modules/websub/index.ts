import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { createWebSubRepository } from "./websub.repository.js";
import { createWebSubService, type WebSubLog } from "./websub.service.js";

/**
 * WebSub publishing (WEBSUB_HUB_URL): the hub is pinged when articles become public. The articles module
 * calls `announce` through its publication hook (services.ts wires it); scheduled publications are
 * announced by the job in websub.schedule.ts (jobs.ts starts it).
 */
export function createWebSub(database: Database, config: Config, log: WebSubLog) {
  const repository = createWebSubRepository(database.db);
  return createWebSubService({
    hubUrl: config.webSubHubUrl,
    publicUrl: config.publicUrl,
    timeoutMs: config.upstreams.timeoutMs,
    log,
    claimDuePublications: repository.claimDuePublications,
  });
}
