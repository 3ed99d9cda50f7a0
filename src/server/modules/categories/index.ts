import type { ContentCache } from "../../invalidation/content-version.js";
import type { Database } from "../../db/client.js";
import type { ContentEvents } from "../../events/event-bus.js";
import { createCategoriesRepository } from "./categories.repository.js";
import { createCategoriesService } from "./categories.service.js";

/** The sections articles are filed under. */
export function createCategories(database: Database, changes: ContentCache, events: ContentEvents) {
  return createCategoriesService(createCategoriesRepository(database.db), changes, events);
}
