import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../define-route.js";
import { describeError } from "../../http-error.js";
import { cacheControlFor } from "../../upstream/last-good-cache.js";
import { FEED_SOURCES, FeedUnavailableError, type FeedsService } from "./feeds.service.js";

const feedQuery = z.object({
  source: z
    .enum(FEED_SOURCES, { error: "source must be one of svt, aftonbladet, google" })
    .describe("Which feed: svt and aftonbladet are translated to English, google is English already"),
  url: z
    .string({ error: "url must be a single URL" })
    .max(2048, { error: "url is too long" })
    .optional()
    .describe("source=google only: the Google News feed URL (https, on an allowed host); default GOOGLE_NEWS_URL"),
});

const feedItem = z.object({
  title: z.string(),
  link: z.string(),
  pubDate: z.string().optional(),
  isoDate: z.string().optional(),
  description: z.string().optional(),
  contentSnippet: z.string().optional(),
  content: z.string().optional(),
  category: z.string().optional(),
  categories: z.array(z.string()).optional(),
  originalTitle: z.string().optional(),
  originalDescription: z.string().optional(),
});
const tags = ["feeds"];

export function registerFeedRoutes(app: FastifyInstance, feeds: FeedsService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/rss-proxy",
    summary: "Latest items of a configured news feed (SVT and Aftonbladet translated to English)",
    tags,
    query: feedQuery,
    response: z.object({ items: z.array(feedItem) }),
    // Each answer says how long it may be kept, from the feed's own age (cacheControlFor).
    cache: "own",
    handler: async (request, reply) => {
      const { source, url } = request.query;
      try {
        const result = await feeds.get(source, url);
        if (result.state === "stale")
          request.log.warn({ source, reason: describeError(result.error) }, "serving last good feed");
        reply.header("cache-control", cacheControlFor(result)).header("x-upstream-cache", result.state);
        return { items: result.value };
      } catch (error) {
        if (error instanceof FeedUnavailableError)
          request.log.warn({ source, reason: describeError(error.reason) }, "feed unavailable");
        throw error;
      }
    },
  });
}
