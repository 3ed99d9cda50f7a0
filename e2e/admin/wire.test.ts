import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeUpstream, RSS_HEADERS, rssFeed, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import {
  AFTONBLADET_ARTICLE,
  SVT_ARTICLE,
  SVT_CLUTTER_TEXTS,
  SWEDISH_PAGE_PATHS,
  swedishFeedItems,
  swedishPageReplies,
  VIDEO_PAGE_TEXTS,
} from "#tests/support/swedish-pages.js";
import { newContext } from "../support/browser.js";
import { type RunningServer, startServer } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";
import {
  dismissToasts,
  expectNoAxeViolations,
  expectToast,
  openAdmin,
  staffApi,
  staffContext,
  unique,
  passPublishChecks,
} from "./helpers.js";

/**
 * The newsroom desk in a browser: a production server whose SVT feed is a fake upstream serving Swedish
 * items and the article pages they link to (with the clutter real pages carry). An editor refreshes the
 * wire, makes a draft from an item, edits and publishes it, and a reader sees the credit line.
 */
let upstream: FakeUpstream;
let server: RunningServer;
let context: BrowserContext;
const browser = setupBrowser();

beforeAll(async () => {
  upstream = await startFakeUpstream(swedishPageReplies());
  const items = swedishFeedItems((path) => upstream.url(path));
  // SVT carries every story; Aftonbladet its own one, so that the source filter has something to split.
  upstream.route("/svt", {
    headers: RSS_HEADERS,
    body: rssFeed(items.filter((item) => item.title !== AFTONBLADET_ARTICLE.title)),
  });
  upstream.route("/aftonbladet", {
    headers: RSS_HEADERS,
    body: rssFeed(items.filter((item) => item.title === AFTONBLADET_ARTICLE.title)),
  });
  server = await startServer({
    RSS_SVT_URL: upstream.url("/svt"),
    RSS_AFTONBLADET_URL: upstream.url("/aftonbladet"),
  });
  context = await staffContext(browser(), server.baseUrl);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await server?.stop();
  await upstream?.close();
});

const wireItem = (page: Page, swedishTitle: string) =>
  page.getByRole("list", { name: "Wire items" }).getByRole("article").filter({ hasText: swedishTitle });

async function openWire(path = "/admin/wire"): Promise<Page> {
  const page = await openAdmin(context, `${server.baseUrl}${path}`, "Wire");
  page.on("dialog", (d) => d.accept());
  return page;
}

/** Refreshes once for the whole file (later tests find the items there). */
let refreshed = false;
async function openRefreshedWire(): Promise<Page> {
  const page = await openWire();
  if (!refreshed) {
    await page.getByRole("button", { name: "Refresh", exact: true }).first().click();
    await expectToast(page, "4 new items from 2 sources");
    await dismissToasts(page);
    refreshed = true;
  }
  await page.getByRole("list", { name: "Wire items" }).waitFor();
  return page;
}

describe("the newsroom desk", () => {
  it("turns a Swedish story into a published English article with its credit line", async () => {
    const page = await openRefreshedWire();
    const item = wireItem(page, SVT_ARTICLE.title);

    // The English translation beside the Swedish original, which is marked as Swedish.
    const english = ((await item.getByRole("heading", { level: 2 }).textContent()) ?? "").toLowerCase();
    expect(english).toContain("storm");
    expect(english).toContain("households");
    expect(english).not.toContain("hushåll");
    expect(await item.locator('[lang="sv"]').textContent()).toContain(SVT_ARTICLE.title);
    const original = item.getByRole("link", { name: /^Open original/ });
    expect(await original.getAttribute("href")).toBe(upstream.url(SWEDISH_PAGE_PATHS.svt));
    expect(await original.getAttribute("target")).toBe("_blank");

    await item.getByRole("combobox", { name: /^Category for the draft/ }).selectOption({ label: "Society" });
    await item.getByRole("button", { name: /^Create draft/ }).click();

    // The editor opens on the new draft, translated from the page and credited to SVT.
    await page.waitForURL(/\/admin\/articles\?edit=\d+$/);
    const articleId = Number(new URL(page.url()).searchParams.get("edit"));
    await expectToast(page, "Draft created");
    const dialog = page.getByRole("dialog", { name: "Edit Article" });
    await dialog.waitFor();
    const field = (name: string) => dialog.getByRole("textbox", { name, exact: true });
    expect(await field("Source name").inputValue()).toBe("SVT");
    expect(await field("Source link").inputValue()).toBe(upstream.url(SWEDISH_PAGE_PATHS.svt));
    expect(await dialog.getByRole("combobox", { name: "Category" }).inputValue()).not.toBe("");
    const body = await field("Content").inputValue();
    expect(body.toLowerCase()).toContain("umeå");
    for (const clutter of SVT_CLUTTER_TEXTS) expect(body).not.toContain(clutter);
    // A Markdown draft, and the Swedish original beside the English, paragraph by paragraph (issue 30).
    expect(await dialog.getByRole("combobox", { name: "Format" }).inputValue()).toBe("markdown");
    await dialog.getByRole("button", { name: /^Swedish original/ }).click();
    const sideBySide = dialog.getByRole("region", { name: "Swedish original beside the English" });
    expect(await sideBySide.locator('[lang="sv"]').first().textContent()).toContain(SVT_ARTICLE.title);
    expect(await sideBySide.locator('[lang="sv"]').nth(1).textContent()).toContain(SVT_ARTICLE.lead);

    const title = unique("Storm Elin cuts power to thousands");
    await field("Title").fill(title);
    await dialog.getByRole("switch", { name: "Published" }).click();
    await dialog.getByRole("button", { name: "Update Article" }).click();
    await passPublishChecks(page, dialog);
    await expectToast(page, "Article updated successfully");
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.has("edit")).toBe(false);

    // A reader sees the article, and after its body the credit linking to the original.
    const api = await staffApi(context, server.baseUrl);
    const { json: article } = await api<{ slug: string; published: boolean }>(
      "GET",
      `/api/admin/preview/articles/${articleId}`,
    );
    expect(article.published).toBe(true);
    const readerContext = await newContext(browser(), { cookiesAccepted: true });
    const reader = await readerContext.newPage();
    await reader.goto(`${server.baseUrl}/articles/${article.slug}`);
    await reader.getByRole("heading", { level: 1, name: title }).waitFor();
    const credit = reader.getByTestId("article").getByText("Originally published in Swedish by");
    expect((await credit.textContent())?.replace(/\s+/g, " ").trim()).toBe(
      "Originally published in Swedish by SVT (opens in a new tab)",
    );
    const sourceLink = credit.getByRole("link", { name: /^SVT/ });
    expect(await sourceLink.getAttribute("href")).toBe(upstream.url(SWEDISH_PAGE_PATHS.svt));
    expect(await sourceLink.getAttribute("rel")).toContain("noopener");
    const jsonLd = JSON.parse((await reader.locator('script[type="application/ld+json"]').first().textContent()) ?? "");
    expect(jsonLd.isBasedOn).toBe(upstream.url(SWEDISH_PAGE_PATHS.svt));
    await readerContext.close();

    // Back on the desk the item is used, and opens its draft.
    await page.goto(`${server.baseUrl}/admin/wire?status=used`);
    const used = wireItem(page, SVT_ARTICLE.title);
    await used.getByRole("link", { name: /^Open draft/ }).click();
    await page.waitForURL(new RegExp(`/admin/articles\\?edit=${articleId}$`));
    await page.getByRole("dialog", { name: "Edit Article" }).waitFor();
    await page.close();
  });

  it("filters by source and search, kept in the URL, and dismisses and restores with the keyboard tabs", async () => {
    const page = await openRefreshedWire();
    await wireItem(page, VIDEO_PAGE_TEXTS.title).waitFor();
    await page.getByRole("combobox", { name: "Source", exact: true }).selectOption({ label: "Aftonbladet" });
    await wireItem(page, VIDEO_PAGE_TEXTS.title).waitFor({ state: "detached" });
    await wireItem(page, AFTONBLADET_ARTICLE.title).waitFor();
    expect(new URL(page.url()).searchParams.get("source")).toMatch(/^\d+$/);

    // A Swedish word finds the item too; the search waits for typing to pause, then lands in the URL.
    await page.getByRole("combobox", { name: "Source", exact: true }).selectOption({ label: "All sources" });
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("bostadsrätterna");
    await page.waitForURL(/[?&]q=bostadsr/);
    await wireItem(page, VIDEO_PAGE_TEXTS.title).waitFor({ state: "detached" });
    const item = wireItem(page, AFTONBLADET_ARTICLE.title);
    await item.waitFor();

    await item.getByRole("button", { name: /^Dismiss/ }).click();
    await expectToast(page, "Story dismissed");
    await page.getByRole("heading", { name: "No items match" }).waitFor();

    // Tabs: arrow keys move along New, Used, Dismissed and select as they go.
    const newTab = page.getByRole("tab", { name: "New" });
    await newTab.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    const dismissedTab = page.getByRole("tab", { name: "Dismissed" });
    await expect.poll(() => dismissedTab.getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Dismissed");
    expect(new URL(page.url()).searchParams.get("status")).toBe("dismissed");
    expect(new URL(page.url()).searchParams.get("q")).toBe("bostadsrätterna");

    await wireItem(page, AFTONBLADET_ARTICLE.title)
      .getByRole("button", { name: /^Restore/ })
      .click();
    await expectToast(page, "Story restored to New");
    await dismissedTab.focus();
    await page.keyboard.press("Home");
    await wireItem(page, AFTONBLADET_ARTICLE.title).waitFor();
    await expect.poll(() => newTab.getAttribute("aria-selected")).toBe("true");
    await page.close();
  });

  it("shows a failing source at the top in words, and one card for a story two sources reported", async () => {
    // Aftonbladet now also tells SVT's pension story in its own words; SVT's feed is down.
    const items = swedishFeedItems((path) => upstream.url(path));
    upstream.route("/aftonbladet", {
      headers: RSS_HEADERS,
      body: rssFeed([
        ...items.filter((item) => item.title === AFTONBLADET_ARTICLE.title),
        {
          title: "Pensionärer får sänkt skatt i januari – regeringens förslag",
          link: upstream.url("/aftonbladet/pension"),
          description:
            "Har du under 20 000 kronor i månaden i pension får du sänkt skatt från januari, föreslår regeringen.",
        },
      ]),
    });
    upstream.route("/svt", { status: 503, body: "Service Unavailable" });
    const page = await openWire();
    await page.getByRole("button", { name: "Refresh", exact: true }).first().click();
    const alert = page.getByRole("alert").filter({ hasText: "SVT cannot be read" });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/SVT: Answered 503 \(service unavailable\) at \d\d:\d\d\./);
    expect(await alert.textContent()).toMatch(/Last read successfully at \d\d:\d\d\./);
    await dismissToasts(page);

    const story = wireItem(page, "Regeringen föreslår sänkt skatt på pension");
    await story.getByText("Also reported by").waitFor();
    expect(await story.getByRole("link", { name: /^Aftonbladet/ }).getAttribute("href")).toBe(
      upstream.url("/aftonbladet/pension"),
    );
    await expect.poll(() => wireItem(page, "Pensionärer får sänkt skatt i januari").count()).toBe(0);

    const sources = await openAdmin(context, `${server.baseUrl}/admin/sources`, "Sources");
    const svtCard = sources.getByRole("listitem").filter({ has: sources.getByRole("heading", { name: /SVT/ }) });
    await svtCard.getByText("Failing", { exact: true }).waitFor();
    await svtCard.getByText(/Answered 503 \(service unavailable\) at/).waitFor();
    await sources.close();
    await page.close();
  });

  it("shows a source's server error at its field, and is axe clean in both themes, also at phone width", {
    timeout: 150_000,
  }, async () => {
    const page = await openAdmin(context, `${server.baseUrl}/admin/sources`, "Sources");
    await page.getByRole("list", { name: "Sources" }).getByRole("heading", { name: /SVT/ }).waitFor();
    await page.getByRole("button", { name: "Add source" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Source" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("Intranet");
    await dialog.getByRole("textbox", { name: "Feed URL" }).fill("http://10.0.0.1/rss.xml");
    await dialog.getByRole("button", { name: "Add Source" }).click();
    const error = dialog.getByText("Feed URL may not point at a private or local address", { exact: true });
    await error.first().waitFor();
    expect(await dialog.getByRole("textbox", { name: "Feed URL" }).getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page, "source dialog with an error");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.close();

    await openRefreshedWire().then((p) => p.close());
    for (const theme of ["light", "dark"] as const) {
      for (const phone of [false, true]) {
        const themed = await staffContext(browser(), server.baseUrl, { theme, phone });
        const label = `${theme}${phone ? " phone" : ""}`;
        const wire = await openAdmin(themed, `${server.baseUrl}/admin/wire`, "Wire");
        await wire.getByRole("list", { name: "Wire items" }).waitFor();
        await expectNoAxeViolations(wire, `/admin/wire ${label}`);
        expect(await wire.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        const sources = await openAdmin(themed, `${server.baseUrl}/admin/sources`, "Sources");
        await sources.getByRole("list", { name: "Sources" }).waitFor();
        await expectNoAxeViolations(sources, `/admin/sources ${label}`);
        expect(await sources.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await themed.close();
      }
    }
  });
});
