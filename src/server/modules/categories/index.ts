import type { ContentChanges } from "../../invalidation/content-version.js";
import type { Database } from "../../db/client.js";
import { createCategoriesRepository } from "./categories.repository.js";
import { createCategoriesService } from "./categories.service.js";

/** The sections articles are filed under. */
export function createCategories(database: Database, changes: ContentChanges) {
  return createCategoriesService(createCategoriesRepository(database.db), changes);
}
