import { PAGE_SIZE } from "#shared/constants.js";
import type { Article, ArticleList } from "#shared/schemas/article.js";
import { apiRequest } from "#web/ui/api.js";
import { get, withQuery } from "./client.js";
import { keys } from "./keys.js";

export const articlesPageQuery = (page: number) => ({
  queryKey: keys.articlesPage(page),
  queryFn: () => get<ArticleList>(withQuery("/api/admin/articles", { page, limit: PAGE_SIZE.adminArticles })),
});

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
