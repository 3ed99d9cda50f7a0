import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { expectToast, openAdmin, staffApi, staffContext, unique } from "./helpers.js";

const baseUrl = inject("baseUrl");
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
let article: { id: number; slug: string; title: string };
const bodies = {
  approve: unique("A thoughtful comment to approve"),
  reject: unique("Spam spam spam to reject"),
  remove: unique("A comment to delete for good"),
};

async function postComment(name: string, email: string, body: string) {
  const response = await fetch(`${baseUrl}/api/articles/${article.slug}/comments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email, body }),
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
  // An article of our own, so moderation never changes the demo articles other tests read.
  const { json: categories } = await api<{ id: number }[]>("GET", "/api/categories");
  const title = unique("E2E comments article");
  const created = await api<{ id: number; slug: string; title: string }>("POST", "/api/admin/articles", {
    title,
    slug: title.toLowerCase().replace(/\s+/g, "-"),
    body: "An article to comment on.\n\nIt has two paragraphs.",
    author: "E2E",
    categoryId: categories[0]!.id,
    published: true,
  });
  expect(created.status).toBe(201);
  article = created.json;
  await postComment("Anna Approve", "anna@example.com", bodies.approve);
  await postComment("Rolf Reject", "", bodies.reject);
  await postComment("Dora Delete", "dora@example.com", bodies.remove);
});

afterAll(async () => {
  if (article) await api("DELETE", `/api/admin/articles/${article.id}`);
});

const item = (page: Page, body: string) =>
  page.getByRole("list", { name: "Pending comments" }).getByRole("listitem").filter({ hasText: body });

async function pendingCount(): Promise<number> {
  return (await api<unknown[]>("GET", "/api/admin/comments/pending")).json.length;
}

describe("moderate comments", () => {
  it("lists pending comments with the count badge, author, email, time, article link and body", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/comments`, "Moderate Comments");
    const count = await pendingCount();
    await page.locator("main header").getByText(`${count} pending`, { exact: true }).waitFor();
    const anna = item(page, bodies.approve);
    const text = await anna.textContent();
    for (const expected of ["Anna Approve", "anna@example.com", "Just now", "Pending Review", bodies.approve]) {
      expect(text).toContain(expected);
    }
    expect(await anna.getByRole("link", { name: article.title }).getAttribute("href")).toBe(
      `/articles/${article.slug}`,
    );
    expect(await item(page, bodies.reject).textContent()).toContain("No email given");
    await page.close();
  });

  it("Approve publishes the comment: it leaves the queue and shows on the article page", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/comments`, "Moderate Comments");
    const before = await pendingCount();
    await item(page, bodies.approve)
      .getByRole("button", { name: /^Approve/ })
      .click();
    await expectToast(page, "Comment status updated successfully");
    await item(page, bodies.approve).waitFor({ state: "detached" });
    await page
      .locator("main header")
      .getByText(`${before - 1} pending`, { exact: true })
      .waitFor();
    const published = (await (await fetch(`${baseUrl}/api/articles/${article.slug}/comments`)).json()) as {
      body: string;
    }[];
    expect(published.map((c) => c.body)).toContain(bodies.approve);
    const html = await (await fetch(`${baseUrl}/articles/${article.slug}`)).text();
    expect(html).toContain(bodies.approve);
    await page.close();
  });

  it("Reject keeps the comment off the site", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/comments`, "Moderate Comments");
    await item(page, bodies.reject)
      .getByRole("button", { name: /^Reject/ })
      .click();
    await expectToast(page, "Comment status updated successfully");
    await item(page, bodies.reject).waitFor({ state: "detached" });
    const published = (await (await fetch(`${baseUrl}/api/articles/${article.slug}/comments`)).json()) as {
      body: string;
    }[];
    expect(published.map((c) => c.body)).not.toContain(bodies.reject);
    await page.close();
  });

  it("Delete asks with the spec's text, then removes the comment for good", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/comments`, "Moderate Comments");
    await item(page, bodies.remove)
      .getByRole("button", { name: /^Delete/ })
      .click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to delete this comment? This action cannot be undone.").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Comment deleted successfully");
    await item(page, bodies.remove).waitFor({ state: "detached" });
    const pending = (await api<{ body: string }[]>("GET", "/api/admin/comments/pending")).json;
    expect(pending.map((c) => c.body)).not.toContain(bodies.remove);
    await page.close();
  });

  it("shows 'No pending comments' when the queue is empty, and the server's message when an action fails", async () => {
    const page = await context.newPage();
    await page.route("**/api/admin/comments/pending", (route) => route.fulfill({ json: [] }));
    await page.goto(`${baseUrl}/admin/comments`);
    await page.getByRole("heading", { name: "No pending comments" }).waitFor();
    await page.unroute("**/api/admin/comments/pending");
    await page.route("**/api/admin/comments/pending", (route) =>
      route.fulfill({
        json: [
          {
            id: 999999,
            name: "Ghost",
            email: null,
            body: "Already handled elsewhere",
            parentId: null,
            createdAt: new Date().toISOString(),
            status: "pending",
            article: { slug: article.slug, title: article.title },
          },
        ],
      }),
    );
    await page.reload();
    await page.getByRole("button", { name: /^Approve/ }).click();
    await expectToast(page, "Error", "Comment not found");
    await page.close();
  });
});
