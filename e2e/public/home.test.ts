// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_QUOTES } from "#shared/stocks.js";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";
import { type ApiArticle, fakeApi, getJson, openPage, type Staff, waitForHydration, withSetting } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const browser = setupBrowser();
let staff: Staff;
const baseUrl = sharedServerUrl();

beforeAll(async () => {
  staff = await staffClient(baseUrl);
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toUTCString();

/** Top of an element on the page, to compare the order of the sections. */
async function top(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return box.y;
}

describe("home page", () => {
  it("shows the sections in the spec's order with the right articles", async () => {
    const { page, context, response, errors } = await openPage(browser(), baseUrl);
    expect(response.status()).toBe(200);

    const featured = await getJson<{ articles: ApiArticle[] }>(baseUrl, "/api/articles?featured=true&limit=10");
    const latest = await getJson<{ articles: ApiArticle[] }>(baseUrl, "/api/articles?featured=false&limit=6");
    const featuredCards = page.getByTestId("featured-carousel").locator("article h3");
    expect(await featuredCards.allInnerTexts()).toEqual(featured.articles.map((a) => a.title));
    const latestCards = page.getByTestId("latest-carousel").locator("article h3");
    expect(await latestCards.allInnerTexts()).toEqual(latest.articles.map((a) => a.title));
    expect(latest.articles.every((a) => !a.featured)).toBe(true);

    const viewAll = page.getByTestId("latest-carousel").getByRole("link", { name: /View All/ });
    expect(await viewAll.getAttribute("href")).toBe("/all-articles");

    const categories = await getJson<Array<{ slug: string; articleCount: number }>>(baseUrl, "/api/categories");
    for (const category of categories.filter((c) => c.articleCount > 0)) {
      const strip = page.getByTestId(`category-strip-${category.slug}`);
      const count = await strip.locator("article").count();
      expect(count).toBe(Math.min(6, category.articleCount));
      expect(await strip.getByRole("link", { name: /View More/ }).getAttribute("href")).toBe(
        `/category/${category.slug}`,
      );
    }

    const order = [
      await top(page, "[data-ad-slot=top]"),
      await top(page, "[data-testid=featured-carousel]"),
      await top(page, "[data-testid=latest-carousel]"),
      await top(page, "[data-ad-slot=middle]"),
      await top(page, "[data-testid=widget-google-news]"),
      await top(page, "[data-testid=category-strip-politics]"),
      await top(page, "[data-ad-slot=bottom]"),
      await top(page, "[data-testid=widget-svt]"),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(await top(page, "[data-testid=widget-aftonbladet]")).toBeGreaterThanOrEqual(order[7]!);

    // Staff ad markup is injected as HTML.
    expect(await page.locator("[data-ad-slot=top] a").count()).toBeGreaterThan(0);
    // The first featured picture is the page's priority image; pictures further down load lazily.
    const firstImage = page.getByTestId("featured-carousel").locator("img").first();
    expect(await firstImage.getAttribute("fetchpriority")).toBe("high");
    expect(await firstImage.getAttribute("width")).toBeTruthy();
    expect(await page.getByTestId("category-strip-politics").locator("img").first().getAttribute("loading")).toBe(
      "lazy",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an article link opens the article as a new document, and Back returns to the same place on the front page", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    const link = page.getByTestId("latest-carousel").locator("article h3 a").first();
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    const title = await link.innerText();
    await link.click();
    await page.waitForURL(/\/articles\//);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await waitForHydration(page);
    // Reader pages change by full page loads (ADR 0021): a new document, without the old one's globals.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    // The browser puts the front page back where the reader left it (no router owns scrolling now): the
    // link is in view again, below the top. Not the exact pixel: on a busy machine the page can be put back
    // before its pictures have their height, and settle a few pixels off.
    const href = await link.getAttribute("href");
    await page.waitForFunction(
      (target) => {
        const again = document.querySelector(`[data-testid="latest-carousel"] article h3 a[href="${target}"]`);
        const box = again?.getBoundingClientRect();
        return window.scrollY > 0 && box !== undefined && box.bottom > 0 && box.top < window.innerHeight;
      },
      href,
      { timeout: 10_000 },
    );
    await context.close();
  });

  it("hides each widget whose setting is off, and shows it again", async () => {
    const restore = [
      await withSetting(staff, "widget_svt_enabled", "false"),
      await withSetting(staff, "widget_google_news_enabled", "false"),
    ];
    try {
      const { page, context } = await openPage(browser(), baseUrl);
      expect(await page.getByTestId("widget-svt").count()).toBe(0);
      expect(await page.getByTestId("widget-google-news").count()).toBe(0);
      expect(await page.getByTestId("widget-aftonbladet").count()).toBe(1);
      await context.close();
    } finally {
      for (const r of restore) await r();
    }
    const { page, context } = await openPage(browser(), baseUrl);
    expect(await page.getByTestId("widget-svt").count()).toBe(1);
    expect(await page.getByTestId("widget-google-news").count()).toBe(1);
    await context.close();
  });
});

describe("news widgets", () => {
  it("show the error texts with Retry and Try Again, then load on retry", async () => {
    let fail = true;
    const { page, context } = await openPage(browser(), baseUrl, {
      setup: async (p) => {
        await p.route(/\/api\/rss-proxy/, (route) =>
          fail
            ? route.fulfill({
                status: 502,
                contentType: "application/json",
                body: '{"message":"Failed to fetch news"}',
              })
            : route.fulfill({
                status: 200,
                contentType: "application/json",
                body: JSON.stringify({
                  items: [{ title: "Fresh headline", link: "https://example.com/a", pubDate: hoursAgo(2) }],
                }),
              }),
        );
      },
    });
    const svt = page.getByTestId("widget-svt");
    await svt.getByText("Unable to load latest news. Please try again later.").waitFor();
    const google = page.getByTestId("widget-google-news");
    await google.getByText("Failed to load Google News. Please try again later.").waitFor();

    fail = false;
    await svt.getByRole("button", { name: "Retry" }).click();
    await svt.getByRole("link", { name: /Fresh headline/ }).waitFor();
    expect(await svt.getByText("2h ago").count()).toBe(1);
    expect(await svt.getByTestId("updated-at").innerText()).toMatch(/^Updated \d{2}:\d{2}$/);

    await google.getByRole("button", { name: "Try Again" }).click();
    await google.getByRole("link", { name: /Fresh headline/ }).waitFor();
    await context.close();
  });

  it("keep 8 items from the last 7 days, show the empty text, and remember translations", async () => {
    const items = [
      ...Array.from({ length: 10 }, (_, i) => ({
        title: `Headline ${i}`,
        originalTitle: `Rubrik ${i}`,
        link: `https://svt.example/${i}`,
        pubDate: hoursAgo(i + 1),
        description: `Description ${i}`,
      })),
      { title: "Too old", link: "https://svt.example/old", pubDate: hoursAgo(24 * 8) },
    ];
    const { page, context } = await openPage(browser(), baseUrl, {
      setup: async (p) => {
        await fakeApi(p, /rss-proxy\?source=svt/, 200, { items });
        await fakeApi(p, /rss-proxy\?source=aftonbladet/, 200, {
          items: [{ title: "Last month", link: "https://ab.example/1", pubDate: hoursAgo(24 * 30) }],
        });
        await fakeApi(p, /rss-proxy\?source=google/, 200, { notItems: true });
      },
    });
    const svt = page.getByTestId("widget-svt");
    await svt.getByTestId("feed-items").waitFor();
    expect(await svt.getByTestId("feed-item").count()).toBe(8);
    expect(await svt.getByText("Too old").count()).toBe(0);
    const link = svt.getByRole("link", { name: /Headline 0/ });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toContain("noopener");

    await page
      .getByTestId("widget-aftonbladet")
      .getByText("No recent news from the last week. Check back soon!")
      .waitFor();
    // A response without an items array is 'Invalid RSS data format': shown as the error text.
    await page
      .getByTestId("widget-google-news")
      .getByText("Failed to load Google News. Please try again later.")
      .waitFor();

    const cache = JSON.parse((await page.evaluate(() => localStorage.getItem("translation_cache"))) ?? "{}");
    expect(cache["Rubrik 0"]?.text).toBe("Headline 0");
    await context.close();
  });
});

describe("stock ticker", () => {
  it("shows the sample quotes and the notice when no quote can be fetched", async () => {
    const { page, context } = await openPage(browser(), baseUrl, {
      setup: (p) => fakeApi(p, /\/api\/stock-data\//, 502, { message: "Market data temporarily unavailable" }),
    });
    const ticker = page.getByTestId("stock-ticker");
    await ticker.getByTestId("ticker-sample-note").first().waitFor();
    expect(await ticker.innerText()).toContain("Market data temporarily unavailable");
    expect(await ticker.innerText()).toContain(`${SAMPLE_QUOTES[0]!.price.toFixed(2)} SEK`);
    await context.close();
  });

  it("asks for the first six stocks and groups gainers, losers and most active", async () => {
    const asked: string[] = [];
    const { page, context } = await openPage(browser(), baseUrl, {
      setup: async (p) => {
        await p.route(/\/api\/stock-data\//, (route) => {
          const symbol = decodeURIComponent(route.request().url().split("/").pop()!);
          asked.push(symbol);
          if (symbol === "SEB-A.ST") return route.fulfill({ status: 502, body: '{"message":"down"}' });
          const up = symbol.startsWith("V") || symbol.startsWith("H");
          return route.fulfill({
            status: 200,
            contentType: "application/json",
            body: JSON.stringify({
              symbol,
              name: `Name ${symbol}`,
              price: 123.456,
              change: up ? 2 : -1,
              changePercent: up ? 1.5 : -0.8,
              volume: 1_000_000,
            }),
          });
        });
      },
    });
    const ticker = page.getByTestId("stock-ticker");
    await ticker.getByText("Top Gainers").first().waitFor();
    expect(asked.sort()).toEqual(["ATCO-A.ST", "ERIC-B.ST", "HM-B.ST", "INVE-B.ST", "SEB-A.ST", "VOLV-B.ST"]);
    const text = await ticker.innerText();
    expect(text.toLowerCase()).toContain("top losers");
    expect(text.toLowerCase()).toContain("most active");
    expect(text).toContain("123.46 SEK");
    expect(text).toContain("+2.00 (+1.50%)");
    expect(text).not.toContain("SEB-A.ST");
    expect(text).not.toContain("Market data temporarily unavailable");
    await context.close();
  });
});

describe("carousels", () => {
  const scrollLeft = (page: Page, testId: string) =>
    page
      .getByTestId(testId)
      .locator("ul")
      .first()
      .evaluate((el) => el.scrollLeft);

  it("scroll themselves every 2 s and pause for 5 s after an arrow click", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { reducedMotion: false });
    await page.mouse.move(0, 0);
    const start = await scrollLeft(page, "latest-carousel");
    await page.waitForTimeout(2_800);
    const moved = await scrollLeft(page, "latest-carousel");
    expect(moved).toBeGreaterThan(start);

    await page.getByRole("button", { name: "Next Featured Stories" }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(700);
    const afterClick = await scrollLeft(page, "featured-carousel");
    expect(afterClick).toBeGreaterThan(0);
    await page.waitForTimeout(2_500);
    expect(await scrollLeft(page, "featured-carousel")).toBe(afterClick);
    await context.close();
  });

  it("stay still for readers who prefer reduced motion, and the arrows still work", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { reducedMotion: true });
    const start = await scrollLeft(page, "latest-carousel");
    await page.waitForTimeout(2_500);
    expect(await scrollLeft(page, "latest-carousel")).toBe(start);
    await page.getByRole("button", { name: "Next Latest News" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (before) => (document.querySelector("[data-testid=latest-carousel] ul")?.scrollLeft ?? 0) > before,
      start,
    );
    await context.close();
  });
});
