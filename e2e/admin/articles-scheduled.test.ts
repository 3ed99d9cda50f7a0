import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { openAdmin, staffApi, staffContext, unique } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

/** Honest badges (issue 30, point 8): a scheduled article is not shown as published. */
const baseUrl = sharedServerUrl();
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
const made: number[] = [];
const DAY = 86_400_000;

async function article(title: string, publishedAt: Date) {
  const { json: categories } = await api<{ id: number }[]>("GET", "/api/categories");
  const { status, json } = await api<{ id: number }>("POST", "/api/admin/articles", {
    title,
    slug: `${title.replace(/\W+/g, "-").toLowerCase()}-${Date.now()}`,
    body: "A story with a time to go live.",
    author: "E2E",
    categoryId: categories[0]!.id,
    published: true,
    publishedAt: publishedAt.toISOString(),
  });
  expect(status).toBe(201);
  made.push(json.id);
}

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
});

afterAll(async () => {
  for (const id of made) await api("DELETE", `/api/admin/articles/${id}`);
});

describe("the articles list's badges", () => {
  it("shows Scheduled, not Published, for an article that goes live later; Published once it is live", async () => {
    const scheduled = unique("E2E scheduled");
    const live = unique("E2E live");
    await article(live, new Date(Date.now() - DAY));
    await article(scheduled, new Date(Date.now() + 7 * DAY));

    const page = await openAdmin(context, `${baseUrl}/admin/articles`, "Manage Articles");
    const row = (title: string) =>
      page.getByRole("list", { name: "Articles" }).getByRole("listitem").filter({ hasText: title });
    await row(scheduled).getByText("Scheduled", { exact: true }).waitFor();
    expect(await row(scheduled).getByText("Published", { exact: true }).count()).toBe(0);
    expect(await row(scheduled).getByText("Draft", { exact: true }).count()).toBe(0);
    await row(scheduled)
      .getByText(/^Goes live/)
      .waitFor();

    await row(live).getByText("Published", { exact: true }).waitFor();
    expect(await row(live).getByText("Scheduled", { exact: true }).count()).toBe(0);
    await page.close();
  });
});
