import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "../support/browser.js";
import { E2E_ADMIN } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";
import {
  dismissToasts,
  expectNoAxeViolations,
  expectToast,
  openAdmin,
  staffApi,
  staffContext,
  unique,
} from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

interface ApiStaff {
  id: number;
  email: string;
  name: string;
}

const baseUrl = sharedServerUrl();
const browser = setupBrowser();
let editor: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
const madeEmails: string[] = [];

beforeAll(async () => {
  editor = await staffContext(browser(), baseUrl);
  api = await staffApi(editor, baseUrl);
});

afterAll(async () => {
  const { json } = await api<ApiStaff[]>("GET", "/api/admin/staff");
  for (const member of json.filter((m) => madeEmails.includes(m.email))) {
    await api("DELETE", `/api/admin/staff/${member.id}`);
  }
  await editor.close();
});

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const row = (page: Page, email: string) =>
  page.getByRole("list", { name: "Staff" }).getByRole("listitem").filter({ hasText: email });

/** Signs in through the login page, as a person would; the dashboard is then showing. */
async function signIn(context: BrowserContext, email: string, password: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return page;
}

describe("staff accounts", () => {
  it("an administrator adds a colleague with a role, who signs in and writes as themselves", {
    timeout: 90_000,
  }, async () => {
    const name = unique("Colleague");
    const email = `${name.replace(/\W+/g, "-").toLowerCase()}@example.com`;
    const password = "colleague-password-1";
    madeEmails.push(email);

    // The screen is one click away in the navigation.
    const page = await openAdmin(editor, `${baseUrl}/admin`, "Dashboard");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff" }).click();
    await page.getByRole("heading", { level: 1, name: "Staff" }).waitFor();
    await row(page, E2E_ADMIN.email).waitFor();
    await expectNoAxeViolations(page, "staff list");
    // One's own account cannot be deleted, and the screen says why.
    const ownDelete = row(page, E2E_ADMIN.email).getByRole("button", { name: /^Delete/ });
    expect(await ownDelete.isDisabled()).toBe(true);
    await row(page, E2E_ADMIN.email).getByText("You cannot delete your own account.").waitFor();

    await page.getByRole("button", { name: "Add staff member" }).click();
    const add = dialog(page, "Add staff member");
    await expectNoAxeViolations(page, "add staff dialog");
    const submit = add.getByRole("button", { name: "Add staff member" });
    await add.getByLabel("Email").fill("not an email");
    await add.getByLabel("Name").fill(name);
    await add.getByLabel("Password", { exact: true }).fill("short");
    await submit.click();
    await add.getByText("Email must be a valid email address").waitFor();
    expect(await add.getByLabel("Email").evaluate((el) => el === document.activeElement)).toBe(true);
    await add.getByLabel("Email").fill(E2E_ADMIN.email.toUpperCase());
    await submit.click();
    await add.getByText("Password must be at least 8 characters").waitFor();
    await add.getByLabel("Password", { exact: true }).fill(password);
    await submit.click();
    // The server refuses an address already in use; the message shows beside the field.
    await add.getByText("An account with this email address already exists").waitFor();
    await dismissToasts(page);
    await add.getByLabel("Email").fill(email);
    // Each role says what it may do.
    await add.getByLabel("Role").selectOption("author");
    await add.getByText("Writes, publishes and edits their own articles.").waitFor();
    await submit.click();
    await expectToast(page, "Staff member added");
    await add.waitFor({ state: "detached" });
    await row(page, email).getByText("Never").waitFor();
    await row(page, email).getByText("Author", { exact: true }).waitFor();

    // The colleague signs in in their own browser; the menu offers what an author may use, and a new
    // article is theirs by default.
    const colleague = await newContext(browser(), { cookiesAccepted: true });
    const theirs = await signIn(colleague, email, password);
    const menu = theirs.getByRole("navigation", { name: "Admin" });
    await menu.getByRole("link", { name: "My account" }).waitFor();
    for (const hidden of ["Staff", "Settings", "Comments", "Wire"])
      expect(await menu.getByRole("link", { name: hidden, exact: true }).count(), hidden).toBe(0);
    await theirs.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Articles" }).click();
    await theirs.getByRole("heading", { level: 1, name: "Manage Articles" }).waitFor();
    // An author sees only their own articles: none yet, so the empty list offers New Article too.
    await theirs.getByRole("button", { name: "New Article" }).first().click();
    const author = dialog(theirs, "New Article").getByRole("textbox", { name: "Author" });
    expect(await author.inputValue()).toBe(name);
    await theirs.keyboard.press("Escape");

    // The editor sees when they signed in.
    await page.reload();
    await row(page, email).getByText("Just now").waitFor();

    // Their role changes on the Edit dialog, which sets no password: nobody sets another's.
    await row(page, email).getByRole("button", { name: /^Edit/ }).click();
    const edit = dialog(page, "Edit staff member");
    await edit.getByText("Nobody sets another person’s password").waitFor();
    await expectNoAxeViolations(page, "edit staff dialog");
    await edit.getByLabel("Role").selectOption("editor");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Staff member updated", `${name} is now editor.`);
    await row(page, email).getByText("Editor", { exact: true }).waitFor();
    await theirs.reload();
    await menu.getByRole("link", { name: "Comments" }).waitFor();

    // Deleting the account signs the colleague out at once.
    await row(page, email)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page
      .getByRole("alertdialog", { name: "Delete staff member" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, "Staff member deleted successfully");
    await row(page, email).waitFor({ state: "detached" });
    expect((await colleague.request.get(`${baseUrl}/api/auth/user`)).status()).toBe(401);
    await colleague.close();
    await page.close();
  });

  it("a contributor changes their own password on My account and stays signed in", { timeout: 60_000 }, async () => {
    const email = `${unique("self").replace(/\W+/g, "-")}@example.com`;
    madeEmails.push(email);
    const made = await api("POST", "/api/admin/staff", { email, name: "Self Service", password: "first-password-1" });
    expect(made.status).toBe(201);

    const context = await newContext(browser(), { cookiesAccepted: true, theme: "dark" });
    await signIn(context, email, "first-password-1");
    // The Staff screen is not theirs: opened by address, it says so.
    const page = await openAdmin(context, `${baseUrl}/admin/staff`, "Not available to your role");
    await page.getByText("This screen needs the Administrator role; you are signed in as contributor.").waitFor();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "My account" }).click();
    await page.getByRole("heading", { level: 1, name: "My account" }).waitFor();
    await page.getByText("Writes and edits their own drafts; cannot publish.").waitFor();
    await expectNoAxeViolations(page, "my account (dark)");

    await page.getByRole("button", { name: "Change my password" }).click();
    const change = dialog(page, "Change my password");
    await expectNoAxeViolations(page, "change password dialog (dark)");
    await change.getByLabel("Current password", { exact: true }).fill("wrong-password");
    await change.getByLabel("New password", { exact: true }).fill("second-password-2");
    await change.getByLabel("Repeat the new password").fill("second-password-3");
    await change.getByRole("button", { name: "Change password" }).click();
    await change.getByText("The new passwords do not match").waitFor();
    await change.getByLabel("Repeat the new password").fill("second-password-2");
    await change.getByRole("button", { name: "Change password" }).click();
    await change.getByText("Current password is incorrect").waitFor();
    expect(
      await change.getByLabel("Current password", { exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await change.getByLabel("Current password", { exact: true }).fill("first-password-1");
    await change.getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Password changed successfully");
    await change.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "My account" }).waitFor();
    const fresh = await newContext(browser());
    const login = (password: string) => fresh.request.post(`${baseUrl}/api/admin/login`, { data: { email, password } });
    expect((await login("first-password-1")).status()).toBe(401);
    expect((await login("second-password-2")).status()).toBe(200);
    await fresh.close();
    await context.close();
  });
});
