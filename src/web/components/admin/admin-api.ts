/** The staff screens' API: query keys, fetchers and the error helpers their forms use (ADR 0009 keeps them out of reader pages). */
import type { AdSlot } from "../../../shared/schemas/ad-slot.js";
import type { Article, ArticleList } from "../../../shared/schemas/article.js";
import type { CurrentUser } from "../../../shared/schemas/auth.js";
import type { Category } from "../../../shared/schemas/category.js";
import type { AdminComment } from "../../../shared/schemas/comment.js";
import type { SettingEntry } from "../../../shared/schemas/setting.js";
import { PAGE_SIZE } from "../../../shared/constants.js";
import { throwIfNotOk } from "../../lib/api.js";

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

/** A GET for TanStack Query; with on401 "returnNull" an unauthenticated answer yields null instead of throwing. */
export async function getJson<T>(url: string, on401: "throw" | "returnNull" = "throw"): Promise<T | null> {
  const response = await fetch(url, { credentials: "include" });
  if (on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** SPEC 6: an error whose message starts with 401 and contains Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The server's `{ message }` from an API error, or the fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  try {
    const parsed = JSON.parse(match[1]!) as { message?: unknown };
    return typeof parsed.message === "string" && parsed.message ? parsed.message : fallback;
  } catch {
    return match[1]?.trim() || fallback;
  }
}

/** Builds a query string from defined entries only. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
