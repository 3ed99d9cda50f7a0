import { describe, expect, it } from "vitest";
import { SAMPLE_QUOTES, type StockQuote } from "#shared/stocks.js";
import { fetchTicker, formatChange, formatSek, formatVolume, groupQuotes } from "./quotes.js";

const quote = (symbol: string, changePercent: number, volume: number): StockQuote => ({
  symbol,
  name: symbol,
  price: 100,
  change: changePercent,
  changePercent,
  volume,
});

describe("groupQuotes", () => {
  it("takes the top 3 gainers, 3 losers and 3 most active", () => {
    const quotes = [
      quote("A", 3, 10),
      quote("B", 1, 50),
      quote("C", -2, 40),
      quote("D", 2, 5),
      quote("E", -1, 30),
      quote("F", 4, 20),
      quote("G", -3, 1),
    ];
    const groups = groupQuotes(quotes);
    expect(groups.gainers.map((q) => q.symbol)).toEqual(["F", "A", "D"]);
    expect(groups.losers.map((q) => q.symbol)).toEqual(["G", "C", "E"]);
    expect(groups.active.map((q) => q.symbol)).toEqual(["B", "C", "E"]);
  });
});

describe("formatting", () => {
  it("writes prices in SEK with 2 decimals", () => {
    expect(formatSek(268.4)).toBe("268.40 SEK");
    expect(formatChange({ change: 3.1, changePercent: 1.17 })).toBe("+3.10 (+1.17%)");
    expect(formatChange({ change: -0.845, changePercent: -1.1 })).toBe("−0.84 (−1.10%)");
    expect(formatVolume(4_210_000)).toBe("4.2M");
    expect(formatVolume(9_500)).toBe("9.5K");
  });
});

describe("fetchTicker", () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("fetches the first six symbols and skips the failed ones", async () => {
    const asked: string[] = [];
    const fake = (async (url: string) => {
      asked.push(url);
      if (url.includes("ERIC")) return json({ message: "Market data temporarily unavailable" }, 502);
      const symbol = decodeURIComponent(url.split("/").pop()!);
      return json(quote(symbol, 1, 1));
    }) as typeof fetch;
    const result = await fetchTicker(fake);
    expect(asked).toHaveLength(6);
    expect(asked[0]).toBe("/api/stock-data/VOLV-B.ST");
    expect(result.sample).toBe(false);
    expect(result.quotes).toHaveLength(5);
  });

  it("shows the sample quotes when none succeed", async () => {
    const result = await fetchTicker((async () => json({ message: "down" }, 502)) as typeof fetch);
    expect(result).toEqual({ quotes: SAMPLE_QUOTES, sample: true });
  });
});
