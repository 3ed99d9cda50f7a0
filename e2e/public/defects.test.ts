// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";
import { type ApiArticle, closeToast, expectToast, fakeApi, getJson, openPage, type Staff } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

/** Issue 20, point 6: defects found by trying the site as a reader would. */
const browser = setupBrowser();
const baseUrl = sharedServerUrl();
let staff: Staff;
let article: ApiArticle;

/** A 60-letter word, as a pasted identifier or a long compound would be. */
const LONG_WORD = "Donaudampfschifffahrtselektrizitaetenhauptbetriebswerkbauunt";
const stamp = Date.now().toString(36);

beforeAll(async () => {
  expect(LONG_WORD).toHaveLength(60);
  staff = await staffClient(baseUrl);
  const categories = await getJson<Array<{ id: number; slug: string }>>(baseUrl, "/api/categories");
  const paragraphs = Array.from({ length: 6 }, (_, i) =>
    i === 2
      ? `The third paragraph names ${LONG_WORD}${LONG_WORD} without a break.`
      : `Paragraph ${i + 1} of the story.`,
  );
  const created = await staff<ApiArticle>("POST", "/api/admin/articles", {
    title: `${LONG_WORD} wraps on phones ${stamp}`,
    slug: `long-word-wraps-${stamp}`,
    excerpt: `An excerpt with ${LONG_WORD} in it.`,
    body: paragraphs.join("\n\n"),
    author: "Test Desk",
    categoryId: categories[0]!.id,
    published: true,
    publishedAt: new Date().toISOString(),
  });
  expect(created.status).toBe(201);
  article = created.json;
});

afterAll(async () => {
  if (article) await staff("DELETE", `/api/admin/articles/${article.id}`);
});

/** How far the document is wider than the screen (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("long words on a 320 px screen", () => {
  it.each([
    ["the article page", () => `/articles/${article.slug}`],
    ["the all-articles list", () => "/all-articles"],
    ["the home page", () => "/"],
  ])("%s does not scroll sideways", async (_name, path) => {
    const { page, context } = await openPage(browser(), `${baseUrl}${path()}`);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.getByText(LONG_WORD, { exact: false }).first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });

  it("keeps normal words whole: only the overlong word breaks", async () => {
    const { page, context } = await openPage(browser(), `${baseUrl}/articles/${article.slug}`);
    await page.setViewportSize({ width: 320, height: 700 });
    const heading = page.getByRole("heading", { level: 1 });
    const box = (await heading.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    // "wraps on phones" stays three whole words: each word's own width fits on one line.
    const lines = await heading.evaluate((h1) => {
      const range = document.createRange();
      const text = h1.firstChild!;
      const at = text.textContent!.indexOf("phones");
      range.setStart(text, at);
      range.setEnd(text, at + "phones".length);
      return range.getClientRects().length;
    });
    expect(lines).toBe(1);
    await context.close();
  });
});

describe("stock ticker with sample quotes", () => {
  it("shows the note whole, outside the moving quotes, and it stays put", async () => {
    for (const width of [320, 1280]) {
      const { page, context } = await openPage(browser(), baseUrl, {
        reducedMotion: false,
        setup: (p) => fakeApi(p, /\/api\/stock-data\//, 502, { message: "Market data temporarily unavailable" }),
      });
      await page.setViewportSize({ width, height: 800 });
      const ticker = page.getByTestId("stock-ticker");
      const note = ticker.getByTestId("ticker-sample-note");
      await note.first().waitFor();
      expect(await note.count()).toBe(1);
      expect(await note.innerText()).toBe("Market data temporarily unavailable · sample quotes");
      expect(await note.evaluate((el) => el.closest(".ticker-viewport") === null)).toBe(true);
      // Readable in full: not clipped by its own box nor by the screen.
      const fits = await note.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.scrollWidth <= el.clientWidth && r.left >= 0 && r.right <= window.innerWidth;
      });
      expect(fits).toBe(true);
      const before = (await note.boundingBox())!;
      await page.waitForTimeout(1200);
      const after = (await note.boundingBox())!;
      expect(after.x).toBe(before.x);
      expect(await sidewaysOverflow(page)).toBe(0);
      await context.close();
    }
  }, 60_000);
});

describe("disabled in-article ad slot", () => {
  it("is not shown to readers; an enabled slot without markup keeps its placeholder", async () => {
    const { json: slots } = await staff<Array<{ id: number; key: string; html: string | null; enabled: boolean }>>(
      "GET",
      "/api/admin/ads",
    );
    const ensure = async (key: string, enabled: boolean, html: string | null) => {
      const found = slots.find((s) => s.key === key);
      const answer = found
        ? await staff("PUT", `/api/admin/ads/${found.id}`, { html, enabled })
        : await staff("POST", "/api/admin/ads", { key, html, enabled });
      expect(answer.status).toBeLessThan(300);
    };
    const was = ["in-article-1", "in-article-2"].map((key) => slots.find((s) => s.key === key));
    try {
      await ensure("in-article-1", true, null);
      await ensure("in-article-2", false, "<p>An ad that is switched off</p>");
      const { page, context } = await openPage(browser(), `${baseUrl}/articles/${article.slug}`);
      const body = page.getByTestId("article-body");
      expect(await body.locator("[data-ad-slot=in-article-2]").count()).toBe(0);
      expect(await body.innerText()).not.toContain("Advertisement Slot - in-article-2");
      expect(await body.innerText()).not.toContain("An ad that is switched off");
      const one = body.locator("[data-ad-slot=in-article-1]");
      expect(await one.innerText()).toContain("Advertisement Slot - in-article-1");
      expect(await one.innerText()).toContain("No ad content available");
      await context.close();

      // Without JavaScript too: the server's HTML has no trace of the disabled slot.
      const html = await (await fetch(`${baseUrl}/articles/${article.slug}`)).text();
      expect(html).not.toContain('data-ad-slot="in-article-2"');
      expect(html).not.toContain("An ad that is switched off");
      expect(html).toContain('data-ad-slot="in-article-1"');
    } finally {
      for (const slot of was)
        if (slot) await staff("PUT", `/api/admin/ads/${slot.id}`, { html: slot.html, enabled: slot.enabled });
    }
  });
});

describe("comment errors", () => {
  it("shows a validation error at its field, moves focus there, and keeps the toast", async () => {
    const { page, context } = await openPage(browser(), `${baseUrl}/articles/${article.slug}`);
    const form = page.getByTestId("comment-form");
    const name = form.getByLabel(/^Name/);
    const email = form.getByLabel(/^Email/);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Validation error", "Name is required");
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
    const described = await page.evaluate(
      (ids) =>
        ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      describedBy,
    );
    expect(described).toContain("Name is required");
    // The message sits next to the field, visibly.
    const message = form.getByText("Name is required", { exact: true });
    await message.waitFor();
    const [fieldBox, messageBox] = [(await name.boundingBox())!, (await message.boundingBox())!];
    expect(Math.abs(messageBox.y - (fieldBox.y + fieldBox.height))).toBeLessThan(40);
    await closeToast(page);

    await name.fill("Ingrid");
    await email.fill("not-an-email");
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Validation error", "Please enter a valid email address");
    await expect.poll(() => email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await name.getAttribute("aria-invalid")).not.toBe("true");
    await form.getByText("Please enter a valid email address", { exact: true }).waitFor();
    await context.close();
  });

  it("shows the server's refusal in the form and moves focus to it", async () => {
    const { page, context } = await openPage(browser(), `${baseUrl}/articles/${article.slug}`);
    const refusal = "Too many comments. Please wait a minute before posting again.";
    await page.route(/\/api\/articles\/.*\/comments$/, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message: refusal }) })
        : route.continue(),
    );
    const form = page.getByTestId("comment-form");
    await form.getByLabel(/^Name/).fill("Ann");
    await form.getByLabel(/^Comment \*/).fill("Hello");
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Error", refusal);
    const shown = form.getByText(refusal, { exact: true });
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await context.close();
  });
});
