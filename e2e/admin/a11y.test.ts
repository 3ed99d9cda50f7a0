import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { newContext } from "../support/browser.js";
import { setupBrowser } from "../support/setup-browser.js";
import { expectNoAxeViolations, staffContext } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const baseUrl = sharedServerUrl();
const browser = setupBrowser();

const SCREENS: [string, string][] = [
  ["/admin", "Dashboard"],
  ["/admin/articles", "Manage Articles"],
  ["/admin/comments", "Moderate Comments"],
  ["/admin/messages", "Messages"],
  ["/admin/newsletter", "Newsletter"],
  ["/admin/analytics", "Analytics"],
  ["/admin/terms", "Terms"],
  ["/admin/translation-memory", "Translation memory"],
  ["/admin/categories", "Manage Categories"],
  ["/admin/ads", "Manage Ad Slots"],
  ["/admin/settings", "Site Settings"],
  ["/admin/wire", "Wire"],
  ["/admin/sources", "Sources"],
  ["/admin/staff", "Staff"],
  ["/admin/media", "Media Library"],
  ["/admin/mail", "Mail"],
  ["/admin/account", "My account"],
  ["/admin/audit", "Audit log"],
];

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  // Wait for the data, not the loading placeholders.
  await page.locator("main .animate-pulse").first().waitFor({ state: "detached" });
}

describe.each(["dark", "light"] as const)("axe, %s theme", (theme) => {
  it("the login page has no violations", async () => {
    const context = await newContext(browser(), { theme });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByRole("heading", { name: "Admin Portal" }).waitFor();
    await expectNoAxeViolations(page, "login");
    // The pages a mailed link or "Forgot password?" opens, before anyone is signed in (issue 32).
    const signedOutPages: [string, string][] = [
      ["/admin/forgot-password", "Forgot password?"],
      ["/admin/reset-password#token=x", "Set a new password"],
      ["/admin/accept-invitation#token=x", "Join the newsroom"],
    ];
    for (const [path, heading] of signedOutPages) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole("heading", { name: heading }).waitFor();
      await expectNoAxeViolations(page, path);
    }
    await context.close();
  });

  it("every admin screen, its dialogs and the draft preview have no violations", { timeout: 180_000 }, async () => {
    const context = await staffContext(browser(), baseUrl, { theme });
    const page = await context.newPage();
    for (const [path, heading] of SCREENS) {
      await open(page, path, heading);
      await expectNoAxeViolations(page, path);
    }

    await open(page, "/admin/articles", "Manage Articles");
    await page.getByRole("button", { name: "New Article" }).click();
    await page.getByRole("dialog", { name: "New Article" }).waitFor();
    await expectNoAxeViolations(page, "new article dialog");
    await page.getByRole("button", { name: "Choose from library (hero image)" }).click();
    const picker = page.getByRole("dialog", { name: "Choose hero image" });
    await picker.waitFor();
    await picker.locator(".animate-pulse").first().waitFor({ state: "detached" });
    await expectNoAxeViolations(page, "media picker dialog");
    await page.keyboard.press("Escape");
    await picker.waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    const draft = page.getByRole("listitem").filter({ hasText: "Draft" }).first();
    await draft.getByRole("link", { name: /^Preview/ }).click();
    await page.getByText("Draft: readers cannot see this article until it is published.").waitFor();
    await expectNoAxeViolations(page, "draft preview");

    await open(page, "/admin/articles", "Manage Articles");
    await page
      .getByRole("list", { name: "Articles" })
      .getByRole("button", { name: /^Delete/ })
      .first()
      .click();
    await page.getByRole("alertdialog").waitFor();
    await expectNoAxeViolations(page, "delete confirmation");
    await page.keyboard.press("Escape");

    // The demo's pictures are used by its articles: the confirmation lists them as links. Other tests may
    // have left newer pictures that nothing uses, so pick one that is used.
    await open(page, "/admin/media", "Media Library");
    await page
      .getByRole("list", { name: "Images" })
      .getByRole("listitem")
      .filter({ hasNotText: "Not used" })
      .first()
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("alertdialog", { name: "Image in use" }).waitFor();
    await expectNoAxeViolations(page, "media delete confirmation");
    await page.keyboard.press("Escape");

    await open(page, "/admin/categories", "Manage Categories");
    await page.getByRole("button", { name: /^Edit/ }).first().click();
    await page.getByRole("dialog", { name: "Edit Category" }).waitFor();
    await expectNoAxeViolations(page, "category dialog");
    await page.keyboard.press("Escape");

    await open(page, "/admin/ads", "Manage Ad Slots");
    await page.getByRole("button", { name: "Edit top slot" }).click();
    await page.getByRole("dialog", { name: "Edit Ad Slot" }).waitFor();
    await expectNoAxeViolations(page, "ad slot dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Preview top/ }).click();
    await page.getByRole("dialog", { name: "Preview: top" }).waitFor();
    await expectNoAxeViolations(page, "ad preview dialog");
    await context.close();
  });
});

describe("axe, phone width", () => {
  it("the dashboard with the menu open and the articles screen have no violations", async () => {
    const context = await staffContext(browser(), baseUrl, { phone: true });
    const page = await context.newPage();
    await open(page, "/admin", "Dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Admin" }).waitFor();
    await expectNoAxeViolations(page, "phone dashboard with menu");
    await open(page, "/admin/articles", "Manage Articles");
    await expectNoAxeViolations(page, "phone articles");
    await context.close();
  });
});

describe("keyboard", () => {
  it("reaches the sidebar, opens the article dialog and closes it with Escape", async () => {
    const context = await staffContext(browser(), baseUrl);
    const page = await context.newPage();
    await open(page, "/admin/articles", "Manage Articles");
    await page.keyboard.press("Tab");
    await page.getByRole("link", { name: "Skip to content" }).waitFor();
    await page.keyboard.press("Enter");
    const newArticle = page.getByRole("button", { name: "New Article" });
    await newArticle.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "New Article" }).waitFor();
    // Focus starts in the first field, so typing goes straight into the title.
    await page.keyboard.type("Typed");
    await page
      .getByRole("textbox", { name: "Title", exact: true })
      .inputValue()
      .then((v) => {
        if (v !== "Typed") throw new Error(`title was ${v}`);
      });
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog", { name: "Discard unsaved changes?" }).waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // Discard changes
    await page.getByRole("dialog", { name: "New Article" }).waitFor({ state: "detached" });
    await context.close();
  });
});
