import type { ReaderApi } from "#shared/reader-api.js";
import { HttpError } from "../http-error.js";
import type { Services } from "../services.js";

/** null for "not found", so pages can answer their own 404; any other failure propagates. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The pages' read-only view of the services (see src/shared/reader-api.ts). */
export function createReaderApi(services: Services): ReaderApi {
  return {
    settings: () => services.settings.all(),
    categories: () => services.categories.list(),
    category: (slug) => orNull(services.categories.getBySlug(slug)),
    articles: (filter, page) => services.articles.listPublic(filter, page),
    article: (slug) => orNull(services.articles.getPublicRendered(slug)),
    related: (article, limit) => services.articles.related(article, limit),
    comments: (articleId) => services.comments.listPublishedOf(articleId),
    search: (query, page) => services.articles.search(query, page),
    ad: (key) => orNull(services.ads.getPublic(key)),
  };
}
