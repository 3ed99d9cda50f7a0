import type { Article, ArticleList, Revision } from "#shared/schemas/article.js";
import type { Pagination } from "#shared/schemas/common.js";
import { ARTICLE_CONTENT_FIELDS, type ArticleContentField, type articles } from "../../db/schema.js";
import type { RevisionRow } from "./article-revisions.repository.js";
import type { ArticleRow } from "./articles.repository.js";

/**
 * An article's fields, from the one list of its content (`ARTICLE_CONTENT_FIELDS`, db/schema.ts, ADR 0029):
 * what a revision keeps, what a restore puts back and how both read in the API are built from it here, so
 * a content field added to the schema is kept, restored and answered without a line of this module changing.
 */

/** An article's content as stored: the columns a revision keeps. */
export type ArticleContent = Pick<typeof articles.$inferSelect, ArticleContentField>;

/** The content a list shows: all but the body, which only the one-article reads carry. */
export const LISTED_CONTENT_FIELDS = ARTICLE_CONTENT_FIELDS.filter(
  (field): field is Exclude<ArticleContentField, "body"> => field !== "body",
);

/** `from`'s values of `keys`, leaving out those it lacks (undefined): a list's row has no body. */
export function pickFields<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (from[key] !== undefined) picked[key] = from[key];
  return picked;
}

/** The content of a stored article or revision (an article's body only when it was read). */
export const contentOf = <R extends Omit<ArticleContent, "body"> & { body?: string }>(row: R) =>
  pickFields(row, ARTICLE_CONTENT_FIELDS);

type ContentForApi<R> = Omit<Pick<R, ArticleContentField & keyof R>, "publishedAt"> & { publishedAt: string | null };

/** The content as the API gives it: the publication time as ISO text. */
function contentForApi<R extends Omit<ArticleContent, "body"> & { body?: string }>(row: R): ContentForApi<R> {
  return { ...contentOf(row), publishedAt: row.publishedAt?.toISOString() ?? null } as ContentForApi<R>;
}

export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    ...contentForApi(row),
    category:
      row.categoryId !== null && row.categoryName !== null && row.categorySlug !== null
        ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    bodyUpdatedAt: row.bodyUpdatedAt?.toISOString() ?? null,
  };
}

export function toRevision(row: RevisionRow): Revision {
  return {
    id: row.id,
    articleId: row.articleId,
    savedAt: row.createdAt.toISOString(),
    savedBy: row.savedBy,
    ...contentForApi(row),
  };
}

/** A page of articles: its rows as the API gives them, and how many there are in all. */
export const toList = ({ rows, total }: { rows: ArticleRow[]; total: number }): ArticleList => ({
  articles: rows.map(toArticle),
  total,
});

/** How many rows come before a page. */
export const offsetOf = ({ page, limit }: Pagination) => (page - 1) * limit;
