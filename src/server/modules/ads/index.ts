import type { ContentCache } from "../../invalidation/content-version.js";
import type { Database } from "../../db/client.js";
import type { ContentEvents } from "../../events/event-bus.js";
import { createAdsRepository } from "./ads.repository.js";
import { createAdsService } from "./ads.service.js";

/** The ad slots. */
export function createAds(database: Database, changes: ContentCache, events: ContentEvents) {
  return createAdsService(createAdsRepository(database.db), changes, events);
}
