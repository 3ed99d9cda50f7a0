import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "#shared/schemas/article.js";
import type { ArticleSource } from "#shared/schemas/article-source.js";
import type { TranslationUnit } from "#shared/schemas/translation-memory.js";
import type { WireDraft, WireList } from "#shared/schemas/wire.js";
import type { FakeUpstream } from "#tests/support/fake-upstreams.js";
import {
  FIXED_LAST,
  FIXED_LEAD,
  LAST,
  LAST_CHANGED,
  SECOND_TITLE,
  startMemoryStories,
} from "#tests/support/memory-stories.js";
import { FRAUD_ARTICLE as FRAUD } from "#tests/support/swedish-pages.js";
import { until } from "#tests/support/until.js";
import { type RunningServer, startServer } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";
import { staffApi, staffContext } from "./helpers.js";

/**
 * Issue 43 in the editor's source panel: a fix published on one desk story comes back on the next with
 * the same Swedish, marked "From memory, fixed by NAME" with what was changed, and a paragraph only like
 * a remembered one is offered with the difference in its Swedish and the remembered English, not applied.
 */
let upstream: FakeUpstream;
let server: RunningServer;
let context: BrowserContext;
let secondId: number;
const browser = setupBrowser();

beforeAll(async () => {
  upstream = await startMemoryStories();
  server = await startServer({
    RSS_SVT_URL: upstream.url("/svt/rss.xml"),
    RSS_AFTONBLADET_URL: upstream.url("/ab/rss"),
  });
  context = await staffContext(browser(), server.baseUrl);

  // The first story: the editor fixes its lead and last paragraph and publishes it.
  const api = await staffApi(context, server.baseUrl);
  await api("POST", "/api/admin/wire/refresh", {});
  const { json: wire } = await api<WireList>("GET", "/api/admin/wire?limit=100");
  const draft = async (title: string) => {
    const item = wire.items.find((candidate) => candidate.originalTitle === title)!;
    const { status, json } = await api<WireDraft>("POST", `/api/admin/wire/${item.id}/draft`, { categoryId: null });
    expect(status).toBe(201);
    return json.article;
  };
  const first: Article = await draft(FRAUD.title);
  const { json: source } = await api<ArticleSource>("GET", `/api/admin/articles/${first.id}/source`);
  const lastAt = source.blocks.findIndex((block) => block.swedish === LAST);
  const body = (first.body ?? "")
    .split("\n\n")
    .map((paragraph, i) => (i === 0 ? FIXED_LEAD : i === lastAt ? FIXED_LAST : paragraph))
    .join("\n\n");
  const { id, category: _c, createdAt: _a, updatedAt: _u, bodyUpdatedAt: _b, ...input } = first;
  const saved = await api("PUT", `/api/admin/articles/${id}`, { ...input, body, published: true });
  expect(saved.status).toBe(200);
  // Remembered by the outbox's subscriber, moments after the publication.
  await until(
    async () =>
      (await api<{ items: TranslationUnit[] }>("GET", "/api/admin/translation-memory?q=callers%20posing")).json.items
        .length === 1,
    "the fixed lead is remembered",
    { everyMs: 100 },
  );
  secondId = (await draft(SECOND_TITLE)).id;
}, 120_000);

afterAll(async () => {
  await context?.close();
  await server?.stop();
  await upstream?.close();
});

/** The second draft in the editor, its source panel opened. */
async function openSourcePanel(on: BrowserContext) {
  const page = await on.newPage();
  await page.goto(`${server.baseUrl}/admin/articles?edit=${secondId}`);
  const dialog = page.getByRole("dialog", { name: "Edit Article" });
  await dialog.waitFor();
  const toggle = dialog.getByRole("button", { name: /^Swedish original/ });
  // The toggle's summary counts what the memory gave.
  await expect.poll(() => toggle.textContent()).toMatch(/from memory/);
  await toggle.click();
  return { page, panel: dialog.getByRole("region", { name: "Swedish original beside the English" }) };
}

describe("the translation memory in the source panel", () => {
  it("marks the remembered English with who fixed it, and offers a near match with its difference", async () => {
    const { page, panel } = await openSourcePanel(context);

    // The lead: the first story's fix, applied, marked with the editor and what was changed.
    const lead = panel.getByRole("listitem").filter({ hasText: FIXED_LEAD });
    await lead.getByText(/^From memory, fixed by \S/).waitFor();
    await lead.getByText("What was changed in the engine's English").click();
    expect(await lead.locator("ins").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/callers/)]),
    );

    // The last paragraph: only like the remembered one, so the engine's English stays and the fix is offered.
    const last = panel.getByRole("listitem").filter({ hasText: LAST_CHANGED });
    expect(await last.getByText(FIXED_LAST).count()).toBe(1);
    const offer = last.getByRole("complementary", { name: /^Near match, \d+ % alike$/ });
    await offer.getByText(/Not applied\.$/).waitFor();
    expect(await offer.locator("del").allTextContents()).toEqual([expect.stringContaining("000")]);
    expect(await offer.locator("ins").allTextContents()).toEqual([expect.stringContaining("500")]);
    // The draft itself was not given the near match's English.
    const content = page
      .getByRole("dialog", { name: "Edit Article" })
      .getByRole("textbox", { name: "Content", exact: true });
    expect(await content.inputValue()).not.toContain(FIXED_LAST);
    await page.close();
  });

  it.each([
    { theme: "light" as const, phone: false },
    { theme: "dark" as const, phone: true },
  ])("reads in the $theme theme (phone: $phone)", async ({ theme, phone }) => {
    const themed = await staffContext(browser(), server.baseUrl, { theme, phone });
    try {
      const { panel } = await openSourcePanel(themed);
      const offer = panel.getByRole("complementary").first();
      await offer.scrollIntoViewIfNeeded();
      // Nothing wider than the panel: the diff and the offer wrap.
      const overflow = await panel.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    } finally {
      await themed.close();
    }
  });
});
