import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { dismissToasts, expectToast, openAdmin, pngImage, staffApi, staffContext, unique } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

interface ApiMedia {
  id: number;
  path: string;
  width: number;
  height: number;
  usedBy: { id: number }[];
}

const baseUrl = sharedServerUrl();
const browser = setupBrowser();
let editor: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
const madeArticles: number[] = [];
const madePaths: string[] = [];

beforeAll(async () => {
  editor = await staffContext(browser(), baseUrl);
  api = await staffApi(editor, baseUrl);
});

afterAll(async () => {
  // Articles first: an image an article still shows cannot be deleted.
  for (const id of madeArticles) await api("DELETE", `/api/admin/articles/${id}`);
  const { json } = await api<{ media: ApiMedia[] }>("GET", "/api/admin/media?limit=50");
  for (const item of json.media.filter((m) => madePaths.includes(m.path))) {
    await api("DELETE", `/api/admin/media/${item.id}`);
  }
  await editor.close();
});

/** Dimensions no demo picture has, so the card and the picker's button are found by them alone. */
function oddSize(): { width: number; height: number; label: string } {
  const width = 901 + Math.floor(Math.random() * 280);
  const height = 401 + Math.floor(Math.random() * 180);
  return { width, height, label: `${width} × ${height}` };
}

const card = (page: Page, text: string): Locator =>
  page.getByRole("list", { name: "Images" }).getByRole("listitem").filter({ hasText: text });
const articleDialog = (page: Page) => page.getByRole("dialog", { name: "Edit Article" });

async function newDraft(title: string): Promise<number> {
  const { json: categories } = await api<{ id: number }[]>("GET", "/api/categories");
  const { status, json } = await api<{ id: number }>("POST", "/api/admin/articles", {
    title,
    slug: `${title.replace(/\W+/g, "-").toLowerCase()}-${Date.now()}`,
    body: "A story that needs a picture.",
    author: "E2E",
    categoryId: categories[0]!.id,
  });
  expect(status).toBe(201);
  madeArticles.push(json.id);
  return json.id;
}

async function openEditor(page: Page, articleId: number) {
  await page.goto(`${baseUrl}/admin/articles?edit=${articleId}`);
  await articleDialog(page).waitFor();
}

async function saveArticle(page: Page) {
  await articleDialog(page).getByRole("button", { name: "Update Article" }).click();
  await expectToast(page, "Article updated successfully");
  await articleDialog(page).waitFor({ state: "detached" });
}

async function openLibrary(page: Page) {
  await page.goto(`${baseUrl}/admin/media`);
  await page.getByRole("heading", { level: 1, name: "Media Library" }).waitFor();
}

describe("media library", () => {
  it("an upload is listed, picked as a hero image, kept while used, deleted once unused", {
    timeout: 120_000,
  }, async () => {
    const size = oddSize();
    const title = unique("E2E media story");
    const articleId = await newDraft(title);

    // The screen is one click away in the navigation.
    const page = await openAdmin(editor, `${baseUrl}/admin`, "Dashboard");
    page.on("dialog", (d) => d.accept()); // a beforeunload prompt, if one is raised, lets the page go
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Media" }).click();
    await page.getByRole("heading", { level: 1, name: "Media Library" }).waitFor();

    // The same checks as the article form's image fields, with the spec's texts.
    const upload = page.getByLabel("Upload image");
    await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expectToast(page, "Invalid file type", "Please upload an image file (PNG, JPG, GIF, etc.)");
    await dismissToasts(page);

    // Held briefly, so that the progress bar can be seen.
    await page.route("**/api/upload/image", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await upload.setInputFiles({
      name: "library.png",
      mimeType: "image/png",
      buffer: await pngImage(size.width, size.height),
    });
    await page.getByRole("progressbar", { name: "Uploading image" }).waitFor();
    await expectToast(page, "Image uploaded");
    await page.unroute("**/api/upload/image");
    const uploaded = card(page, size.label);
    await uploaded.waitFor();
    await uploaded.getByText("Not used").waitFor();
    await uploaded.getByText("Just now").waitFor();
    // Newest first.
    expect(await page.getByRole("list", { name: "Images" }).getByRole("listitem").first().textContent()).toContain(
      size.label,
    );
    // The thumbnail is the small WebP rendition, and it loads.
    const thumbnail = uploaded.locator("img");
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await thumbnail.getAttribute("src")).toMatch(/^\/uploads\/[a-f0-9]+-w400\.webp$/);
    // It keeps the name it was uploaded with; the stored file's name is random.
    expect(await uploaded.getByRole("heading").textContent()).toBe("library.png");
    const href = (await uploaded.getByRole("link", { name: /^Open/ }).getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/uploads\/[a-f0-9]+\.png$/);
    const fileName = href.slice("/uploads/".length);
    madePaths.push(href);
    await dismissToasts(page);

    // The article form chooses it from the library as the hero image.
    await openEditor(page, articleId);
    await articleDialog(page).getByRole("button", { name: "Choose from library (hero image)" }).click();
    const picker = page.getByRole("dialog", { name: "Choose hero image" });
    await picker.getByRole("button", { name: new RegExp(size.label) }).click();
    await picker.waitFor({ state: "detached" });
    await expectToast(page, "Image Set Successfully");
    expect(await articleDialog(page).getByRole("img", { name: "Hero image preview" }).getAttribute("src")).toBe(
      `/uploads/${fileName}`,
    );
    await saveArticle(page);

    // The library says where it is used, with a link to the article's editor.
    await openLibrary(page);
    const usedIn = card(page, size.label).getByRole("link", { name: title });
    expect(await usedIn.getAttribute("href")).toBe(`/admin/articles?edit=${articleId}`);

    // While used it cannot be deleted: the confirmation says so, and the server refuses with its message.
    await card(page, size.label)
      .getByRole("button", { name: /^Delete/ })
      .click();
    const inUse = page.getByRole("alertdialog", { name: "Image in use" });
    await inUse.getByRole("link", { name: title }).waitFor();
    await inUse.getByRole("button", { name: "Delete if no longer used" }).click();
    await expectToast(page, "Error", "This image is used by 1 article and cannot be deleted");
    await card(page, size.label).waitFor();
    await dismissToasts(page);

    // The editor follows the link, takes the picture out of the article and saves.
    await usedIn.click();
    await articleDialog(page).waitFor();
    await articleDialog(page).getByRole("button", { name: "Remove hero image" }).click();
    await saveArticle(page);

    await openLibrary(page);
    await card(page, size.label).getByText("Not used").waitFor();
    await card(page, size.label)
      .getByRole("button", { name: /^Delete/ })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete image" });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Image deleted");
    await card(page, size.label).waitFor({ state: "detached" });
    expect((await editor.request.get(`${baseUrl}/uploads/${fileName}`)).status()).toBe(404);
    await page.close();
  });

  it("the picker's Upload new stores a picture and chooses it at once", { timeout: 60_000 }, async () => {
    const size = oddSize();
    const articleId = await newDraft(unique("E2E media thumb"));
    const page = await editor.newPage();
    await openEditor(page, articleId);
    await articleDialog(page).getByRole("button", { name: "Choose from library (thumbnail image)" }).click();
    const picker = page.getByRole("dialog", { name: "Choose thumbnail image" });
    await picker.waitFor();
    await picker.getByLabel("Upload new").setInputFiles({
      name: "thumb.png",
      mimeType: "image/png",
      buffer: await pngImage(size.width, size.height),
    });
    await picker.waitFor({ state: "detached" });
    await expectToast(page, "Image Set Successfully");
    const src = await articleDialog(page).getByRole("img", { name: "Thumbnail image preview" }).getAttribute("src");
    expect(src).toMatch(/^\/uploads\/[a-f0-9]+\.png$/);
    madePaths.push(src!);
    const { json } = await api<{ media: ApiMedia[] }>("GET", "/api/admin/media");
    expect(json.media.find((m) => m.path === src)).toMatchObject({ width: size.width, height: size.height });
    await page.close();
  });

  it("finds a picture by the name it was uploaded with, in the library and in the picker", {
    timeout: 90_000,
  }, async () => {
    const size = oddSize();
    const name = `${unique("harbour").replace(" ", "-")}.png`;
    const page = await openAdmin(editor, `${baseUrl}/admin/media`, "Media Library");
    page.on("dialog", (d) => d.accept());
    await page.getByLabel("Upload image").setInputFiles({
      name,
      mimeType: "image/png",
      buffer: await pngImage(size.width, size.height),
    });
    await expectToast(page, "Image uploaded");
    const uploaded = card(page, size.label);
    madePaths.push((await uploaded.getByRole("link", { name: /^Open/ }).getAttribute("href"))!);

    // The search is kept in the URL; it finds the picture by any part of its name, in any case.
    const searchBox = page.getByRole("searchbox", { name: "Search images" });
    await searchBox.fill(name.slice(0, -4).toUpperCase());
    await page.waitForURL(/[?&]q=HARBOUR-/);
    const cards = page.getByRole("list", { name: "Images" }).getByRole("listitem");
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByRole("heading").textContent()).toBe(name);
    await page.reload();
    await expect.poll(() => cards.count()).toBe(1);

    // Nothing found: it says so, and Clear search brings the whole library back.
    await searchBox.fill("zz-no-such-picture-zz");
    await page.getByRole("heading", { name: "No pictures match “zz-no-such-picture-zz”" }).waitFor();
    await page.getByRole("button", { name: "Clear search" }).click();
    await uploaded.waitFor();
    expect(await searchBox.inputValue()).toBe("");

    // The picker searches the same way.
    const articleId = await newDraft(unique("E2E media search"));
    await openEditor(page, articleId);
    await articleDialog(page).getByRole("button", { name: "Choose from library (hero image)" }).click();
    const picker = page.getByRole("dialog", { name: "Choose hero image" });
    await picker.getByRole("searchbox", { name: "Search images" }).fill("zz-nothing-zz");
    await picker.getByRole("heading", { name: "No pictures match “zz-nothing-zz”" }).waitFor();
    await picker.getByRole("searchbox", { name: "Search images" }).fill(name);
    const buttons = picker.getByRole("list", { name: "Images" }).getByRole("button");
    await expect.poll(() => buttons.count()).toBe(1);
    await picker.getByRole("button", { name: new RegExp(name.replace(".", "\\.")) }).click();
    await picker.waitFor({ state: "detached" });
    expect(await articleDialog(page).getByRole("img", { name: "Hero image preview" }).getAttribute("src")).toMatch(
      /^\/uploads\/[a-f0-9]+\.png$/,
    );
    await page.close();
  });

  it("lists a demo picture once: its thumbnail is another size of the same entry", async () => {
    const { json } = await api<{ media: (ApiMedia & { variants: { width: number; height: number }[] })[] }>(
      "GET",
      "/api/admin/media?q=budget-clears-finance-committee",
    );
    expect(json.media.map((item) => [item.width, item.height, item.variants.map((v) => [v.width, v.height])])).toEqual([
      [1200, 675, [[400, 225]]],
    ]);
    const page = await openAdmin(editor, `${baseUrl}/admin/media?q=budget-clears-finance-committee`, "Media Library");
    // One card (its "Used in" list has items of its own: count the cards' headings).
    const names = page.getByRole("list", { name: "Images" }).getByRole("heading");
    await expect.poll(() => names.count()).toBe(1);
    await card(page, "400 × 225").getByText("Also as").waitFor();
    await page.close();
  });
});
