import { PAGE_SIZE } from "#shared/constants.js";
import type { Article, ArticleBulkAction, ArticleList, Revision, RevisionSummary } from "#shared/schemas/article.js";
import { apiRequest } from "#web/ui/api.js";
import { get, withQuery } from "../../api/client.js";
import type { ArticleListFilters } from "../../api/keys.js";
import { keys } from "../../api/keys.js";

export const articlesPageQuery = (filters: ArticleListFilters) => ({
  queryKey: keys.articlesPage(filters),
  queryFn: () =>
    get<ArticleList>(
      withQuery("/api/admin/articles", {
        q: filters.q,
        status: filters.status,
        categoryId: filters.categoryId,
        featured: filters.featured,
        sort: filters.sort,
        page: filters.page,
        limit: PAGE_SIZE.adminArticles,
      }),
    ),
});

/** One action on several articles at once (all or none); answers the server's summary ("3 articles published"). */
export function bulkArticles(ids: number[], action: ArticleBulkAction): Promise<{ message: string; affected: number }> {
  return apiRequest("POST", "/api/admin/articles/bulk", { ids, action });
}

/** An article as staff see it, drafts included. */
export const articlePreviewQuery = (id: number) => ({
  queryKey: keys.preview(id),
  queryFn: () => get<Article>(`/api/admin/preview/articles/${id}`),
});

/** Creates the article, or updates the one with this id. */
export function saveArticle(id: number | undefined, payload: unknown): Promise<Article> {
  return id === undefined
    ? apiRequest<Article>("POST", "/api/admin/articles", payload)
    : apiRequest<Article>("PUT", `/api/admin/articles/${id}`, payload);
}

export function deleteArticle(id: number): Promise<unknown> {
  return apiRequest("DELETE", `/api/admin/articles/${id}`);
}

/** The versions earlier saves of an article replaced, newest first. */
export const revisionsQuery = (articleId: number) => ({
  queryKey: keys.revisions(articleId),
  queryFn: async () =>
    (await get<{ revisions: RevisionSummary[] }>(`/api/admin/articles/${articleId}/revisions`)).revisions,
});

export const revisionQuery = (articleId: number, revisionId: number) => ({
  queryKey: [...keys.revisions(articleId), revisionId] as const,
  queryFn: () => get<Revision>(`/api/admin/articles/${articleId}/revisions/${revisionId}`),
});

/** Puts an earlier version back; a new save, so the version it replaces is kept in the history too. */
export function restoreRevision(articleId: number, revisionId: number): Promise<Article> {
  return apiRequest<Article>("POST", `/api/admin/articles/${articleId}/revisions/${revisionId}/restore`);
}
