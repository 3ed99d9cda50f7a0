import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exifCredit, readExifEntries } from "#server/modules/media/exif.js";
import { setupBrowser } from "../support/setup-browser.js";
import {
  dismissToasts,
  expectToast,
  hugePngImage,
  openAdmin,
  pngImage,
  staffApi,
  staffContext,
  unique,
} from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

interface ApiArticle {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  published: boolean;
  publishedAt: string | null;
  heroImage: string | null;
  thumbImage: string | null;
  categoryId: number | null;
}

const baseUrl = sharedServerUrl();
const PREFIX = "E2E article";
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
});

afterAll(async () => {
  // Leave the shared demo newsroom as it was: remove every article this file made.
  const { json } = await api<{ articles: ApiArticle[] }>("GET", "/api/admin/articles?limit=50");
  for (const a of json.articles.filter((a) => a.title.startsWith(PREFIX))) {
    await api("DELETE", `/api/admin/articles/${a.id}`);
  }
});

async function findArticle(title: string): Promise<ApiArticle | undefined> {
  const { json } = await api<{ articles: ApiArticle[] }>("GET", "/api/admin/articles?limit=50");
  return json.articles.find((a) => a.title === title);
}

const dialog = (page: Page) => page.getByRole("dialog", { name: /Article$/ });
const field = (page: Page, name: string) => dialog(page).getByRole("textbox", { name, exact: true });
const row = (page: Page, title: string) =>
  page.getByRole("list", { name: "Articles" }).getByRole("listitem").filter({ hasText: title });

async function articlesPage(): Promise<Page> {
  const page = await openAdmin(context, `${baseUrl}/admin/articles`, "Manage Articles");
  page.on("dialog", (d) => d.accept()); // a beforeunload prompt, if one is raised, lets the page go
  await page.getByRole("list", { name: "Articles" }).waitFor();
  return page;
}

async function fillRequired(page: Page, title: string) {
  await field(page, "Title").fill(title);
  await field(page, "Content").fill("First paragraph of the story.\n\nSecond paragraph, with more detail.");
  await field(page, "Author").fill("E2E Reporter");
  await dialog(page).getByRole("combobox", { name: "Category" }).selectOption({ label: "Politics" });
}

describe("manage articles", () => {
  it("validates with the spec's messages, in order, and generates the slug from the title", async () => {
    const page = await articlesPage();
    await page.getByRole("button", { name: "New Article" }).click();
    const save = dialog(page).getByRole("button", { name: "Create Article" });

    const expectError = async (message: string) => {
      await save.click();
      await expectToast(page, "Validation error", message);
      await dialog(page).getByText(message, { exact: true }).waitFor();
      await dismissToasts(page);
    };

    await expectError("Title is required");
    await field(page, "Title").fill("Malmö: Trams & Buses -- run all night!");
    expect(await field(page, "Slug").inputValue()).toBe("malmo-trams-buses-run-all-night");
    await field(page, "Slug").fill("");
    await expectError("Slug is required");
    await field(page, "Slug").fill("hand-made-slug");
    await field(page, "Title").fill("Malmö: Trams");
    expect(await field(page, "Slug").inputValue()).toBe("hand-made-slug");
    await expectError("Content is required");
    await field(page, "Content").fill("Body.");
    // A new article's author starts as the signed-in staff member's name (issue 20).
    expect(await field(page, "Author").inputValue()).toBe("Administrator");
    await field(page, "Author").fill("");
    await expectError("Author is required");
    await field(page, "Author").fill("E2E Reporter");
    await expectError("Category is required");

    // Closing with unsaved changes asks first; Discard changes closes without saving.
    await page.keyboard.press("Escape");
    const confirm = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
    await confirm.getByRole("button", { name: "Keep editing" }).click();
    await dialog(page).waitFor();
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await confirm.getByRole("button", { name: "Discard changes" }).click();
    await dialog(page).waitFor({ state: "detached" });
    expect(await findArticle("Malmö: Trams")).toBeUndefined();
    await page.close();
  });

  it("creates a draft, previews it, then publishes it without a date (gets now)", async () => {
    const title = unique(`${PREFIX} draft`);
    const page = await articlesPage();
    await page.getByRole("button", { name: "New Article" }).click();
    await fillRequired(page, title);
    await field(page, "Excerpt").fill("An excerpt for the list.");
    await dialog(page).getByRole("button", { name: "Create Article" }).click();
    await expectToast(page, "Article created successfully");
    await dialog(page).waitFor({ state: "detached" });

    const item = row(page, title);
    await item.waitFor();
    const text = await item.textContent();
    for (const expected of ["Draft", "By E2E Reporter", "Just now", "Politics", "An excerpt for the list."]) {
      expect(text).toContain(expected);
    }
    expect(await item.getByRole("link", { name: /^View/ }).count()).toBe(0);
    const created = (await findArticle(title))!;
    expect(created.published).toBe(false);
    expect((await context.request.get(`${baseUrl}/api/articles/${created.slug}`)).status()).toBe(404);

    // Staff-only preview of the draft, as readers will see it.
    await item.getByRole("link", { name: /^Preview/ }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByText("Draft: readers cannot see this article until it is published.").waitFor();
    await page.getByText("Second paragraph, with more detail.").waitFor();
    const anonymous = await fetch(`${baseUrl}/api/admin/preview/articles/${created.id}`);
    expect(anonymous.status).toBe(401);
    await page.getByRole("link", { name: "Back to Articles" }).click();

    // Edit: pre-filled; publish with no date.
    await row(page, title).getByRole("button", { name: /^Edit/ }).click();
    expect(await field(page, "Title").inputValue()).toBe(title);
    expect(await field(page, "Excerpt").inputValue()).toBe("An excerpt for the list.");
    expect(await dialog(page).getByRole("combobox", { name: "Category" }).inputValue()).toBe(
      String(created.categoryId),
    );
    await dialog(page).getByRole("switch", { name: "Published" }).click();
    await dialog(page).getByText("Empty: set to the current time when saved.").waitFor();
    const before = Date.now();
    await dialog(page).getByRole("button", { name: "Update Article" }).click();
    await expectToast(page, "Article updated successfully");
    await dialog(page).waitFor({ state: "detached" });
    await row(page, title).getByText("Published", { exact: true }).waitFor();
    const published = (await findArticle(title))!;
    expect(published.published).toBe(true);
    expect(Math.abs(new Date(published.publishedAt!).getTime() - before)).toBeLessThan(60_000);
    expect(await row(page, title).getByRole("link", { name: /^View/ }).getAttribute("href")).toBe(
      `/articles/${published.slug}`,
    );
    expect((await context.request.get(`${baseUrl}/api/articles/${published.slug}`)).status()).toBe(200);
    await page.close();
  });

  it("publishes with a chosen date at minute precision, and Ctrl+S saves", async () => {
    const title = unique(`${PREFIX} dated`);
    const page = await articlesPage();
    await page.getByRole("button", { name: "New Article" }).click();
    await fillRequired(page, title);
    await dialog(page).getByRole("switch", { name: "Published" }).click();
    await dialog(page).getByLabel("Publication date").fill("2024-03-05T14:30");
    await page.keyboard.press("Control+s");
    // Publishing without an excerpt: the checks' warning step first (issue 30).
    await page.getByTestId("publish-checks").getByRole("button", { name: "Publish anyway" }).click();
    await expectToast(page, "Article created successfully");
    // Ctrl+S keeps the editor open (issue 30): the new article's dialog becomes its edit.
    await page
      .getByRole("dialog", { name: "Edit Article" })
      .getByText(/^Saved at /)
      .waitFor();
    const saved = (await findArticle(title))!;
    const expected = await page.evaluate(() => new Date("2024-03-05T14:30").toISOString());
    expect(saved.publishedAt).toBe(expected);
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await dialog(page).waitFor({ state: "detached" });

    await row(page, title).getByRole("button", { name: /^Edit/ }).click();
    expect(await dialog(page).getByLabel("Publication date").inputValue()).toBe("2024-03-05T14:30");
    await field(page, "Excerpt").fill("Saved with the keyboard.");
    await field(page, "Excerpt").press("Control+s");
    await expectToast(page, "Article updated successfully");
    await expect.poll(async () => (await findArticle(title))!.excerpt).toBe("Saved with the keyboard.");
    // Update still closes (SPEC).
    await field(page, "Excerpt").fill("Saved with the button.");
    await dialog(page).getByRole("button", { name: "Update Article" }).click();
    await dialog(page).waitFor({ state: "detached" });
    expect((await findArticle(title))!.excerpt).toBe("Saved with the button.");
    await page.close();
  });

  it("keeps unsaved work across a reload and offers to restore it", async () => {
    const page = await articlesPage();
    await page.getByRole("button", { name: "New Article" }).click();
    await field(page, "Title").fill("Words I do not want to lose");
    await page.reload();
    await page.getByRole("list", { name: "Articles" }).waitFor();
    await page.getByRole("button", { name: "New Article" }).click();
    await dialog(page)
      .getByText(/Unsaved changes from .* were kept/)
      .waitFor();
    await dialog(page).getByRole("button", { name: "Restore changes" }).click();
    expect(await field(page, "Title").inputValue()).toBe("Words I do not want to lose");
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Discard changes" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "New Article" }).click();
    expect(await field(page, "Title").inputValue()).toBe("");
    expect(
      await dialog(page)
        .getByText(/Unsaved changes from/)
        .count(),
    ).toBe(0);
    await page.close();
  });

  it("uploads images: valid (with progress and preview), wrong type, too large, refused by the server; remove", async () => {
    const title = unique(`${PREFIX} images`);
    const page = await articlesPage();
    await page.getByRole("button", { name: "New Article" }).click();
    await fillRequired(page, title);
    await dialog(page).getByText("Recommended 1200x675 (16:9)", { exact: false }).waitFor();
    await dialog(page).getByText("Recommended 400x225 (16:9)", { exact: false }).waitFor();

    // Hold the upload briefly so the progress bar can be seen.
    await page.route("**/api/upload/image", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const hero = dialog(page).getByLabel("Upload hero image");
    await hero.setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: await pngImage() });
    await dialog(page).getByRole("progressbar", { name: "Uploading hero image" }).waitFor();
    await expectToast(page, "Image Set Successfully");
    const preview = dialog(page).getByRole("img", { name: "Hero image preview" });
    expect(await preview.getAttribute("src")).toMatch(/^\/uploads\/[a-f0-9]+\.png$/);
    await page.unroute("**/api/upload/image");
    await dismissToasts(page);

    const thumb = dialog(page).getByLabel("Upload thumbnail image");
    await thumb.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expectToast(page, "Invalid file type", "Please upload an image file (PNG, JPG, GIF, etc.)");
    await dismissToasts(page);
    await thumb.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: await hugePngImage() });
    await expectToast(page, "File too large", "File must be smaller than 10MB");
    await dismissToasts(page);
    await thumb.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await expectToast(page, "Upload failed", "Please upload an image file (PNG, JPG, GIF, etc.)");
    await dismissToasts(page);
    await thumb.setInputFiles({ name: "thumb.png", mimeType: "image/png", buffer: await pngImage(400, 225) });
    await expectToast(page, "Image Set Successfully");
    await dismissToasts(page);

    await dialog(page).getByRole("button", { name: "Remove hero image" }).click();
    await expectToast(page, "Image removed");
    expect(await dialog(page).getByRole("img", { name: "Hero image preview" }).count()).toBe(0);
    await hero.setInputFiles({ name: "hero2.png", mimeType: "image/png", buffer: await pngImage() });
    await expectToast(page, "Image Set Successfully");
    // The toast sits over the dialog's footer, and a pointer over it pauses its timer: close it first.
    await dismissToasts(page);

    await dialog(page).getByRole("button", { name: "Create Article" }).click();
    await expectToast(page, "Article created successfully");
    const saved = (await findArticle(title))!;
    expect(saved.heroImage).toMatch(/^\/uploads\//);
    expect(saved.thumbImage).toMatch(/^\/uploads\//);
    expect((await context.request.get(`${baseUrl}${saved.heroImage}`)).status()).toBe(200);
    await page.close();
  });

  it("stores an uploaded photo without its location; keeps the photographer's credit only when asked", async () => {
    const page = await articlesPage();
    await page.getByRole("button", { name: "New Article" }).click();
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#5a8" } })
      .withExif({
        IFD0: { Make: "Fonecorp", Copyright: "Karin Berg", Artist: "Karin Berg" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "63/1 49/1 30/1" },
      })
      .jpeg()
      .toBuffer();
    const hero = dialog(page).getByLabel(/^(Upload|Replace) hero image$/);
    const storedExif = async () => {
      await expectToast(page, "Image Set Successfully");
      await dismissToasts(page);
      const src = await dialog(page).getByRole("img", { name: "Hero image preview" }).getAttribute("src");
      const stored = await context.request.get(`${baseUrl}${src}`);
      return (await sharp(Buffer.from(await stored.body())).metadata()).exif;
    };

    await hero.setInputFiles({ name: "phone.jpg", mimeType: "image/jpeg", buffer: photo });
    expect(await storedExif()).toBeUndefined();

    await dialog(page).getByLabel("Keep the photographer's credit", { exact: false }).first().check();
    await hero.setInputFiles({ name: "phone.jpg", mimeType: "image/jpeg", buffer: photo });
    const kept = (await storedExif())!;
    expect(exifCredit(kept)).toEqual({ Copyright: "Karin Berg", Artist: "Karin Berg" });
    expect(readExifEntries(kept)!.filter((entry) => entry.ifd === "GPS")).toEqual([]);
    expect(kept.toString("latin1")).not.toContain("Fonecorp");
    await page.close();
  });

  it("deletes after the spec's confirmation", async () => {
    const title = unique(`${PREFIX} doomed`);
    const { json: category } = await api<{ id: number }[]>("GET", "/api/categories");
    const created = await api<ApiArticle>("POST", "/api/admin/articles", {
      title,
      slug: title.toLowerCase().replace(/\s+/g, "-"),
      body: "Soon gone.",
      author: "E2E",
      categoryId: category[0]!.id,
    });
    expect(created.status).toBe(201);
    const page = await articlesPage();
    await row(page, title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to delete this article?").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await findArticle(title)).toBeDefined();
    await row(page, title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Article deleted successfully");
    await row(page, title).waitFor({ state: "detached" });
    expect(await findArticle(title)).toBeUndefined();
    await page.close();
  });

  it("pages 10 at a time with Previous, Next and at most 5 windowed page buttons", async () => {
    const { json } = await api<{ total: number }>("GET", "/api/admin/articles?limit=1");
    const pages = Math.ceil(json.total / 10);
    expect(pages).toBeGreaterThan(5);
    const page = await articlesPage();
    expect(await page.getByRole("list", { name: "Articles" }).getByRole("listitem").count()).toBe(10);
    const nav = page.getByRole("navigation", { name: "Pagination" });
    const numbers = async () => (await nav.getByRole("button", { name: /^Page \d+$/ }).allInnerTexts()).map(Number);
    expect(await numbers()).toEqual([1, 2, 3, 4, 5]);
    expect(await nav.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    const current = (n: number) => nav.locator("button[aria-current=page]", { hasText: new RegExp(`^${n}$`) });
    await nav.getByRole("button", { name: "Next" }).click();
    await page.waitForURL(/\?page=2$/);
    await current(2).waitFor();
    await nav.getByRole("button", { name: "Page 5" }).click();
    await page.waitForURL(/\?page=5$/);
    await current(5).waitFor();
    expect(await numbers()).toEqual(pages >= 7 ? [3, 4, 5, 6, 7] : [pages - 4, pages - 3, pages - 2, pages - 1, pages]);
    await nav.getByRole("button", { name: `Page ${pages}` }).click();
    await current(pages).waitFor();
    expect(await numbers()).toEqual([pages - 4, pages - 3, pages - 2, pages - 1, pages]);
    expect(await nav.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await nav.getByRole("button", { name: "Previous" }).click();
    await page.getByRole("list", { name: "Articles" }).waitFor();
    await page.close();
  });
});
