import type { ContentCache } from "../../invalidation/content-version.js";
import type { Database } from "../../db/client.js";
import type { ContentEvents } from "../../events/event-bus.js";
import { createSettingsRepository } from "./settings.repository.js";
import { createSettingsService } from "./settings.service.js";

/** The site's settings. */
export function createSettings(database: Database, changes: ContentCache, events: ContentEvents) {
  return createSettingsService(createSettingsRepository(database.db), changes, events);
}
