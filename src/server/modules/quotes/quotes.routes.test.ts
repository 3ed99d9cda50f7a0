import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeUpstream, jsonReply, startFakeUpstream, yahooChart } from "#tests/support/fake-upstreams.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { STOCKHOLM_STOCKS } from "#shared/stocks.js";

let yahoo: FakeUpstream;
const TIMEOUT_MS = 400;

beforeAll(async () => {
  yahoo = await startFakeUpstream();
});
afterAll(() => yahoo.close());
// Built once the fake upstreams run (the options are read then), and closed before they stop.
const t = setupTestApp(() => ({
  env: { STOCK_API_URL: yahoo.url("/v8/finance/chart/"), UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) },
}));
beforeEach(() => {
  t.app.services.quotes.clearCache();
  yahoo.requests.length = 0;
});
afterEach(() => vi.useRealTimers());

const quote = (symbol: string) => t.app.inject({ url: `/api/stock-data/${encodeURIComponent(symbol)}` });
const serve = (symbol: string, price: number, previousClose: number, volume: number) =>
  yahoo.route(`/v8/finance/chart/${symbol}`, jsonReply(yahooChart({ symbol, price, previousClose, volume })));

describe("GET /api/stock-data/{symbol}", () => {
  it("maps the chart to symbol, name, price, change and changePercent against the previous close, and volume", async () => {
    serve("VOLV-B.ST", 271.5, 268.4, 4_210_000);
    const response = await quote("VOLV-B.ST");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      symbol: "VOLV-B.ST",
      name: "Volvo B",
      price: 271.5,
      change: 3.1,
      changePercent: 1.155,
      volume: 4_210_000,
    });
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=(29\d|300)$/);
    expect(yahoo.requests[0]!.url).toBe("/v8/finance/chart/VOLV-B.ST");
    expect(yahoo.requests[0]!.headers["user-agent"]).toEqual(expect.any(String));
  });

  it("reports a fall as a negative change", async () => {
    serve("ERIC-B.ST", 70, 80, 1_000);
    expect((await quote("ERIC-B.ST")).json()).toMatchObject({ change: -10, changePercent: -12.5 });
  });

  it("accepts every listed symbol, in any letter case", async () => {
    for (const { symbol, name } of STOCKHOLM_STOCKS) {
      serve(symbol, 100, 100, 1);
      const response = await quote(symbol.toLowerCase());
      expect(response.statusCode, symbol).toBe(200);
      expect(response.json()).toMatchObject({ symbol, name, change: 0, changePercent: 0 });
    }
  });

  it.each(["AAPL", "VOLV-B", "../../admin", "VOLV-B.ST?x=1", "%00", "x".repeat(40)])(
    "answers 400 for the unlisted symbol %j without asking the provider",
    async (symbol) => {
      const response = await quote(symbol);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
      expect(yahoo.requests).toHaveLength(0);
    },
  );

  it("is cached for 5 minutes", async () => {
    serve("HM-B.ST", 160, 158, 10);
    await quote("HM-B.ST");
    await quote("HM-B.ST");
    expect(yahoo.requests).toHaveLength(1);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    await quote("HM-B.ST");
    expect(yahoo.requests).toHaveLength(2);
  });

  it("recovers from a provider failure with the last good quote for up to 24 hours, then 502, then fresh again", async () => {
    serve("SEB-A.ST", 152.75, 153.1, 2_410_000);
    const good = (await quote("SEB-A.ST")).json();
    yahoo.route("/v8/finance/chart/SEB-A.ST", { status: 500, body: "down" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const stale = await quote("SEB-A.ST");
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(good);
    expect(stale.headers["cache-control"]).toBe("public, max-age=60");

    vi.setSystemTime(Date.now() + 24 * 3_600_000);
    const failed = await quote("SEB-A.ST");
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: "Market data temporarily unavailable" });

    serve("SEB-A.ST", 155, 153.1, 3_000_000);
    const recovered = await quote("SEB-A.ST");
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({ price: 155, volume: 3_000_000 });
  });

  it.each([
    ["a server error", { status: 500, body: "oops" }],
    ["an unknown-symbol answer", jsonReply({ chart: { result: null, error: { code: "Not Found" } } }, 404)],
    ["a chart without a price", jsonReply({ chart: { result: [{ meta: {} }], error: null } })],
    ["a body that is not JSON", { body: "<html>rate limited</html>" }],
    [
      "a slow answer",
      {
        delayMs: TIMEOUT_MS * 5,
        ...jsonReply(yahooChart({ symbol: "SAND.ST", price: 1, previousClose: 1, volume: 1 })),
      },
    ],
  ])("answers 502 with no last good quote on %s", async (_label, reply) => {
    yahoo.route("/v8/finance/chart/SAND.ST", reply);
    const response = await quote("SAND.ST");
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: "Market data temporarily unavailable" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a provider redirect to another loopback server", async () => {
    const internal = await startFakeUpstream({
      "/x": jsonReply(yahooChart({ symbol: "ABB.ST", price: 1, previousClose: 1, volume: 1 })),
    });
    try {
      yahoo.route("/v8/finance/chart/ABB.ST", { status: 302, headers: { location: internal.url("/x") } });
      expect((await quote("ABB.ST")).statusCode).toBe(502);
      expect(internal.requests).toHaveLength(0);
    } finally {
      await internal.close();
    }
  });

  it("uses the volume series when the summary volume is missing", async () => {
    yahoo.route(
      "/v8/finance/chart/AZN.ST",
      jsonReply({
        chart: {
          result: [
            {
              meta: { regularMarketPrice: 1500, chartPreviousClose: 1480 },
              indicators: { quote: [{ volume: [100, null, 250] }] },
            },
          ],
          error: null,
        },
      }),
    );
    expect((await quote("AZN.ST")).json()).toMatchObject({ price: 1500, change: 20, volume: 350 });
  });
});
