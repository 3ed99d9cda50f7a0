import type { AdSlot } from "../../../shared/schemas/ad-slot.js";
import type { Article, ArticleList } from "../../../shared/schemas/article.js";
import type { CurrentUser } from "../../../shared/schemas/auth.js";
import type { Category } from "../../../shared/schemas/category.js";
import type { AdminComment } from "../../../shared/schemas/comment.js";
import type { SettingEntry } from "../../../shared/schemas/setting.js";
import { PAGE_SIZE } from "../../../shared/constants.js";
import { getJson, throwIfNotOk, withQuery } from "../../lib/api.js";

import type { DashboardStats } from "../../../shared/schemas/stats.js";

export type { DashboardStats };

/** Query keys: the first element is the resource, so invalidating it refetches every page of it. */
export const keys = {
  user: ["/api/auth/user"] as const,
  stats: ["/api/admin/stats"] as const,
  articles: ["/api/admin/articles"] as const,
  articlesPage: (page: number) => ["/api/admin/articles", { page }] as const,
  preview: (id: number) => ["/api/admin/preview/articles", id] as const,
  categories: ["/api/categories"] as const,
  comments: ["/api/admin/comments/pending"] as const,
  ads: ["/api/admin/ads"] as const,
  settings: ["/api/admin/settings"] as const,
};

/**
 * GET for staff screens. `cache: "no-cache"` makes the browser revalidate every time: public answers
 * such as /api/categories allow stale-while-revalidate, and an editor must see their own change at once.
 */
async function get<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: "include", cache: "no-cache" });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

export const queries = {
  stats: () => ({ queryKey: keys.stats, queryFn: () => get<DashboardStats>("/api/admin/stats") }),
  articlesPage: (page: number) => ({
    queryKey: keys.articlesPage(page),
    queryFn: () => get<ArticleList>(withQuery("/api/admin/articles", { page, limit: PAGE_SIZE.adminArticles })),
  }),
  preview: (id: number) => ({
    queryKey: keys.preview(id),
    queryFn: () => get<Article>(`/api/admin/preview/articles/${id}`),
  }),
  categories: () => ({ queryKey: keys.categories, queryFn: () => get<Category[]>("/api/categories") }),
  comments: () => ({ queryKey: keys.comments, queryFn: () => get<AdminComment[]>("/api/admin/comments/pending") }),
  ads: () => ({ queryKey: keys.ads, queryFn: () => get<AdSlot[]>("/api/admin/ads") }),
  settings: () => ({ queryKey: keys.settings, queryFn: () => get<SettingEntry[]>("/api/admin/settings") }),
};

/** The signed-in staff member, or null without a session (never retried, SPEC 6). */
export function fetchCurrentUser(): Promise<CurrentUser | null> {
  return getJson<CurrentUser>("/api/auth/user", "returnNull");
}
