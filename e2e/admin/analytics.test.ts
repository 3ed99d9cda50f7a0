import { randomInt } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Analytics } from "#shared/schemas/analytics.js";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";
import { expectNoAxeViolations, openAdmin, staffContext } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const baseUrl = sharedServerUrl();
const browser = setupBrowser();

/**
 * A reader's browser. The server counts one read per address and article every 30 minutes (issue 41: the
 * browser name does not tell readers apart), and every request here comes from 127.0.0.1: each read below
 * is of another article.
 */
const readerAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.${randomInt(1e6)}.0 Safari/537.36`;

/** The read beacon as a reader page sends it: no cookie, same origin, the page's document.referrer. */
async function sendRead(articleId: number, referrer: string) {
  const response = await fetch(`${baseUrl}/api/reads`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "user-agent": readerAgent() },
    body: JSON.stringify({ articleId, referrer }),
  });
  expect(response.status).toBe(204);
}

/** The pixels of a canvas that are not transparent: more than none once chart.js has drawn on it. */
const paintedPixels = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return painted;
  });

const EMPTY: Analytics = {
  days: 7,
  from: "2026-11-21",
  to: "2026-11-27",
  viewsPerDay: ["21", "22", "23", "24", "25", "26", "27"].map((d) => ({ day: `2026-11-${d}`, reads: 0 })),
  totalReads: 0,
  topArticles: [],
  referrers: [],
  subscribers: ["21", "22", "23", "24", "25", "26", "27"].map((d) => ({ day: `2026-11-${d}`, total: 0 })),
};

/** The Analytics screen (issue 31), on the suite's server with reads counted through the real beacon. */
describe("the Analytics screen", () => {
  it("shows counted reads: total, chart and its table, top article, referring site; 30 days goes to the URL", async () => {
    const staff = await staffClient(baseUrl);
    const analytics = async (days = 7) => (await staff<Analytics>("GET", `/api/admin/analytics?days=${days}`)).json;
    const before = (await analytics()).totalReads;
    const list = await (await fetch(`${baseUrl}/api/articles?limit=10`)).json();
    // Not the most-read suite's stories, which this address may have read already.
    const [article, another] = (list as { articles: { id: number; title: string; slug: string }[] }).articles.filter(
      (story) => !story.slug.startsWith("most-read-test-"),
    ) as [{ id: number; title: string; slug: string }, { id: number }];

    // Reads of two articles, one from a search engine; the server writes its counts every 5 s.
    await sendRead(article.id, "https://www.google.com/search?q=news");
    await sendRead(another.id, "");
    await expect
      .poll(async () => (await analytics()).totalReads, { timeout: 20_000, interval: 500 })
      .toBeGreaterThan(before + 1);

    const context = await staffContext(browser(), baseUrl);
    const page = await openAdmin(context, `${baseUrl}/admin/analytics`, "Analytics");
    expect(await page.getByRole("link", { name: "Analytics", exact: true }).first().getAttribute("aria-current")).toBe(
      "page",
    );
    const period = page.getByRole("group", { name: "Period" });
    expect(await period.getByRole("button", { name: "7 days" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("analytics-period").getByText("Showing the last 7 days").waitFor();
    const total = Number((await page.getByTestId("analytics-total").textContent())!.replaceAll(",", ""));
    expect(total).toBeGreaterThan(before + 1);

    const top = page.getByRole("table", { name: "Top articles, last 7 days" });
    const link = top.getByRole("link", { name: article.title });
    expect(await link.getAttribute("href")).toBe(`/articles/${article.slug}`);
    const referrers = page.getByRole("table", { name: "Referring sites, last 7 days" });
    await referrers.getByRole("cell", { name: "www.google.com", exact: true }).waitFor();

    // The chart is a picture with its numbers in words, drawn by chart.js; the same numbers as a table.
    const chart = page.getByRole("img", { name: /^Views per day, last 7 days: [\d,]+ reads? in total, most on / });
    await chart.waitFor();
    await expect.poll(() => paintedPixels(page, "analytics-views-chart"), { timeout: 10_000 }).toBeGreaterThan(0);
    const views = page.getByRole("region", { name: "Views per day", exact: true });
    const table = views.getByRole("table", { name: "Views per day, last 7 days" });
    expect(await table.isVisible()).toBe(false);
    await views.getByText("Show as table").click();
    expect(await table.getByRole("row").count()).toBe(1 + 7);
    const today = new Date().toLocaleDateString("en-GB", {
      timeZone: "UTC",
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const todayReads = await table.getByRole("row").filter({ hasText: today }).getByRole("cell").nth(1).textContent();
    expect(Number(todayReads!.replaceAll(",", ""))).toBeGreaterThanOrEqual(2);
    // Issue 43: how much editors changed the engines' English (none, or what other files published).
    const translation = page.getByRole("region", { name: "Translation", exact: true });
    await translation
      .getByText(
        /published segments came from the translation memory|No desk articles published in the last 7 days yet/,
      )
      .waitFor();
    await expectNoAxeViolations(page, "analytics screen with reads");

    await period.getByRole("button", { name: "30 days" }).click();
    await page.waitForURL(/\/admin\/analytics\?days=30$/);
    // The router writes the URL before React renders the new period: wait for the render.
    await expect.poll(() => period.getByRole("button", { name: "30 days" }).getAttribute("aria-pressed")).toBe("true");
    expect(await period.getByRole("button", { name: "7 days" }).getAttribute("aria-pressed")).toBe("false");
    await page.getByTestId("analytics-period").getByText("Showing the last 30 days").waitFor();
    await page.getByText("Reads, last 30 days", { exact: true }).waitFor();
    await page.getByRole("img", { name: /^Views per day, last 30 days: / }).waitFor();
    await page
      .getByRole("table", { name: "Top articles, last 30 days" })
      .getByRole("link", { name: article.title })
      .waitFor();
    expect(await views.getByRole("table", { name: "Views per day, last 30 days" }).getByRole("row").count()).toBe(31);
    // The 30 rows scroll in their box, which the keyboard reaches.
    await expectNoAxeViolations(page, "analytics screen, 30 days, table shown");

    // The period survives a reload: it is the URL's.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Analytics" }).waitFor();
    await page.getByTestId("analytics-period").getByText("Showing the last 30 days").waitFor();
    await context.close();
  });

  it("says in plain words when there are no reads yet, and offers Retry when loading fails", async () => {
    const context = await staffContext(browser(), baseUrl);
    let answer: "empty" | "fail" = "empty";
    await context.route(
      (url) => url.pathname === "/api/admin/analytics",
      (route) =>
        answer === "empty"
          ? route.fulfill({ json: { ...EMPTY, days: Number(new URL(route.request().url()).searchParams.get("days")) } })
          : route.fulfill({ status: 500, json: { message: "Internal Server Error" } }),
    );
    const page = await openAdmin(context, `${baseUrl}/admin/analytics`, "Analytics");
    await page.getByTestId("analytics-period").getByText("Showing the last 7 days").waitFor();
    expect(await page.getByTestId("analytics-total").textContent()).toBe("0");
    const views = page.getByRole("region", { name: "Views per day", exact: true });
    await views.getByText("No reads counted in the last 7 days yet.").waitFor();
    expect(await views.locator("canvas").count()).toBe(0);
    await page
      .getByRole("region", { name: "Top articles", exact: true })
      .getByText("No reads counted in the last 7 days yet.")
      .waitFor();
    await page
      .getByRole("region", { name: "Referring sites", exact: true })
      .getByText("No reads from other sites in the last 7 days yet.")
      .waitFor();
    await page
      .getByRole("region", { name: "Subscribers", exact: true })
      .getByText("No confirmed newsletter subscribers in the last 7 days.")
      .waitFor();

    answer = "fail";
    await page.goto(`${baseUrl}/admin/analytics?days=90`);
    await page.getByRole("alert").getByText("Analytics could not be loaded.").waitFor();
    answer = "empty";
    await page.getByRole("button", { name: "Retry" }).click();
    await views.getByText("No reads counted in the last 90 days yet.").waitFor();
    await context.close();
  });
});
