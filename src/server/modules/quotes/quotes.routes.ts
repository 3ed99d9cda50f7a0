import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../define-route.js";
import { describeError } from "../../http-error.js";
import { cacheControlFor } from "../../upstream/last-good-cache.js";
import { QuoteUnavailableError, type QuotesService } from "./quotes.service.js";

const symbolParams = z.object({ symbol: z.string().min(1).max(20, { error: "Unknown stock symbol" }) });
const quoteSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  volume: z.number(),
});
const tags = ["quotes"];

export function registerQuoteRoutes(app: FastifyInstance, quotes: QuotesService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/stock-data/:symbol",
    summary: "Latest quote of one listed Stockholm stock (change against the previous close)",
    tags,
    params: symbolParams,
    response: quoteSchema,
    // Each answer says how long it may be kept, from the quote's own age (cacheControlFor).
    cache: "own",
    handler: async (request, reply) => {
      const { symbol } = request.params;
      try {
        const result = await quotes.get(symbol);
        if (result.state === "stale")
          request.log.warn({ symbol, reason: describeError(result.error) }, "serving last good quote");
        reply.header("cache-control", cacheControlFor(result)).header("x-upstream-cache", result.state);
        return result.value;
      } catch (error) {
        if (error instanceof QuoteUnavailableError)
          request.log.warn({ symbol, reason: describeError(error.reason) }, "quote unavailable");
        throw error;
      }
    },
  });
}
