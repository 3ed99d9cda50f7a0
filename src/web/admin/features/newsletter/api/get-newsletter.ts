import type { NewsletterOverview, NewsletterPreview } from "#shared/schemas/newsletter.js";
import { api } from "#web/ui/api.js";
import { keys, type SubscriberFilters } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

export type { SubscriberFilters };

/** The screen's data for one page of the subscriber list. Its key starts with keys.newsletter. */
export const newsletterQuery = (filters: SubscriberFilters) => ({
  queryKey: keys.newsletterPage(filters),
  queryFn: () => api<NewsletterOverview>(withQuery("/api/admin/newsletter", { ...filters }), { cache: "no-cache" }),
});

export const previewQuery = () => ({
  queryKey: keys.newsletterPreview,
  queryFn: () => api<NewsletterPreview>("/api/admin/newsletter/preview", { cache: "no-cache" }),
});
