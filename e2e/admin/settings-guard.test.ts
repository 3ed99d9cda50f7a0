import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { openAdmin, staffContext } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

/** Issue 20, point 6: Site Settings keeps unsaved changes from being lost without a word. */
const baseUrl = sharedServerUrl();
const browser = setupBrowser();
let context: BrowserContext;
let footerText: string;

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  footerText = ((await (await fetch(`${baseUrl}/api/settings`)).json()) as Record<string, string>).footerText ?? "";
});

afterAll(async () => {
  await context?.close();
});

const sidebarLink = (page: Page, name: string) =>
  page.getByRole("navigation").getByRole("link", { name, exact: true }).first();
const guard = (page: Page) => page.getByRole("alertdialog", { name: "Discard unsaved changes?" });

describe("site settings' unsaved-changes guard", () => {
  it("asks before a sidebar link leaves unsaved changes; Keep editing stays with them", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/settings`, "Site Settings");
    await page.getByLabel("Footer Text").fill(`${footerText} (edited, not saved)`);
    await page.getByText("1 unsaved change").waitFor();

    await sidebarLink(page, "Categories").click();
    await guard(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/settings");
    // Focus starts on the safe choice.
    expect(
      await guard(page)
        .getByRole("button", { name: "Keep editing" })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await guard(page).getByRole("button", { name: "Keep editing" }).click();
    await guard(page).waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/admin/settings");
    expect(await page.getByLabel("Footer Text").inputValue()).toBe(`${footerText} (edited, not saved)`);

    await sidebarLink(page, "Categories").click();
    await guard(page).getByRole("button", { name: "Discard changes" }).click();
    await page.getByRole("heading", { level: 1, name: "Categories" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/categories");
    // Nothing was saved.
    const now = ((await (await fetch(`${baseUrl}/api/settings`)).json()) as Record<string, string>).footerText ?? "";
    expect(now).toBe(footerText);
    await page.close();
  });

  it("lets the editor go without asking when nothing is changed", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/settings`, "Site Settings");
    await page.getByText("All changes saved").waitFor();
    await sidebarLink(page, "Categories").click();
    await page.getByRole("heading", { level: 1, name: "Categories" }).waitFor();
    expect(await guard(page).count()).toBe(0);
    await page.close();
  });

  it("asks the browser before the page itself is left with unsaved changes", async () => {
    // A context of its own: closing a page whose beforeunload dialog was just dismissed can take its
    // context down with it in headless Chromium (playwright#37597), and the file's context must outlive it.
    const ownContext = await staffContext(browser(), baseUrl);
    try {
      const page = await openAdmin(ownContext, `${baseUrl}/admin/settings`, "Site Settings");
      await page.getByLabel("Footer Text").fill(`${footerText} (edited again)`);
      await page.getByText("1 unsaved change").waitFor();
      const dialogs: string[] = [];
      const dismissed: Promise<void>[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.type());
        dismissed.push(dialog.dismiss().catch(() => {}));
      });
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => dialogs).toEqual(["beforeunload"]);
      await Promise.all(dismissed);
    } finally {
      await ownContext.close().catch(() => {});
    }
  });
});
