import type { AnalyticsPeriod } from "#shared/schemas/analytics.js";
import type { TranslationAnalytics } from "#shared/schemas/translation-memory.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

/** How much editors changed each engine's English in one period (issue 43). Its key starts with keys.analytics. */
export const translationAnalyticsQuery = (days: AnalyticsPeriod) => ({
  queryKey: keys.analyticsTranslation(days),
  queryFn: () =>
    api<TranslationAnalytics>(withQuery("/api/admin/analytics/translation", { days }), { cache: "no-cache" }),
});
