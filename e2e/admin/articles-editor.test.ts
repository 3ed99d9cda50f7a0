import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { expectNoAxeViolations, openAdmin, staffApi, staffContext, unique } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

/**
 * An editor to write in (issue 30, points 3 and 6): Ctrl+S saves and keeps the editor open (a new article
 * becomes its edit), and publishing shows the checks first: an error blocks, warnings may be passed.
 */
const baseUrl = sharedServerUrl();
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
let articleId: number | undefined;

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
});

afterAll(async () => {
  if (articleId) await api("DELETE", `/api/admin/articles/${articleId}`);
});

describe("the article editor", () => {
  it("saves with Ctrl+S and stays open, then shows the checks before publishing", async () => {
    const title = unique("Ferries stop in the ice");
    const page = await openAdmin(context, `${baseUrl}/admin/articles`, "Manage Articles");
    await page.getByRole("button", { name: "New Article" }).first().click();
    const created = page.getByRole("dialog", { name: "New Article" });
    await created.getByLabel("Title", { exact: true }).fill(title);
    const { json: categories } = await api<{ id: number }[]>("GET", "/api/categories");
    await created.getByLabel("Category", { exact: true }).selectOption(String(categories[0]!.id));
    const { json: demo } = await api<{ articles: { heroImage: string }[] }>("GET", "/api/articles?limit=1");
    await created
      .getByRole("textbox", { name: "Content" })
      .fill(`The ferries stopped at dawn.\n\n![Describe the picture](${demo.articles[0]!.heroImage})`);

    await page.keyboard.press("Control+s");
    const editor = page.getByRole("dialog", { name: "Edit Article" });
    await editor
      .getByTestId("save-status")
      .getByText(/^Saved at /)
      .waitFor();
    const { json: list } = await api<{ articles: { id: number; title: string; published: boolean }[] }>(
      "GET",
      `/api/admin/articles?q=${encodeURIComponent(title)}`,
    );
    const saved = list.articles.find((a) => a.title === title);
    expect(saved?.published).toBe(false);
    articleId = saved?.id;

    // Publishing: the placeholder alt text blocks, with the server's words.
    await editor.getByRole("switch", { name: "Published" }).click();
    await editor.getByRole("button", { name: "Update Article" }).click();
    const checks = page.getByTestId("publish-checks");
    await checks.getByText('Replace the placeholder alt text "Describe the picture" before publishing').waitFor();
    expect(await checks.getByRole("button", { name: "Publish anyway" }).count()).toBe(0);
    await expectNoAxeViolations(page, "the checks before publishing");
    await checks.getByRole("button", { name: "Back to editing" }).click();

    // Fixed, only a warning is left: "Publish anyway" publishes and closes (SPEC's Update).
    const content = editor.getByRole("textbox", { name: "Content" });
    await content.fill((await content.inputValue()).replace("Describe the picture", "A ferry stuck in the ice"));
    await editor.getByRole("button", { name: "Update Article" }).click();
    await checks.locator("[data-kind=no-excerpt]").waitFor();
    await checks.getByRole("button", { name: "Publish anyway" }).click();
    await editor.waitFor({ state: "detached" });
    const { json: article } = await api<{ published: boolean }>("GET", `/api/admin/preview/articles/${articleId}`);
    expect(article.published).toBe(true);
    await page.close();
  });
});
