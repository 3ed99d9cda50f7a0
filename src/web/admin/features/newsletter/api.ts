import type {
  NewsletterOverview,
  NewsletterPreview,
  NewsletterSend,
  SubscriberStatus,
} from "#shared/schemas/newsletter.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../api/keys.js";
import { withQuery } from "../../api/with-query.js";

export interface SubscriberFilters {
  q?: string;
  status?: SubscriberStatus;
  page: number;
}

/** The screen's data for one page of the subscriber list. Its key starts with keys.newsletter. */
export const newsletterQuery = (filters: SubscriberFilters) => ({
  queryKey: [...keys.newsletter, filters] as const,
  queryFn: () => api<NewsletterOverview>(withQuery("/api/admin/newsletter", { ...filters }), { cache: "no-cache" }),
});

export const previewQuery = () => ({
  queryKey: [...keys.newsletter, "preview"] as const,
  queryFn: () => api<NewsletterPreview>("/api/admin/newsletter/preview", { cache: "no-cache" }),
});

export function sendDigestNow(): Promise<NewsletterSend> {
  return api<NewsletterSend>("/api/admin/newsletter/send", { method: "POST" });
}

export function removeSubscriber(id: number): Promise<unknown> {
  return api(`/api/admin/newsletter/subscribers/${id}`, { method: "DELETE" });
}

/** The digest's schedule is three site settings (Newsletter screen only), saved one call each. */
export function saveSchedule(values: Record<string, string>): Promise<unknown> {
  return Promise.all(
    Object.entries(values).map(([key, value]) =>
      api(`/api/admin/settings/${encodeURIComponent(key)}`, { method: "PUT", body: { value } }),
    ),
  );
}
