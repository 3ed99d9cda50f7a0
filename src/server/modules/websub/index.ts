import type { Config } from "../../config.js";
import type { ContentEvents } from "../../events/event-bus.js";
import { raiseDuePublications } from "../../events/scheduled-publications.js";
import { createWebSubService, type WebSubLog } from "./websub.service.js";

/**
 * WebSub publishing (WEBSUB_HUB_URL): the hub is pinged when articles become public. services.ts registers
 * `announcements` as an outbox subscriber of the content events (a save's publications, ADR 0028);
 * scheduled publications are raised by the job in websub.schedule.ts (jobs.ts starts it).
 */
export function createWebSub(config: Config, log: WebSubLog, events: Pick<ContentEvents, "transaction">) {
  return createWebSubService({
    hubUrl: config.webSubHubUrl,
    publicUrl: config.publicUrl,
    timeoutMs: config.upstreams.timeoutMs,
    log,
    raiseDuePublications: () => raiseDuePublications(events),
  });
}
