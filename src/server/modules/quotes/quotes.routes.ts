import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput, describeError } from "../../http-error.js";
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
  app.get(
    "/api/stock-data/:symbol",
    {
      config: {
        // Each answer says how long it may be kept, from the quote's own age (cacheControlFor).
        cache: "own",
        openapi: {
          summary: "Latest quote of one listed Stockholm stock (change against the previous close)",
          tags,
          response: quoteSchema,
        },
      },
    },
    async (request, reply) => {
      const { symbol } = parseInput(symbolParams, request.params);
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
  );
}
