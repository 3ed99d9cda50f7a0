import { z } from "zod";
import { articleSchema } from "./article.js";

/** How many articles the "Most read" lists show, and the most GET /api/articles/most-read gives. */
export const MOST_READ_COUNT = 5;
export const MOST_READ_MAX = 10;

/** The heading of the reader pages' list (issue 31). */
export const MOST_READ_HEADING = "Most read";

/**
 * POST /api/reads: the beacon a reader page sends once it is shown (issue 31). `referrer` is the page's
 * document.referrer: the server keeps its host name only, and only when it is another site.
 */
export const readBeaconInput = z.object({
  articleId: z.number({ message: "articleId must be an article's id" }).int().positive().max(2_147_483_647),
  referrer: z.string().max(2048, "referrer must be at most 2048 characters").optional(),
});
export type ReadBeacon = z.infer<typeof readBeaconInput>;

export const mostReadQuery = z.object({
  limit: z.coerce
    .number({ message: `limit must be a whole number from 1 to ${MOST_READ_MAX}` })
    .int(`limit must be a whole number from 1 to ${MOST_READ_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${MOST_READ_MAX}`)
    .max(MOST_READ_MAX, `limit must be a whole number from 1 to ${MOST_READ_MAX}`)
    .default(MOST_READ_COUNT),
});

/** The most read published articles of today and yesterday (UTC), most first; no counts are published. */
export const mostReadSchema = z.object({ articles: z.array(articleSchema) });
export type MostRead = z.infer<typeof mostReadSchema>;
