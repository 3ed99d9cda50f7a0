import { PAGE_SIZE } from "#shared/constants.js";
import type { Article, ArticleBulkAction, ArticleList, Revision, RevisionSummary } from "#shared/schemas/article.js";
import type { ArticleCheck } from "#shared/schemas/article-checks.js";
import { api } from "#web/ui/api.js";
import { withQuery } from "../../api/with-query.js";
import type { ArticleListFilters } from "../../api/keys.js";
import { keys } from "../../api/keys.js";

export const articlesPageQuery = (filters: ArticleListFilters) => ({
  queryKey: keys.articlesPage(filters),
  queryFn: () =>
    api<ArticleList>(
      withQuery("/api/admin/articles", {
        q: filters.q,
        status: filters.status,
        categoryId: filters.categoryId,
        featured: filters.featured,
        sort: filters.sort,
        page: filters.page,
        limit: PAGE_SIZE.adminArticles,
      }),
      { cache: "no-cache" },
    ),
});

/** One action on several articles at once (all or none); answers the server's summary ("3 articles published"). */
export function bulkArticles(ids: number[], action: ArticleBulkAction): Promise<{ message: string; affected: number }> {
  return api("/api/admin/articles/bulk", { method: "POST", body: { ids, action } });
}

/** An article as staff see it, drafts included. */
export const articlePreviewQuery = (id: number) => ({
  queryKey: keys.preview(id),
  queryFn: () => api<Article>(`/api/admin/preview/articles/${id}`, { cache: "no-cache" }),
});

/** Creates the article, or updates the one with this id (`autosave`: a draft saved after a pause in typing). */
export function saveArticle(id: number | undefined, payload: unknown, autosave = false): Promise<Article> {
  return id === undefined
    ? api<Article>("/api/admin/articles", { method: "POST", body: payload })
    : api<Article>(`/api/admin/articles/${id}${autosave ? "?autosave=true" : ""}`, { method: "PUT", body: payload });
}

/** The checks before publishing, of the values about to be saved (`articleId`: the article, once it exists). */
export async function articleChecks(articleId: number | undefined, payload: object): Promise<ArticleCheck[]> {
  const body = { ...payload, articleId: articleId ?? null };
  return (await api<{ checks: ArticleCheck[] }>("/api/admin/articles/checks", { method: "POST", body })).checks;
}

export function deleteArticle(id: number): Promise<unknown> {
  return api(`/api/admin/articles/${id}`, { method: "DELETE" });
}

/** The versions earlier saves of an article replaced, newest first. */
export const revisionsQuery = (articleId: number) => ({
  queryKey: keys.revisions(articleId),
  queryFn: async () =>
    (await api<{ revisions: RevisionSummary[] }>(`/api/admin/articles/${articleId}/revisions`, { cache: "no-cache" }))
      .revisions,
});

export const revisionQuery = (articleId: number, revisionId: number) => ({
  queryKey: [...keys.revisions(articleId), revisionId] as const,
  queryFn: () => api<Revision>(`/api/admin/articles/${articleId}/revisions/${revisionId}`, { cache: "no-cache" }),
});

/** Puts an earlier version back; a new save, so the version it replaces is kept in the history too. */
export function restoreRevision(articleId: number, revisionId: number): Promise<Article> {
  return api<Article>(`/api/admin/articles/${articleId}/revisions/${revisionId}/restore`, { method: "POST" });
}
