import type { FastifyBaseLogger } from "fastify";
import { createBudgets } from "./budgets.js";
import { startChangeNotices } from "./change-notices.js";
import type { Config } from "./config.js";
import { createContentChanges } from "./content-changes.js";
import type { Database } from "./db/client.js";
import { createAdsRepository } from "./modules/ads/ads.repository.js";
import { createAdsService } from "./modules/ads/ads.service.js";
import { createRevisionsRepository } from "./modules/articles/article-revisions.repository.js";
import { createArticlesRepository } from "./modules/articles/articles.repository.js";
import { createArticlesService } from "./modules/articles/articles.service.js";
import { createSearchTurns } from "./plugins/search-turns.js";
import { createAuthRepository } from "./modules/auth/auth.repository.js";
import { createAuthService } from "./modules/auth/auth.service.js";
import { createCategoriesRepository } from "./modules/categories/categories.repository.js";
import { createCategoriesService } from "./modules/categories/categories.service.js";
import { createCommentsRepository } from "./modules/comments/comments.repository.js";
import { createCommentsService } from "./modules/comments/comments.service.js";
import { createFeedsService } from "./modules/feeds/feeds.service.js";
import { createMediaRepository } from "./modules/media/media.repository.js";
import { createMediaService } from "./modules/media/media.service.js";
import { createQuotesService } from "./modules/quotes/quotes.service.js";
import { createSettingsRepository } from "./modules/settings/settings.repository.js";
import { createSettingsService } from "./modules/settings/settings.service.js";
import { createStatsRepository } from "./modules/stats/stats.repository.js";
import { createTranslationRepository } from "./modules/translation/translation.repository.js";
import { createTranslationService } from "./modules/translation/translation.service.js";
import { remoteProviderFor } from "./modules/translation/translation-providers.js";
import { mediaStoreFor } from "./modules/media/open-media-store.js";
import { createUploadsService } from "./modules/media/uploads.service.js";
import { createWireDrafts } from "./modules/wire/wire-draft.js";
import { createWireFetching } from "./modules/wire/wire-fetching.js";
import { createWireRepository } from "./modules/wire/wire.repository.js";
import { createWireService } from "./modules/wire/wire.service.js";

/**
 * Wires repositories into services once; routes and server-rendered pages share these instances. On
 * PostgreSQL, `notices` keeps this process's caches in step with the other processes' writes; close it
 * when the app closes.
 */
export function createServices(database: Database, config: Config, log: FastifyBaseLogger) {
  const { db } = database;
  const articlesRepo = createArticlesRepository(db);
  const changes = createContentChanges();
  changes.setNextPublicationLookup(() => articlesRepo.nextScheduledPublication());
  const notices = startChangeNotices(database, changes, {
    onProblem: (message, error) =>
      log.warn({ err: error }, `${message}: serving without the cache until it listens again`),
    onRecovered: () => log.info("listening for change notices again: caching resumed"),
  });
  const translation = createTranslationService({
    provider: remoteProviderFor(config.translation),
    repository: createTranslationRepository(db),
    timeoutMs: config.upstreams.timeoutMs,
  });
  const budgets = createBudgets(database);

  const categories = createCategoriesService(createCategoriesRepository(db), changes);
  const wireRepo = createWireRepository(db);
  const wireFetching = createWireFetching({ upstreams: config.upstreams });
  const mediaStore = mediaStoreFor(config);
  const mediaRepo = createMediaRepository(db);
  const media = createMediaService(mediaRepo, mediaStore, config.media.publicUrl);
  const articles = createArticlesService(articlesRepo, changes, createRevisionsRepository(db), {
    mediaPublicUrl: config.media.publicUrl,
    imageSizes: media.imageSizes,
  });
  return {
    changes,
    notices,
    budgets,
    auth: createAuthService(createAuthRepository(db), budgets, {
      sessionTtlMs: config.sessionTtlMs,
      loginMaxFailures: config.loginMaxFailures,
    }),
    articles,
    searchTurns: createSearchTurns(config.searchConcurrency),
    categories,
    comments: createCommentsService(createCommentsRepository(db), articlesRepo, changes),
    ads: createAdsService(createAdsRepository(db), changes),
    settings: createSettingsService(createSettingsRepository(db), changes),
    stats: createStatsRepository(db),
    media,
    // Every upload is recorded in the media library.
    uploads: createUploadsService(mediaStore, mediaRepo, config.media.publicUrl),
    translation,
    feeds: createFeedsService({ upstreams: config.upstreams, translator: translation }),
    quotes: createQuotesService({ upstreams: config.upstreams }),
    wire: createWireService({
      repo: wireRepo,
      fetching: wireFetching,
      translation,
      categoryExists: articlesRepo.categoryExists,
    }),
    wireDrafts: createWireDrafts({
      repo: wireRepo,
      fetching: wireFetching,
      translation,
      articles,
      firstCategoryId: async () => (await categories.list())[0]?.id,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
