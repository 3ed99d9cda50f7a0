import type { Config } from "../../config.js";
import type { ContentCache } from "../../invalidation/content-version.js";
import type { Database } from "../../db/client.js";
import type { ContentEvents } from "../../events/event-bus.js";
import type { ImageSizes } from "./article-body.js";
import type { TranslationChecks } from "./article-checks.js";
import { createRevisionsRepository } from "./article-revisions.repository.js";
import { createArticlesRepository } from "./articles.repository.js";
import { createArticlesService } from "./articles.service.js";
import type { PlaceSpelling } from "./place-spellings.js";

/**
 * Articles and their revisions. The repository is handed out too: comments check their article through
 * it, the wire the category of a source, and the content changes when the next scheduled article is due.
 */
export function createArticles(
  database: Database,
  config: Config,
  {
    changes,
    imageSizes,
    translationChecks,
    events,
    placeSpellings,
  }: {
    changes: ContentCache;
    imageSizes: ImageSizes;
    /** What the checks before publishing read of a translation: the Swedish source, the terms (issues 30, 43). */
    translationChecks?: TranslationChecks;
    /** What saves raise (the content events: the caches' invalidation, the WebSub pings); none when absent. */
    events?: ContentEvents;
    /** The term base's place names, which search finds under either spelling (issue 43). */
    placeSpellings?: () => Promise<readonly PlaceSpelling[]>;
  },
) {
  const repository = createArticlesRepository(database.db);
  const service = createArticlesService(repository, changes, createRevisionsRepository(database.db), {
    mediaPublicUrl: config.media.publicUrl,
    imageSizes,
    translationChecks,
    events,
    placeSpellings,
  });
  return { repository, service };
}
