import type { StockQuote } from "#shared/stocks.js";

interface ChartMeta {
  regularMarketPrice?: unknown;
  regularMarketPreviousClose?: unknown;
  previousClose?: unknown;
  chartPreviousClose?: unknown;
  regularMarketVolume?: unknown;
}
interface Chart {
  chart?: {
    result?: { meta?: ChartMeta; indicators?: { quote?: { volume?: unknown[] }[] } }[] | null;
    error?: unknown;
  };
}

const finite = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
/** Four decimals: removes floating-point noise (3.0999999 -> 3.1) without losing precision anyone sees. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** Maps a Yahoo Finance chart answer to a quote; change and percentage are against the previous close. */
export function quoteFromChart(answer: unknown, symbol: string, name: string): StockQuote {
  const chart = (answer as Chart | null)?.chart;
  if (chart?.error) throw new Error("quote provider reported an error");
  const result = chart?.result?.[0];
  const meta = result?.meta;
  const price = finite(meta?.regularMarketPrice);
  if (price === undefined || price < 0) throw new Error("quote provider answered without a price");
  const previous =
    finite(meta?.regularMarketPreviousClose) ?? finite(meta?.previousClose) ?? finite(meta?.chartPreviousClose);
  const change = previous !== undefined ? price - previous : 0;
  const changePercent = previous ? (change / previous) * 100 : 0;
  const volumes = (result?.indicators?.quote?.[0]?.volume ?? []).map(finite).filter((v) => v !== undefined);
  const volume = finite(meta?.regularMarketVolume) ?? volumes.reduce((sum, v) => sum + v, 0);
  return {
    symbol,
    name,
    price: round(price),
    change: round(change),
    changePercent: round(changePercent),
    volume: Math.round(volume),
  };
}
