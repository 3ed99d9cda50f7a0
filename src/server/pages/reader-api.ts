import type { ReaderApi } from "#shared/reader-api.js";
import { HttpError } from "../http-error.js";
import { searchInTurn } from "../modules/articles/article-search.js";
import { isDatabaseBusy, QUERY_TOO_SLOW } from "../plugins/errors.js";
import type { Services } from "../services.js";
import { catchingReads } from "./reader-channel.js";

/** null for "not found", so pages can answer their own 404; any other failure propagates. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The pages' read-only view of the services (see src/shared/reader-api.ts). A database that is down or
 * past QUERY_TIMEOUT_MS fails a read with a 503 HttpError, which the page answers with its own 503.
 */
export function createReaderApi(services: Services): ReaderApi {
  const reader: ReaderApi = {
    settings: () => services.settings.all(),
    categories: () => services.categories.list(),
    category: (slug) => orNull(services.categories.getBySlug(slug)),
    articles: (filter, page) => services.articles.listPublic(filter, page),
    article: (slug) => orNull(services.articles.getPublicRendered(slug)),
    related: (article, limit) => services.articles.related(article, limit),
    comments: (articleId) => services.comments.listPublishedOf(articleId),
    // As GET /api/search answers it: the same turns (plugins/search-turns.ts), which a search already ranked skips.
    search: (query, page) => searchInTurn(services.articles, services.searchTurns, query, page),
    ad: (key) => orNull(services.ads.getPublic(key)),
    mostRead: (limit) => services.reads.mostRead(limit),
  };
  return catchingReads(reader, (error) => {
    throw isDatabaseBusy(error) ? new HttpError(503, QUERY_TOO_SLOW) : error;
  });
}
