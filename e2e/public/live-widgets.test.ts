import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeUpstream,
  hoursAgo,
  jsonReply,
  RSS_HEADERS,
  rssFeed,
  startFakeUpstream,
  yahooChart,
} from "#tests/support/fake-upstreams.js";
import { newContext } from "../support/browser.js";
import { type RunningServer, startServer } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";

/**
 * The widgets and the ticker against real local upstreams: the production server is pointed at a fake
 * SVT, Aftonbladet, Google News and quote provider through its environment, exactly as an operator would.
 */
let upstream: FakeUpstream;
let server: RunningServer;
const browser = setupBrowser();

const SWEDISH_HEADLINE = "Regeringen föreslår nya regler för skolan";

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.route("/svt", {
    headers: RSS_HEADERS,
    body: rssFeed([
      {
        title: SWEDISH_HEADLINE,
        link: "https://www.svt.se/nyheter/1",
        date: hoursAgo(2),
        description: "Förslaget presenterades i dag.",
      },
    ]),
  });
  // Only an item older than seven days: the widget shows its empty state.
  upstream.route("/aftonbladet", {
    headers: RSS_HEADERS,
    body: rssFeed([{ title: "Gammal nyhet", link: "https://www.aftonbladet.se/1", date: hoursAgo(24 * 9) }]),
  });
  upstream.route("/google", { status: 500, body: "down" });
  upstream.route(
    "/chart/VOLV-B.ST",
    jsonReply(yahooChart({ symbol: "VOLV-B.ST", price: 301.5, previousClose: 300, volume: 1000 })),
  );
  server = await startServer({
    RSS_SVT_URL: upstream.url("/svt"),
    RSS_AFTONBLADET_URL: upstream.url("/aftonbladet"),
    GOOGLE_NEWS_URL: upstream.url("/google"),
    GOOGLE_NEWS_HOSTS: "127.0.0.1",
    STOCK_API_URL: upstream.url("/chart/"),
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

async function home(): Promise<Page> {
  const context = await newContext(browser(), { cookiesAccepted: true, reducedMotion: true });
  const page = await context.newPage();
  await page.goto(server.baseUrl);
  return page;
}

describe("news widgets against live upstreams", () => {
  it("shows SVT headlines translated to English, with the Updated time", async () => {
    const page = await home();
    const svt = page.getByTestId("widget-svt");
    const item = svt.getByTestId("feed-item").first();
    await item.waitFor();
    const text = ((await item.textContent()) ?? "").toLowerCase();
    expect(text).toContain("government");
    expect(text).not.toContain("regeringen");
    await expect.poll(() => svt.getByTestId("updated-at").textContent()).toMatch(/^Updated /);
    await page.context().close();
  });

  it("shows the headlines it has at once when the reader comes back to the front page", async () => {
    const page = await home();
    const svt = page.getByTestId("widget-svt");
    await svt.getByTestId("feed-item").first().waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/rss-proxy?source=svt")) asked.push(request.url());
    });
    await page.getByRole("link", { name: "About Us", exact: true }).first().click();
    await page.waitForURL(/\/about$/);
    await page.getByRole("link", { name: "Only News for Free, front page" }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    // A new document (ADR 0021): the widget hydrates as the server rendered it, then takes the headlines
    // the visit already has before the browser paints (no skeleton shown), and asks for none until its
    // next poll.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await svt.waitFor();
    expect(await svt.getByTestId("feed-item").count()).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it("shows the empty state when the feed has nothing from the last week", async () => {
    const page = await home();
    await page
      .getByTestId("widget-aftonbladet")
      .getByText("No recent news from the last week. Check back soon!")
      .waitFor();
    await page.context().close();
  });

  it("shows Google News' error with Try Again, and recovers when the upstream does", async () => {
    const page = await home();
    const google = page.getByTestId("widget-google-news");
    await google.getByText("Failed to load Google News. Please try again later.").waitFor();
    upstream.route("/google", {
      headers: RSS_HEADERS,
      body: rssFeed([{ title: "Sweden wins the final", link: "https://example.com/final", date: hoursAgo(1) }]),
    });
    // The server keeps a failure for a short while before asking the upstream again.
    await expect
      .poll(
        async () => {
          await google
            .getByRole("button", { name: "Try Again" })
            .click({ timeout: 2000 })
            .catch(() => {});
          return google.getByText("Sweden wins the final").count();
        },
        { timeout: 45_000, interval: 3000 },
      )
      .toBe(1);
    await page.context().close();
  }, 60_000);
});

describe("stock ticker against a live quote provider", () => {
  it("shows the quotes that succeed and skips the ones that fail", async () => {
    const page = await home();
    const ticker = page.getByTestId("stock-ticker");
    await ticker.getByText("Volvo B").first().waitFor();
    expect(await ticker.textContent()).toContain("301.50");
    // Ericsson's upstream answers 404: it is skipped, not replaced by a sample.
    expect(await ticker.getByTestId("ticker-sample-note").count()).toBe(0);
    await page.context().close();
  });

  it("falls back to the sample quotes when no quote can be fetched", async () => {
    upstream.route("/chart/VOLV-B.ST", { status: 500, body: "down" });
    const other = await startServer({ STOCK_API_URL: upstream.url("/nothing/") });
    try {
      const context = await newContext(browser(), { cookiesAccepted: true, reducedMotion: true });
      const page = await context.newPage();
      await page.goto(other.baseUrl);
      await page.getByTestId("ticker-sample-note").first().waitFor();
      expect(await page.getByTestId("ticker-sample-note").first().textContent()).toContain(
        "Market data temporarily unavailable",
      );
      await context.close();
    } finally {
      await other.stop();
    }
  }, 90_000);
});
