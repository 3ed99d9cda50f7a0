import type { ContentChanges } from "../../invalidation/content-version.js";
import { repeat } from "../../repeat.js";
import type { WebSubLog, WebSubService } from "./websub.service.js";

/** How often the job looks at the next publication time (in memory: a comparison). */
const TICK_MS = 5_000;
/** How often it claims anyway: a publication whose time another process's clock saw first is not missed. */
const SWEEP_MS = 60_000;

/**
 * The background job that announces scheduled publications when their time comes, in every serving
 * process. It watches `changes.nextPublicationAt()` (the time the next scheduled article goes live, which the
 * content version keeps for the response cache: looked up again after every local or peer change), and
 * when that time has passed, or a minute has gone by, claims what came due (`announceDue`: once across
 * processes) and pings the hub. Returns the function that stops it (settling once a claim under way is done).
 */
export function scheduleDueAnnouncements(
  webSub: Pick<WebSubService, "enabled" | "announceDue">,
  changes: Pick<ContentChanges, "nextPublicationAt">,
  log: WebSubLog,
  timing = { tickMs: TICK_MS, sweepMs: SWEEP_MS },
): () => Promise<void> {
  if (!webSub.enabled) return async () => undefined;
  let due = changes.nextPublicationAt();
  let lastClaim = Number.NEGATIVE_INFINITY;
  const claimIfDue = async () => {
    const now = Date.now();
    // Read first: once the time has passed it answers the following one, and `due` keeps the passed one.
    due = Math.min(due, changes.nextPublicationAt());
    if (due > now && now - lastClaim < timing.sweepMs) return;
    lastClaim = now;
    due = Number.POSITIVE_INFINITY;
    try {
      await webSub.announceDue();
    } finally {
      due = Math.min(due, changes.nextPublicationAt());
    }
  };
  return repeat(claimIfDue, {
    firstMs: 0,
    everyMs: timing.tickMs,
    log,
    failed: "WebSub: announcing scheduled publications failed",
  });
}
