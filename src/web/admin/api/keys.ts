import type { AdminArticleSort, AdminArticleStatus } from "#shared/schemas/article.js";

/** What the articles list shows: one page, optionally searched, filtered and sorted. */
export interface ArticleListFilters {
  q?: string;
  status?: AdminArticleStatus;
  categoryId?: number;
  featured?: boolean;
  sort?: AdminArticleSort;
  page: number;
}

/** What the desk's list is filtered by: one page of one status, optionally one source and a search. */
export interface WireFilters {
  status: "new" | "used" | "dismissed";
  sourceId?: number;
  q?: string;
  page: number;
}

/** TanStack Query keys: the first element is the resource, so invalidating it refetches every page of it. */
export const keys = {
  user: ["/api/auth/user"] as const,
  stats: ["/api/admin/stats"] as const,
  articles: ["/api/admin/articles"] as const,
  articlesPage: (filters: ArticleListFilters) => ["/api/admin/articles", filters] as const,
  preview: (id: number) => ["/api/admin/preview/articles", id] as const,
  revisions: (articleId: number) => ["/api/admin/articles", articleId, "revisions"] as const,
  categories: ["/api/categories"] as const,
  comments: ["/api/admin/comments/pending"] as const,
  messages: ["/api/admin/messages"] as const,
  mail: ["/api/admin/mail"] as const,
  newsletter: ["/api/admin/newsletter"] as const,
  analytics: ["/api/admin/analytics"] as const,
  ads: ["/api/admin/ads"] as const,
  settings: ["/api/admin/settings"] as const,
  sources: ["/api/admin/sources"] as const,
  wire: ["/api/admin/wire"] as const,
  wirePage: (filters: WireFilters) => ["/api/admin/wire", filters] as const,
  media: ["/api/admin/media"] as const,
  mediaPage: (page: number, q?: string) => ["/api/admin/media", { page, q }] as const,
};
