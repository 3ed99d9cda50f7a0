// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";
import { type ApiArticle, getJson, openPage, type Staff } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const browser = setupBrowser();
let staff: Staff;
const baseUrl = sharedServerUrl();

beforeAll(async () => {
  staff = await staffClient(baseUrl);
});

const cards = (page: Page) => page.getByTestId("article-grid").locator("article");
const pageButtons = (page: Page) =>
  page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: /^Page \d+$/ });

describe("all articles", () => {
  it("pages through 12 at a time with 'Showing X-Y of N articles' and 'Page X of Y'", async () => {
    const { total } = await getJson<{ total: number }>(baseUrl, "/api/articles?limit=1");
    const pages = Math.ceil(total / 12);
    const { page, context } = await openPage(browser(), `${baseUrl}/all-articles`);
    await page.getByText(`Showing 1-12 of ${total} articles`).waitFor();
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    expect(await cards(page).count()).toBe(12);
    expect(await pageButtons(page).count()).toBe(Math.min(5, pages));
    expect(await page.getByRole("navigation", { name: "Pagination" }).locator("[aria-current=page]").innerText()).toBe(
      "1",
    );

    await page.getByRole("link", { name: "Next" }).click();
    await page.getByText(`Showing 13-24 of ${total} articles`).waitFor();
    expect(await cards(page).count()).toBe(12);
    expect(new URL(page.url()).search).toBe("?page=2");

    await pageButtons(page).last().click();
    const last = Math.min(5, pages);
    await page.getByText(`Page ${last} of ${pages}`).waitFor();
    if (last === pages) {
      await page.getByText(`Showing ${(pages - 1) * 12 + 1}-${total} of ${total} articles`).waitFor();
      expect(await cards(page).count()).toBe(total - (pages - 1) * 12);
    }
    await context.close();
  });

  it("answers a page past the end with 404", async () => {
    const response = await fetch(`${baseUrl}/all-articles?page=9999`);
    expect(response.status).toBe(404);
  });
});

describe("category page", () => {
  it("lists the category's articles under its name, with numbered pages when there are more than 12", async () => {
    const categories = await getJson<Array<{ id: number; name: string; slug: string; articleCount: number }>>(
      baseUrl,
      "/api/categories",
    );
    const category = categories.find((c) => c.slug === "politics")!;
    // Enough extra stories for a second page.
    const extra = Math.max(0, 14 - category.articleCount);
    const ids: number[] = [];
    for (let i = 0; i < extra; i++) {
      const { status, json } = await staff<{ id: number }>("POST", "/api/admin/articles", {
        title: `Paging test story ${i}`,
        slug: `paging-test-story-${i}-${Date.now()}`,
        body: "A story that exists to fill a second page.",
        author: "Test Desk",
        categoryId: category.id,
        published: true,
        publishedAt: new Date(Date.now() - (30 + i) * 86_400_000).toISOString(),
      });
      expect(status).toBe(201);
      ids.push(json.id);
    }
    try {
      const total = category.articleCount + extra;
      const { page, context, response } = await openPage(browser(), `${baseUrl}/category/politics`);
      expect(response.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(category.name);
      expect(await cards(page).count()).toBe(12);
      expect(await pageButtons(page).count()).toBe(Math.ceil(total / 12));
      await page.getByRole("link", { name: "Page 2" }).click();
      await page.waitForURL(/\/category\/politics\?page=2$/);
      await page.locator("nav[aria-label=Pagination] [aria-current=page]", { hasText: "2" }).waitFor();
      await page.getByText(`Page 2 of ${Math.ceil(total / 12)}`).waitFor();
      expect(await cards(page).count()).toBe(total - 12);
      const badges = await page.getByTestId("article-grid").locator("[data-category]").allInnerTexts();
      expect(new Set(badges)).toEqual(new Set([category.name.toUpperCase()]));
      await context.close();
    } finally {
      for (const id of ids) await staff("DELETE", `/api/admin/articles/${id}`);
    }
  });

  it("shows the empty state for a category without articles", async () => {
    const slug = `empty-test-${Date.now()}`;
    const { status, json } = await staff<{ id: number }>("POST", "/api/admin/categories", {
      name: "Empty Test",
      slug,
      order: 99,
    });
    expect(status).toBe(201);
    try {
      const { page, context } = await openPage(browser(), `${baseUrl}/category/${slug}`);
      await page.getByRole("heading", { name: "No articles found" }).waitFor();
      await page.getByText("There are no articles in this category yet.").waitFor();
      await context.close();
    } finally {
      await staff("DELETE", `/api/admin/categories/${json.id}`);
    }
  });

  it("answers an unknown category with HTTP 404", async () => {
    const { page, context, response } = await openPage(browser(), `${baseUrl}/category/no-such-category`);
    expect(response.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Category Not Found" }).waitFor();
    await context.close();
  });
});

describe("search", () => {
  it("prompts without a query", async () => {
    const { page, context } = await openPage(browser(), `${baseUrl}/search`);
    await page.getByText("Enter a search term to find articles.").waitFor();
    expect(await page.getByTestId("article-grid").count()).toBe(0);
    await context.close();
  });

  it("shows the result count, the grid and pages of results", async () => {
    const { total, articles } = await getJson<{ total: number; articles: ApiArticle[] }>(
      baseUrl,
      "/api/search?q=stockholm&limit=12",
    );
    expect(total).toBeGreaterThan(0);
    const { page, context } = await openPage(browser(), `${baseUrl}/search`);
    const form = page.getByRole("search", { name: "Search articles" });
    await form.getByRole("searchbox").fill("stockholm");
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\?q=stockholm$/);
    await page.getByText(`${total} ${total === 1 ? "result" : "results"} for “stockholm”`).waitFor();
    expect(await cards(page).locator("h2").allInnerTexts()).toEqual(articles.map((a) => a.title));
    if (total > 12) {
      await page.getByRole("link", { name: "Page 2" }).click();
      await page.waitForURL(/\/search\?q=stockholm&page=2$/);
      await page.locator("nav[aria-label=Pagination] [aria-current=page]", { hasText: "2" }).waitFor();
      expect(await cards(page).count()).toBe(Math.min(12, total - 12));
    }
    await context.close();
  });

  it("corrects a misspelled word among several, showing results for the corrected query (did you mean)", async () => {
    const typed = "stockholm polise";
    const answer = await getJson<{ total: number; articles: ApiArticle[]; correctedQuery?: string }>(
      baseUrl,
      `/api/search?q=${encodeURIComponent(typed)}&limit=12`,
    );
    expect(answer.correctedQuery).toBe("stockholm police");
    expect(answer.total).toBeGreaterThan(0);
    const { page, context } = await openPage(browser(), `${baseUrl}/search`, { phone: true });
    const form = page.getByRole("search", { name: "Search articles" });
    await form.getByRole("searchbox").fill(typed);
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\?q=stockholm(\+|%20)polise$/);
    const count = page.getByTestId("result-count");
    await count
      .getByText(`${answer.total} ${answer.total === 1 ? "result" : "results"} for “stockholm police”`)
      .waitFor();
    expect(await count.innerText()).toContain(
      "No exact matches for “stockholm polise”; showing results for “stockholm police”.",
    );
    expect(await cards(page).locator("h2").allInnerTexts()).toEqual(answer.articles.map((a) => a.title));
    await context.close();
  });

  it("says 'No results found' when nothing matches", async () => {
    const { page, context } = await openPage(browser(), `${baseUrl}/search?q=${encodeURIComponent("qqqxxzzv wwvvkk")}`);
    await page.getByRole("heading", { name: "No results found" }).waitFor();
    await context.close();
  });
});

describe("not found", () => {
  it("answers any other path with '404 Page Not Found' and HTTP 404", async () => {
    const { page, context, response } = await openPage(browser(), `${baseUrl}/this/does/not/exist`);
    expect(response.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "404 Page Not Found" }).waitFor();
    await context.close();
  });
});
