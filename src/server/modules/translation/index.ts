import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { remoteProviderFor } from "./translation-providers.js";
import { createTranslationRepository } from "./translation.repository.js";
import { createTranslationService } from "./translation.service.js";

/** Swedish to English: the configured remote provider, the dictionary and the cache of translations. */
export function createTranslation(database: Database, config: Config) {
  return createTranslationService({
    provider: remoteProviderFor(config.translation),
    repository: createTranslationRepository(database.db),
    timeoutMs: config.upstreams.timeoutMs,
  });
}
