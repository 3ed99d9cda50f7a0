import type { Analytics, AnalyticsPeriod } from "#shared/schemas/analytics.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

/** The Analytics screen's numbers for one period. Its key starts with keys.analytics. */
export const analyticsQuery = (days: AnalyticsPeriod) => ({
  queryKey: keys.analyticsPeriod(days),
  queryFn: () => api<Analytics>(withQuery("/api/admin/analytics", { days }), { cache: "no-cache" }),
});
