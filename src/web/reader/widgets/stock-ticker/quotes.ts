import {
  SAMPLE_QUOTES,
  STOCKHOLM_STOCKS,
  type StockQuote,
  TICKER_FETCH_COUNT,
  TICKER_GROUP_SIZE,
} from "#shared/stocks.js";

export interface QuoteGroups {
  gainers: StockQuote[];
  losers: StockQuote[];
  active: StockQuote[];
}

/** Top 3 gainers, 3 losers and 3 most active (SPEC 9). A stock that did not move is neither. */
export function groupQuotes(quotes: StockQuote[]): QuoteGroups {
  return {
    gainers: quotes
      .filter((q) => q.changePercent > 0)
      .sort((a, b) => b.changePercent - a.changePercent)
      .slice(0, TICKER_GROUP_SIZE),
    losers: quotes
      .filter((q) => q.changePercent < 0)
      .sort((a, b) => a.changePercent - b.changePercent)
      .slice(0, TICKER_GROUP_SIZE),
    active: [...quotes].sort((a, b) => b.volume - a.volume).slice(0, TICKER_GROUP_SIZE),
  };
}

/** Prices in SEK to 2 decimals. */
export function formatSek(price: number): string {
  return `${price.toFixed(2)} SEK`;
}

export function formatChange(quote: Pick<StockQuote, "change" | "changePercent">): string {
  const sign = (n: number) => (n > 0 ? "+" : n < 0 ? "−" : "");
  return `${sign(quote.change)}${Math.abs(quote.change).toFixed(2)} (${sign(quote.changePercent)}${Math.abs(
    quote.changePercent,
  ).toFixed(2)}%)`;
}

export function formatVolume(volume: number): string {
  if (volume >= 1_000_000) return `${(volume / 1_000_000).toFixed(1)}M`;
  if (volume >= 1_000) return `${(volume / 1_000).toFixed(1)}K`;
  return String(Math.round(volume));
}

function isQuote(value: unknown): value is StockQuote {
  const q = value as StockQuote | null;
  return (
    Boolean(q) &&
    typeof q!.symbol === "string" &&
    typeof q!.name === "string" &&
    [q!.price, q!.change, q!.changePercent, q!.volume].every((n) => typeof n === "number" && Number.isFinite(n))
  );
}

export interface TickerData {
  quotes: StockQuote[];
  /** True when no live quote could be fetched and the hard-coded samples are shown (SPEC 8). */
  sample: boolean;
}

/** The first six listed stocks; a failed quote is skipped; none at all means the sample quotes. */
export async function fetchTicker(fetchImpl: typeof fetch = fetch): Promise<TickerData> {
  const symbols = STOCKHOLM_STOCKS.slice(0, TICKER_FETCH_COUNT);
  const settled = await Promise.allSettled(
    symbols.map(async ({ symbol }) => {
      const response = await fetchImpl(`/api/stock-data/${encodeURIComponent(symbol)}`, {
        credentials: "include",
        cache: "no-cache",
      });
      if (!response.ok) {
        await response.text().catch(() => "");
        throw new Error(`${response.status}`);
      }
      const quote = (await response.json()) as unknown;
      if (!isQuote(quote)) throw new Error("Invalid quote");
      return quote;
    }),
  );
  const quotes = settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  return quotes.length ? { quotes, sample: false } : { quotes: SAMPLE_QUOTES, sample: true };
}
