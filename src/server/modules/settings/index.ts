import type { ContentChanges } from "../../invalidation/content-version.js";
import type { Database } from "../../db/client.js";
import { createSettingsRepository } from "./settings.repository.js";
import { createSettingsService } from "./settings.service.js";

/** The site's settings. */
export function createSettings(database: Database, changes: ContentChanges) {
  return createSettingsService(createSettingsRepository(database.db), changes);
}
