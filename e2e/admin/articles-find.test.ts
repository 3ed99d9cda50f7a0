import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { expectNoAxeViolations, expectToast, openAdmin, staffApi, staffContext } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

/** Finding an article among many and acting on several at once (issue 20, point 5). */
const baseUrl = sharedServerUrl();
const WORD = "quokkazanzibar";
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
const made: number[] = [];

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
  const { json: categories } = await api<{ id: number }[]>("GET", "/api/categories");
  for (const n of [1, 2, 3]) {
    const { json } = await api<{ id: number }>("POST", "/api/admin/articles", {
      title: `E2E find ${n}`,
      slug: `e2e-find-${n}-${Date.now()}`,
      body: `A story that mentions the ${WORD} once, in its body only.`,
      author: "E2E",
      categoryId: categories[0]!.id,
      published: true,
    });
    made.push(json.id);
  }
});

afterAll(async () => {
  for (const id of made) await api("DELETE", `/api/admin/articles/${id}`);
});

describe("the articles list", () => {
  it("finds articles by a word in their body, and unpublishes three at once after one confirmation", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/articles`, "Manage Articles");
    await page.getByRole("searchbox", { name: "Search" }).fill(WORD);
    await page.waitForURL(new RegExp(`[?&]q=${WORD}`));
    const rows = page.getByRole("list", { name: "Articles" }).getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(3);
    await expectNoAxeViolations(page, "articles list with a search");

    await page.getByRole("checkbox", { name: "Select all on this page" }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await bar.getByText("3 selected").waitFor();
    await bar.getByRole("button", { name: "Unpublish" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Unpublish 3 articles" });
    await confirm.getByRole("button", { name: "Unpublish" }).click();
    await expectToast(page, "3 articles unpublished");
    for (const id of made) {
      const { json } = await api<{ published: boolean }>("GET", `/api/admin/preview/articles/${id}`);
      expect(json.published).toBe(false);
    }

    // The filters are kept in the URL: reloading shows the same view, now among the drafts.
    await page.getByRole("combobox", { name: "Status" }).selectOption("draft");
    await page.waitForURL(/status=draft/);
    await page.reload();
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe(WORD);
  });

  it("keeps each saved version: the history shows what changed and restores an earlier one", async () => {
    const id = made[0]!;
    const { json: before } = await api<Record<string, unknown>>("GET", `/api/admin/preview/articles/${id}`);
    const { status } = await api("PUT", `/api/admin/articles/${id}`, {
      ...before,
      title: "E2E find 1, corrected",
      body: `A story that mentions the ${WORD} twice, in its corrected body.`,
    });
    expect(status).toBe(200);

    // Wait for the editor, not the list's heading: once the dialog is open the page behind it is hidden
    // from assistive technology (and from role queries), so a heading seen only after that never appears.
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/articles?edit=${id}`);
    const dialog = page.getByRole("dialog", { name: "Edit Article" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await history.getByRole("list", { name: "Versions" }).getByRole("button").first().waitFor();
    const changes = history.getByRole("region", { name: "Changes since this version" });
    await changes.locator("del", { hasText: "once" }).waitFor();
    await changes.locator("ins", { hasText: "twice" }).waitFor();
    await expectNoAxeViolations(page, "article history");
    await history.getByRole("button", { name: "Restore this version" }).click();
    await expectToast(page, "Version restored");
    const { json: after } = await api<{ title: string; body: string }>("GET", `/api/admin/preview/articles/${id}`);
    expect(after.title).toBe("E2E find 1");
    const { json: revisions } = await api<{ revisions: { title: string }[] }>(
      "GET",
      `/api/admin/articles/${id}/revisions`,
    );
    expect(revisions.revisions[0]!.title).toBe("E2E find 1, corrected");
  });
});
