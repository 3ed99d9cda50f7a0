import { INTERVALS_MS } from "#shared/constants.js";
import { isListedSymbol, STOCKHOLM_STOCKS, type StockQuote } from "#shared/stocks.js";
import type { Config } from "../../config.js";
import { badRequest, HttpError } from "../../http-error.js";
import { isPublicAddress } from "../../upstream/ip-address.js";
import { type CacheResult, createLastGoodCache } from "../../upstream/last-good-cache.js";
import { fetchUpstream, normalizeHost } from "../../upstream/upstream-fetch.js";
import { quoteFromChart } from "./yahoo-chart.js";

const LAST_GOOD_MS = 24 * 3_600_000;
const MAX_BYTES = 2 * 1024 * 1024;
export const QUOTE_UNAVAILABLE = "Market data temporarily unavailable";

export class QuoteUnavailableError extends HttpError {
  constructor(readonly reason: unknown) {
    super(502, QUOTE_UNAVAILABLE);
  }
}

export interface QuotesServiceOptions {
  upstreams: Config["upstreams"];
  /** Tests only: which resolved addresses redirect targets may reach. */
  isAllowedAddress?: (address: string) => boolean;
}

/** Quotes for the listed Stockholm stocks from a Yahoo-style chart endpoint (STOCK_API_URL + symbol). */
export function createQuotesService(options: QuotesServiceOptions) {
  const { upstreams } = options;
  // Per process, refreshed on demand: harmless when every server process does it (see feeds.service.ts).
  const cache = createLastGoodCache<StockQuote>({ freshMs: INTERVALS_MS.ticker, staleMs: LAST_GOOD_MS });

  async function load(symbol: string, name: string): Promise<StockQuote> {
    const url = `${upstreams.stockApiUrl}${encodeURIComponent(symbol)}`;
    const response = await fetchUpstream(url, {
      timeoutMs: upstreams.timeoutMs,
      maxBytes: MAX_BYTES,
      maxRedirects: 3,
      trusted: true,
      redirectHosts: [normalizeHost(new URL(url).hostname)],
      isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
      headers: { accept: "application/json" },
    });
    return quoteFromChart(JSON.parse(response.body.toString("utf8")), symbol, name);
  }

  return {
    /** Only the listed symbols (any letter case); fresh for 5 minutes, the last good quote for 24 hours. */
    async get(rawSymbol: string): Promise<CacheResult<StockQuote>> {
      const symbol = rawSymbol.trim().toUpperCase();
      if (!isListedSymbol(symbol)) {
        throw badRequest("Unknown stock symbol: only the listed Stockholm stocks are available");
      }
      const name = STOCKHOLM_STOCKS.find((s) => s.symbol === symbol)!.name;
      try {
        return await cache.get(symbol, () => load(symbol, name));
      } catch (error) {
        throw new QuoteUnavailableError(error);
      }
    },
    clearCache: () => cache.clear(),
  };
}
export type QuotesService = ReturnType<typeof createQuotesService>;
