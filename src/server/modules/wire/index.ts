import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import type { ArticlesService } from "../articles/articles.service.js";
import type { MemoryService } from "../translation-memory/memory.service.js";
import type { TranslationService } from "../translation/translation.service.js";
import { createArticleSources } from "./article-sources.js";
import { createCategorySuggestion } from "./category-suggestion.js";
import { createWireDrafts, type WireDraftOptions } from "./wire-draft.js";
import { createWireFetching } from "./wire-fetching.js";
import { createWireRepository } from "./wire.repository.js";
import { createWireService, type WireServiceOptions } from "./wire.service.js";

export interface WireDependencies {
  translation: TranslationService;
  /** The translation memory: drafts take what it remembers, the source panel offers what it nearly does. */
  memory?: MemoryService;
  articles: ArticlesService;
  categoryExists: WireServiceOptions["categoryExists"];
  firstCategoryId: WireDraftOptions["firstCategoryId"];
}

/** The newsroom wire: its sources and items (`service`), and the drafts staff make from an item (`drafts`). */
export function createWire(database: Database, config: Config, dependencies: WireDependencies) {
  const { translation, articles, categoryExists, firstCategoryId, memory } = dependencies;
  const repo = createWireRepository(database.db);
  const fetching = createWireFetching({ upstreams: config.upstreams });
  return {
    service: createWireService({ repo, fetching, translation, categoryExists }),
    drafts: createWireDrafts({
      repo,
      fetching,
      translation,
      articles,
      firstCategoryId,
      suggestCategory: createCategorySuggestion(database.db),
      sources: createArticleSources(database.db),
      memory,
    }),
  };
}

/**
 * The Swedish sources of desk articles (what drafts were made from): for the editor's side-by-side view
 * and the checks' untranslated words. Built apart from the wire, as the articles module needs it first.
 */
export const createDeskSources = (database: Database, memory?: Pick<MemoryService, "nearMatches">) =>
  createArticleSources(database.db, memory ? (swedish) => memory.nearMatches(swedish) : undefined);
