import type { AdminArticleSort, AdminArticleStatus } from "#shared/schemas/article.js";
import type { AnalyticsPeriod } from "#shared/schemas/analytics.js";
import type { ModerationTab } from "#shared/schemas/comment.js";
import type { MessageFilter } from "#shared/schemas/contact-message.js";
import type { SubscriberStatus } from "#shared/schemas/newsletter.js";

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

/** One page of the newsletter's subscriber list, optionally searched and of one status. */
export interface SubscriberFilters {
  q?: string;
  status?: SubscriberStatus;
  page: number;
}

/** One page of the audit log, one person's or one kind of action's when asked. */
export interface AuditFilter {
  page: number;
  userId?: number;
  action?: string;
}

/**
 * TanStack Query keys, every one of the staff screens' (ADR 0030): the first element is the resource, so
 * invalidating it refetches every page of it. What each change invalidates is said once, beside its call
 * (features/<feature>/api/), with the shared sets in refresh.ts.
 */
export const keys = {
  user: ["/api/auth/user"] as const,
  stats: ["/api/admin/stats"] as const,
  articles: ["/api/admin/articles"] as const,
  articlesPage: (filters: ArticleListFilters) => ["/api/admin/articles", filters] as const,
  previews: ["/api/admin/preview/articles"] as const,
  preview: (id: number) => ["/api/admin/preview/articles", id] as const,
  revisions: (articleId: number) => ["/api/admin/articles", articleId, "revisions"] as const,
  articleSource: (articleId: number) => ["/api/admin/articles", articleId, "source"] as const,
  revision: (articleId: number, revisionId: number) =>
    ["/api/admin/articles", articleId, "revisions", revisionId] as const,
  categories: ["/api/categories"] as const,
  comments: ["/api/admin/comments/pending"] as const,
  commentsPage: (status: ModerationTab, page: number) => ["/api/admin/comments/pending", { status, page }] as const,
  messages: ["/api/admin/messages"] as const,
  messagesPage: (status: MessageFilter, page: number) => ["/api/admin/messages", { status, page }] as const,
  openMessages: ["/api/admin/messages", "open-count"] as const,
  mail: ["/api/admin/mail"] as const,
  newsletter: ["/api/admin/newsletter"] as const,
  newsletterPage: (filters: SubscriberFilters) => ["/api/admin/newsletter", filters] as const,
  newsletterPreview: ["/api/admin/newsletter", "preview"] as const,
  analytics: ["/api/admin/analytics"] as const,
  analyticsPeriod: (days: AnalyticsPeriod) => ["/api/admin/analytics", days] as const,
  analyticsTranslation: (days: AnalyticsPeriod) => ["/api/admin/analytics", "translation", days] as const,
  terms: ["/api/admin/terms"] as const,
  termsList: (q?: string) => ["/api/admin/terms", { q }] as const,
  translationMemory: ["/api/admin/translation-memory"] as const,
  translationMemoryList: (q?: string) => ["/api/admin/translation-memory", { q }] as const,
  ads: ["/api/admin/ads"] as const,
  settings: ["/api/admin/settings"] as const,
  sources: ["/api/admin/sources"] as const,
  wire: ["/api/admin/wire"] as const,
  wirePage: (filters: WireFilters) => ["/api/admin/wire", filters] as const,
  media: ["/api/admin/media"] as const,
  mediaPage: (page: number, q?: string) => ["/api/admin/media", { page, q }] as const,
  staff: ["/api/admin/staff"] as const,
  invitations: ["/api/admin/staff/invitations"] as const,
  audit: ["/api/admin/audit"] as const,
  auditPage: (filter: AuditFilter) => ["/api/admin/audit", filter] as const,
  twoFactor: ["/api/auth/2fa"] as const,
  sessions: ["/api/auth/sessions"] as const,
};
