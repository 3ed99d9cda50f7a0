import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { dismissToasts, expectToast, openAdmin, staffApi, staffContext, unique } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

interface ApiCategory {
  id: number;
  name: string;
  slug: string;
  order: number;
}

const baseUrl = sharedServerUrl();
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
const made: { categories: string[]; articles: number[] } = { categories: [], articles: [] };

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
});

afterAll(async () => {
  const { json } = await api<ApiCategory[]>("GET", "/api/categories");
  for (const c of json.filter((c) => made.categories.includes(c.slug))) {
    await api("DELETE", `/api/admin/categories/${c.id}`);
  }
  for (const id of made.articles) await api("DELETE", `/api/admin/articles/${id}`);
});

const dialog = (page: Page) => page.getByRole("dialog", { name: /Category$/ });
const card = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Categories" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

async function byName(name: string) {
  return (await api<ApiCategory[]>("GET", "/api/categories")).json.find((c) => c.name === name);
}

describe("manage categories", () => {
  it("creates with a generated slug, order 0 by default and non-numeric order as 0; validates", async () => {
    const name = unique("E2E Culture & Arts");
    const page = await openAdmin(context, `${baseUrl}/admin/categories`, "Manage Categories");
    await page.getByRole("button", { name: "New Category" }).click();
    await dialog(page).getByRole("button", { name: "Create Category" }).click();
    await expectToast(page, "Validation error", "Name is required");
    await dismissToasts(page);
    const nameInput = dialog(page).getByRole("textbox", { name: "Name" });
    const slugInput = dialog(page).getByRole("textbox", { name: "Slug" });
    await nameInput.fill(name);
    const slug = await slugInput.inputValue();
    expect(slug).toMatch(/^e2e-culture-arts-[a-f0-9]{6}$/);
    made.categories.push(slug);
    expect(await dialog(page).getByRole("textbox", { name: "Display order" }).inputValue()).toBe("0");
    await slugInput.fill("");
    await dialog(page).getByRole("button", { name: "Create Category" }).click();
    await expectToast(page, "Validation error", "Slug is required");
    await dismissToasts(page);
    await slugInput.fill(slug);
    await dialog(page).getByRole("textbox", { name: "Display order" }).fill("soon");
    await dialog(page).getByRole("button", { name: "Create Category" }).click();
    await expectToast(page, "Category created successfully");
    await dialog(page).waitFor({ state: "detached" });
    const created = (await byName(name))!;
    expect(created).toMatchObject({ slug, order: 0 });
    const text = await card(page, name).textContent();
    expect(text).toContain(slug);
    expect(
      await card(page, name)
        .getByRole("link", { name: /^View Category Page/ })
        .getAttribute("href"),
    ).toBe(`/category/${slug}`);
    await page.close();
  });

  it("edits with the form pre-filled", async () => {
    const name = unique("E2E Weather");
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    made.categories.push(slug);
    await api("POST", "/api/admin/categories", { name, slug, order: 3 });
    const page = await openAdmin(context, `${baseUrl}/admin/categories`, "Manage Categories");
    await card(page, name).getByRole("button", { name: /^Edit/ }).click();
    expect(await dialog(page).getByRole("textbox", { name: "Name" }).inputValue()).toBe(name);
    expect(await dialog(page).getByRole("textbox", { name: "Slug" }).inputValue()).toBe(slug);
    expect(await dialog(page).getByRole("textbox", { name: "Display order" }).inputValue()).toBe("3");
    await dialog(page).getByRole("textbox", { name: "Name" }).fill(`${name} and Climate`);
    // Editing the name of an existing category does not move its address.
    expect(await dialog(page).getByRole("textbox", { name: "Slug" }).inputValue()).toBe(slug);
    await dialog(page).getByRole("textbox", { name: "Display order" }).fill("12");
    await dialog(page).getByRole("button", { name: "Update Category" }).click();
    await expectToast(page, "Category updated successfully");
    await card(page, `${name} and Climate`).waitFor();
    expect((await byName(`${name} and Climate`))!.order).toBe(12);
    await page.close();
  });

  it("deletes after the spec's confirmation, leaving its articles unassigned", async () => {
    const name = unique("E2E Doomed");
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    made.categories.push(slug);
    const category = (await api<ApiCategory>("POST", "/api/admin/categories", { name, slug, order: 0 })).json;
    const title = unique("E2E article in a doomed category");
    const article = await api<{ id: number }>("POST", "/api/admin/articles", {
      title,
      slug: title.toLowerCase().replace(/\s+/g, "-"),
      body: "Filed under a category that is about to go.",
      author: "E2E",
      categoryId: category.id,
    });
    made.articles.push(article.json.id);

    const page = await openAdmin(context, `${baseUrl}/admin/categories`, "Manage Categories");
    await card(page, name)
      .getByRole("button", { name: /^Delete/ })
      .click();
    const confirm = page.getByRole("alertdialog");
    await confirm
      .getByText("Are you sure you want to delete this category? Articles in this category will be unassigned.")
      .waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Category deleted successfully");
    await card(page, name).waitFor({ state: "detached" });
    expect(await byName(name)).toBeUndefined();

    const preview = await api<{ categoryId: number | null; category: unknown }>(
      "GET",
      `/api/admin/preview/articles/${article.json.id}`,
    );
    expect(preview.json).toMatchObject({ categoryId: null, category: null });
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.goto(`${baseUrl}/admin/articles`);
    const row = page.getByRole("list", { name: "Articles" }).getByRole("listitem").filter({ hasText: title });
    expect(await row.textContent()).toContain("Uncategorized");
    await page.close();
  });

  it("shows an empty state when there are no categories", async () => {
    const page = await context.newPage();
    await page.route("**/api/categories", (route) => route.fulfill({ json: [] }));
    await page.goto(`${baseUrl}/admin/categories`);
    await page.getByRole("heading", { name: "No categories yet" }).waitFor();
    await page.close();
  });
});
