import type { Config } from "../../config.js";
import type { ContentCache } from "../../invalidation/content-version.js";
import type { Database } from "../../db/client.js";
import type { ContentEvents } from "../../events/event-bus.js";
import type { ImageSizes } from "./article-body.js";
import type { UntranslatedWordsOf } from "./article-checks.js";
import { createRevisionsRepository } from "./article-revisions.repository.js";
import { createArticlesRepository } from "./articles.repository.js";
import { createArticlesService } from "./articles.service.js";

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
    untranslatedWordsOf,
    events,
  }: {
    changes: ContentCache;
    imageSizes: ImageSizes;
    /** The Swedish words left in an article's text, for the checks before publishing (issue 30). */
    untranslatedWordsOf?: UntranslatedWordsOf;
    /** What saves raise (the content events: the caches' invalidation, the WebSub pings); none when absent. */
    events?: ContentEvents;
  },
) {
  const repository = createArticlesRepository(database.db);
  const service = createArticlesService(repository, changes, createRevisionsRepository(database.db), {
    mediaPublicUrl: config.media.publicUrl,
    imageSizes,
    untranslatedWordsOf,
    events,
  });
  return { repository, service };
}
