import { z } from "zod";

/** Dashboard counts (SPEC 4: drafts = all articles minus published). */
export const dashboardStatsSchema = z.object({
  totalArticles: z.number().int(),
  publishedArticles: z.number().int(),
  draftArticles: z.number().int(),
  pendingComments: z.number().int(),
  categories: z.number().int(),
  adSlots: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
