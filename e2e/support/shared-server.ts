import { inject } from "vitest";

/**
 * The address of this worker's shared production server (e2e/support/global-setup.ts starts one per
 * worker, with the demo newsroom). The files one worker runs use it one after another, so a file may
 * change the demo data and put it back, as when the whole run shared one server; a file never meets
 * another worker's changes. VITEST_POOL_ID is the worker's slot, 1 to maxWorkers.
 */
export function sharedServerUrl(): string {
  const urls = inject("sharedServerUrls");
  const slot = Number(process.env.VITEST_POOL_ID ?? "1");
  const url = urls[slot - 1];
  if (!url) {
    throw new Error(
      `No shared server for worker ${slot}: the global setup started ${urls.length} (E2E_SHARED_SERVERS, else one per worker)`,
    );
  }
  return url;
}
