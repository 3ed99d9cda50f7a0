/** The ten listed Stockholm large caps (Yahoo Finance symbols); the ticker fetches the first six (SPEC 9). */
export const STOCKHOLM_STOCKS = [
  { symbol: "VOLV-B.ST", name: "Volvo B" },
  { symbol: "ERIC-B.ST", name: "Ericsson B" },
  { symbol: "HM-B.ST", name: "H&M B" },
  { symbol: "ATCO-A.ST", name: "Atlas Copco A" },
  { symbol: "INVE-B.ST", name: "Investor B" },
  { symbol: "SEB-A.ST", name: "SEB A" },
  { symbol: "SWED-A.ST", name: "Swedbank A" },
  { symbol: "SAND.ST", name: "Sandvik" },
  { symbol: "ABB.ST", name: "ABB" },
  { symbol: "AZN.ST", name: "AstraZeneca" },
] as const;

export const TICKER_FETCH_COUNT = 6;
export const TICKER_GROUP_SIZE = 3;

export interface StockQuote {
  symbol: string;
  name: string;
  price: number;
  change: number;
  changePercent: number;
  volume: number;
}

export function isListedSymbol(symbol: string): boolean {
  return STOCKHOLM_STOCKS.some((s) => s.symbol === symbol);
}

/** Shown (and labelled as samples) when no live quote could be fetched (SPEC 8). */
export const SAMPLE_QUOTES: StockQuote[] = [
  { symbol: "VOLV-B.ST", name: "Volvo B", price: 268.4, change: 3.1, changePercent: 1.17, volume: 4_210_000 },
  { symbol: "ERIC-B.ST", name: "Ericsson B", price: 71.92, change: -0.84, changePercent: -1.15, volume: 9_830_000 },
  { symbol: "HM-B.ST", name: "H&M B", price: 162.35, change: 1.45, changePercent: 0.9, volume: 2_940_000 },
  { symbol: "ATCO-A.ST", name: "Atlas Copco A", price: 171.6, change: -2.2, changePercent: -1.27, volume: 3_120_000 },
  { symbol: "INVE-B.ST", name: "Investor B", price: 298.1, change: 0.6, changePercent: 0.2, volume: 1_870_000 },
  { symbol: "SEB-A.ST", name: "SEB A", price: 152.75, change: -0.35, changePercent: -0.23, volume: 2_410_000 },
];
