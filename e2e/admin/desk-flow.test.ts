import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALT_PLACEHOLDER } from "#shared/alt-text.js";
import { type FakeUpstream, hoursAgo, RSS_HEADERS, rssFeed, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { FRAUD_ARTICLE, svtArticlePage } from "#tests/support/swedish-pages.js";
import { newContext } from "../support/browser.js";
import { type RunningServer, startServer } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";
import { dismissToasts, expectToast, openAdmin, staffApi, staffContext } from "./helpers.js";

/**
 * Issue 30 from end to end, as an editor works: one fraud story that SVT and Aftonbladet both report is one
 * wire entry; its draft is Markdown in a category suggested from the text, with the Swedish original beside
 * the English; publishing is stopped by placeholder alt text, then warns about the words left in Swedish;
 * the reader gets the article crediting SVT and naming Aftonbladet, without anything retyped.
 */
const SVT_PATH = "/nyheter/inrikes/bedragare-lurade-pensionarer";
const AFTONBLADET_PATH = "/nyheter/a/bedragare-ringde-pensionarer";
const AFTONBLADET_TITLE = "Bedragare lurade pensionärer på miljoner – ringde som banken";

let upstream: FakeUpstream;
let server: RunningServer;
let context: BrowserContext;
const browser = setupBrowser();

beforeAll(async () => {
  const html = { "content-type": "text/html; charset=utf-8" };
  upstream = await startFakeUpstream({ [SVT_PATH]: { headers: html, body: svtArticlePage(FRAUD_ARTICLE) } });
  upstream.route("/svt", {
    headers: RSS_HEADERS,
    body: rssFeed([
      {
        title: FRAUD_ARTICLE.title,
        link: upstream.url(SVT_PATH),
        description: "Polisen varnar för falska samtal från banken till pensionärer.",
        date: hoursAgo(1),
      },
    ]),
  });
  upstream.route("/aftonbladet", { headers: RSS_HEADERS, body: rssFeed([]) });
  server = await startServer({ RSS_SVT_URL: upstream.url("/svt"), RSS_AFTONBLADET_URL: upstream.url("/aftonbladet") });
  context = await staffContext(browser(), server.baseUrl);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await server?.stop();
  await upstream?.close();
});

describe("the desk, from wire item to published article", () => {
  it("drafts, shows the original, checks, publishes and credits, with nothing retyped", {
    timeout: 120_000,
  }, async () => {
    // SVT has the story first; an hour later Aftonbladet reports it too.
    const page = await openAdmin(context, `${server.baseUrl}/admin/wire`, "Wire");
    const refresh = async (toast: string) => {
      await page.getByRole("button", { name: "Refresh", exact: true }).first().click();
      await expectToast(page, toast);
      await dismissToasts(page);
    };
    await refresh("1 new item from 2 sources");
    upstream.route("/aftonbladet", {
      headers: RSS_HEADERS,
      body: rssFeed([
        {
          title: AFTONBLADET_TITLE,
          link: upstream.url(AFTONBLADET_PATH),
          description: "Pensionärer lurades på miljoner av bedragare som ringde och sa att de var från banken.",
          date: hoursAgo(0),
        },
      ]),
    });
    await refresh("1 new item from 2 sources");

    // One entry for the story, naming the other source.
    const items = page.getByRole("list", { name: "Wire items" }).getByRole("article");
    const story = items.filter({ hasText: FRAUD_ARTICLE.title });
    await story.getByText("Also reported by").waitFor();
    await expect.poll(() => items.filter({ hasText: AFTONBLADET_TITLE }).count()).toBe(0);
    const category = story.getByRole("combobox", { name: /^Category for the draft/ });
    expect(await category.locator("option:checked").textContent()).toBe("Suggested from the text");
    await story.getByRole("button", { name: /^Create draft/ }).click();

    // The draft: Markdown with the source's subheading, the title not repeated, a category and why.
    await page.waitForURL(/\/admin\/articles\?edit=\d+$/);
    const articleId = Number(new URL(page.url()).searchParams.get("edit"));
    const dialog = page.getByRole("dialog", { name: "Edit Article" });
    await dialog.waitFor();
    const content = dialog.getByRole("textbox", { name: "Content", exact: true });
    expect(await dialog.getByRole("combobox", { name: "Format" }).inputValue()).toBe("markdown");
    const body = await content.inputValue();
    expect(body).toMatch(/^## /m);
    expect(body.split("\n\n")[0]!.toLowerCase()).not.toBe(
      (await dialog.getByRole("textbox", { name: "Title", exact: true }).inputValue()).toLowerCase(),
    );
    expect(body).toContain("Also reported by: [Aftonbladet]");
    expect(await dialog.getByRole("textbox", { name: "Excerpt", exact: true }).inputValue()).not.toBe("");
    await dialog.getByText(/^Suggested by the desk: /).waitFor();

    // The Swedish original beside the English, the words left in Swedish marked.
    await dialog.getByRole("button", { name: /^Swedish original/ }).click();
    const sideBySide = dialog.getByRole("region", { name: "Swedish original beside the English" });
    expect(await sideBySide.locator('[lang="sv"]').first().textContent()).toContain(FRAUD_ARTICLE.title);
    const marked = await sideBySide.locator("mark").allTextContents();
    expect(marked.map((word) => word.toLowerCase())).toContain("luren");

    // A picture with the Image button's placeholder alt text: publishing is refused, with the reason.
    const { json: demo } = await (await staffApi(context, server.baseUrl))<{ articles: { heroImage: string }[] }>(
      "GET",
      "/api/articles?limit=1",
    );
    const picture = demo.articles[0]!.heroImage;
    await content.fill(`${body}\n\n![${ALT_PLACEHOLDER}](${picture})`);
    await dialog.getByRole("switch", { name: "Published" }).click();
    await dialog.getByRole("button", { name: "Update Article" }).click();
    const checks = page.getByTestId("publish-checks");
    await checks.getByText(`Replace the placeholder alt text "${ALT_PLACEHOLDER}" before publishing`).waitFor();
    await checks.getByRole("button", { name: "Back to editing" }).click();
    await checks.waitFor({ state: "detached" });

    // Described: the words left in Swedish are a warning, named, and the editor may publish anyway.
    await content.fill(`${body}\n\n![A phone showing a call from an unknown number](${picture})`);
    await dialog.getByRole("button", { name: "Update Article" }).click();
    const untranslated = checks.locator('[data-kind="untranslated-words"]');
    await untranslated.waitFor();
    expect(await untranslated.textContent()).toContain("luren");
    expect(await checks.locator('[data-kind="image-alt-placeholder"]').count()).toBe(0);
    await checks.getByRole("button", { name: "Publish anyway" }).click();
    await expectToast(page, "Article updated successfully");
    await dialog.waitFor({ state: "detached" });

    // The reader: the article, its subheading, the credit to SVT and the link to Aftonbladet.
    const api = await staffApi(context, server.baseUrl);
    const { json: article } = await api<{ slug: string; published: boolean }>(
      "GET",
      `/api/admin/preview/articles/${articleId}`,
    );
    expect(article.published).toBe(true);
    const readerContext = await newContext(browser(), { cookiesAccepted: true });
    const reader = await readerContext.newPage();
    await reader.goto(`${server.baseUrl}/articles/${article.slug}`);
    const text = reader.getByTestId("article");
    await text.getByRole("heading", { level: 2 }).first().waitFor();
    expect(await text.getByRole("link", { name: "Aftonbladet" }).getAttribute("href")).toBe(
      upstream.url(AFTONBLADET_PATH),
    );
    await text.getByText("Originally published in Swedish by").waitFor();
    expect(await text.getByRole("img", { name: "A phone showing a call from an unknown number" }).count()).toBe(1);
    await readerContext.close();
    await page.close();
  });
});
