import type { ContentChanges } from "../../invalidation/content-version.js";
import type { Database } from "../../db/client.js";
import { createAdsRepository } from "./ads.repository.js";
import { createAdsService } from "./ads.service.js";

/** The ad slots. */
export function createAds(database: Database, changes: ContentChanges) {
  return createAdsService(createAdsRepository(database.db), changes);
}
