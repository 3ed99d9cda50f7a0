// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiArticle, getJson, openPage, type Staff } from "./helpers.js";
import { E2E_ADMIN } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";
import { sharedServerUrl } from "../support/shared-server.js";

/**
 * Most read (issue 31) in the browser: an article page, once shown, sends its beacon; the read is counted
 * and written within seconds, and the next page rendered lists the article under "Most read". Headless
 * Chromium calls itself HeadlessChrome, a bot: the reader here poses as a desktop Chrome.
 */
const baseUrl = sharedServerUrl();
const browser = setupBrowser();
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const stamp = Date.now();

let staff: Staff;
const created: ApiArticle[] = [];
beforeAll(async () => {
  staff = await staffClient(baseUrl);
  const categories = await getJson<Array<{ id: number }>>(baseUrl, "/api/categories");
  for (const name of ["read", "next"]) {
    const answer = await staff<ApiArticle>("POST", "/api/admin/articles", {
      title: `Most read test story ${name} ${stamp}`,
      slug: `most-read-test-${name}-${stamp}`,
      body: "A paragraph of the story.",
      author: "Test Desk",
      categoryId: categories[0]!.id,
      published: true,
      publishedAt: new Date().toISOString(),
    });
    expect(answer.status).toBe(201);
    created.push(answer.json);
  }
});
afterAll(async () => {
  for (const article of created) await staff("DELETE", `/api/admin/articles/${article.id}`);
});

/** An article's reads this week, from the Analytics screen's call (never cached, unlike the public list). */
async function readsOf(id: number): Promise<number | undefined> {
  const { json } = await staff<{ topArticles: { id: number; reads: number }[] }>("GET", "/api/admin/analytics?days=7");
  return json.topArticles.find((article) => article.id === id)?.reads;
}

/** The statuses of the page's read beacons, as they are answered (a setup for openPage). */
function watchBeacons(statuses: number[]) {
  return async (page: Page) => {
    page.on("response", (response) => {
      if (response.url().endsWith("/api/reads")) statuses.push(response.status());
    });
  };
}

describe("most read", () => {
  it("counts a shown article page through its beacon, then lists it on the next page rendered", async () => {
    const [read, next] = created as [ApiArticle, ApiArticle];
    const beacons: number[] = [];
    const { page, context, errors } = await openPage(browser(), `${baseUrl}/articles/${read.slug}`, {
      userAgent: READER,
      setup: watchBeacons(beacons),
    });
    await expect.poll(() => beacons).toEqual([204]);
    // Counted in memory, written within 5 s.
    await expect.poll(() => readsOf(read.id), { timeout: 15_000, interval: 500 }).toBe(1);

    // A page rendered since (this one was never cached) lists it, by title, linked.
    await page.goto(`${baseUrl}/articles/${next.slug}`);
    const list = page.getByRole("region", { name: "Most read" });
    const link = list.getByRole("link", { name: read.title });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`/articles/${read.slug}`);
    expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("does not count headless Chromium, which says it is a bot, nor a signed-in staff member", async () => {
    const [, next] = created as [ApiArticle, ApiArticle];
    // `next` was read once by the reader above; a bot and staff add nothing to it.
    await expect.poll(() => readsOf(next.id), { timeout: 15_000, interval: 500 }).toBe(1);
    const botBeacons: number[] = [];
    const staffBeacons: number[] = [];
    const bot = await openPage(browser(), `${baseUrl}/articles/${next.slug}`, { setup: watchBeacons(botBeacons) });
    const staffPage = await openPage(browser(), `${baseUrl}/articles/${next.slug}`, {
      userAgent: READER,
      setup: async (page) => {
        await watchBeacons(staffBeacons)(page);
        const login = await page.request.post(`${baseUrl}/api/admin/login`, {
          data: E2E_ADMIN,
          headers: { origin: baseUrl },
        });
        expect(login.status()).toBe(200);
      },
    });
    // Both sent their beacon and were answered as any reader is.
    await expect.poll(() => [...botBeacons, ...staffBeacons]).toEqual([204, 204]);
    await Promise.all([bot.context.close(), staffPage.context.close()]);
    // Six seconds: past the next write, which would have carried a counted read.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await readsOf(next.id)).toBe(1);
  });
});
