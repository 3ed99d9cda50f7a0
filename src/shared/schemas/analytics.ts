import { z } from "zod";

/** The periods the Analytics screen offers, in days (issue 31). */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** How many rows the top-articles and referring-sites tables have. */
export const ANALYTICS_TOP_COUNT = 10;

/** GET /api/admin/analytics?days=7|30|90: absent means 7; anything else is a 400 that says what to send. */
export const analyticsQuerySchema = z.object({
  days: z
    .enum(["7", "30", "90"], { message: "days must be 7, 30 or 90" })
    .default("7")
    .transform((days) => Number(days) as AnalyticsPeriod),
});

/** A calendar day (UTC) as YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const analyticsSchema = z.object({
  days: z.number().int(),
  /** The first and last day of the period (UTC), the last being today. */
  from: day,
  to: day,
  /** Every day of the period, oldest first, days without reads included as 0. */
  viewsPerDay: z.array(z.object({ day, reads: z.number().int() })),
  totalReads: z.number().int(),
  /** The most read articles of the period, most first (articles deleted since are not listed). */
  topArticles: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      /** Readers can open it now (published, its time come): otherwise staff see it in the admin. */
      live: z.boolean(),
      reads: z.number().int(),
    }),
  ),
  /** Sites readers came from, by host name only, most first. */
  referrers: z.array(z.object({ host: z.string(), reads: z.number().int() })),
  /** Confirmed newsletter subscribers at the end of each day of the period, oldest first. */
  subscribers: z.array(z.object({ day, total: z.number().int() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
