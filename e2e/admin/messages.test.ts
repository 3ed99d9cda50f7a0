import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { expectToast, openAdmin, staffApi, staffContext, unique } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const baseUrl = sharedServerUrl();
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
const subjects = {
  read: unique("A tip about the harbour"),
  handle: unique("A correction to handle"),
  remove: unique("A message to delete"),
};
const made: number[] = [];

interface ApiList {
  messages: { id: number; subject: string }[];
  total: number;
  open: number;
}

/** Sends a message as a reader does, through the contact form's call. */
async function send(name: string, email: string, subject: string, message: string) {
  const response = await fetch(`${baseUrl}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email, subject, message, website: "" }),
  });
  expect(response.status).toBe(201);
  made.push(((await response.json()) as { id: number }).id);
}

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
  await send("Anna Reader", "anna@example.com", subjects.read, "The ferry to Vaxholm was late again.\nTwice.");
  await send("Hugo Handle", "hugo@example.com", subjects.handle, "The mayor's name is spelt wrong.");
  await send("Dora Delete", "dora@example.com", subjects.remove, "Please ignore my last message.");
});

afterAll(async () => {
  for (const id of made) await api("DELETE", `/api/admin/messages/${id}`);
});

const item = (page: Page, tab: string, subject: string) =>
  page
    .getByRole("list", { name: `${tab} messages` })
    .getByRole("listitem")
    .filter({ hasText: subject });

const openCount = async () => (await api<ApiList>("GET", "/api/admin/messages?limit=1")).json.open;

describe("the Messages screen", () => {
  it("lists open messages with sender, mailto link, subject, time, text and the Open badge", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/messages`, "Messages");
    await page
      .locator("main header")
      .getByText(`${await openCount()} open`, { exact: true })
      .waitFor();
    const anna = item(page, "Open", subjects.read);
    const text = await anna.textContent();
    for (const expected of ["Anna Reader", "anna@example.com", "Just now", "Open", subjects.read, "late again."]) {
      expect(text).toContain(expected);
    }
    expect(await anna.getByRole("link", { name: "anna@example.com" }).getAttribute("href")).toBe(
      `mailto:anna@example.com?subject=${encodeURIComponent(`Re: ${subjects.read}`)}`,
    );
    expect(await anna.getByRole("heading", { name: subjects.read }).count()).toBe(1);
    // The menu shows the open count beside Messages.
    const nav = page.getByRole("navigation", { name: "Admin" }).first();
    expect(await nav.getByRole("link", { name: /^Messages/ }).getAttribute("href")).toBe("/admin/messages");
    await page.close();
  });

  it("Mark handled moves a message to Handled; Reopen brings it back", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/messages`, "Messages");
    const before = await openCount();
    await item(page, "Open", subjects.handle)
      .getByRole("button", { name: /^Mark handled/ })
      .click();
    await expectToast(page, "Message marked as handled");
    await item(page, "Open", subjects.handle).waitFor({ state: "detached" });
    await page
      .locator("main header")
      .getByText(`${before - 1} open`, { exact: true })
      .waitFor();

    await page.getByRole("tab", { name: "Handled" }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "handled");
    const handled = item(page, "Handled", subjects.handle);
    await handled.waitFor();
    expect(await handled.textContent()).toContain("Handled");
    await handled.getByRole("button", { name: /^Reopen/ }).click();
    await expectToast(page, "Message reopened");
    await handled.waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "All" }).click();
    await item(page, "All", subjects.handle).waitFor();
    await item(page, "All", subjects.read).waitFor();
    expect(await openCount()).toBe(before);
    await page.close();
  });

  it("Delete asks first, then removes the message for good", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/messages`, "Messages");
    await item(page, "Open", subjects.remove)
      .getByRole("button", { name: /^Delete/ })
      .click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to delete this message? This action cannot be undone.").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await item(page, "Open", subjects.remove).waitFor();

    await item(page, "Open", subjects.remove)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Message deleted successfully");
    await item(page, "Open", subjects.remove).waitFor({ state: "detached" });
    const all = (await api<ApiList>("GET", "/api/admin/messages?status=all&limit=100")).json.messages;
    expect(all.map((m) => m.subject)).not.toContain(subjects.remove);
    await page.close();
  });

  it("shows 'No messages' when a filter is empty, and the server's message when an action fails", async () => {
    const page = await context.newPage();
    const listCall = (url: URL) => url.pathname === "/api/admin/messages";
    await page.route(listCall, (route) => route.fulfill({ json: { messages: [], total: 0, open: 0 } }));
    await page.goto(`${baseUrl}/admin/messages`);
    await page.getByRole("heading", { name: "No messages" }).waitFor();
    await page.unroute(listCall);
    const ghost = {
      id: 999_999,
      name: "Ghost",
      email: "ghost@example.com",
      subject: "Already deleted elsewhere",
      message: "Boo",
      createdAt: new Date().toISOString(),
      handledAt: null,
    };
    await page.route(listCall, (route) => route.fulfill({ json: { messages: [ghost], total: 1, open: 1 } }));
    await page.reload();
    await page.getByRole("button", { name: /^Mark handled/ }).click();
    await expectToast(page, "Error", "Message not found");
    await page.close();
  });
});

describe("the dashboard", () => {
  it("counts open messages in Pending Actions, beside the comments, with a link to the Messages screen", async () => {
    const open = await openCount();
    expect(open).toBeGreaterThan(0);
    const page = await openAdmin(context, `${baseUrl}/admin`, "Dashboard");
    const main = page.locator("main");
    const text = `${open} message${open === 1 ? "" : "s"} from readers not yet handled`;
    await main.getByText(text, { exact: true }).waitFor();
    const link = main.getByRole("link", { name: "Read messages" });
    expect(await link.getAttribute("href")).toBe("/admin/messages");
    await link.click();
    await page.getByRole("heading", { level: 1, name: "Messages" }).waitFor();
    await page.close();
  });
});
