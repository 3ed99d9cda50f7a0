// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { expectNoAxeViolations, expectToast, openAdmin, pngImage, staffApi, staffContext, unique } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

/**
 * Formatting and images with words (issue 20, points 3 and 4), as an editor does it: the toolbar and the
 * live preview, a picture in the text and a captioned hero picture from the media library; then the reader
 * sees it; the editor finds it again by a word in its text, changes it, and restores the earlier version.
 */
const baseUrl = sharedServerUrl();
const WORD = "wombatfjord";
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
let articleId: number | undefined;
let imagePath = "";

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
});

afterAll(async () => {
  if (articleId) await api("DELETE", `/api/admin/articles/${articleId}`);
  // The picture this test uploaded, once no article uses it, leaves the library as it was.
  const { json } = await api<{ media: { id: number; path: string }[] }>("GET", "/api/admin/media?limit=50");
  const uploaded = json.media.find((item) => item.path === imagePath);
  if (uploaded) await api("DELETE", `/api/admin/media/${uploaded.id}`);
});

/** Types into the textarea where the caret is, as a person would. */
async function type(page: Page, text: string) {
  await page.keyboard.insertText(text);
}

describe("a formatted article with a captioned picture", () => {
  const title = unique("Formatted story");

  it("is written with the toolbar, previewed live and saved", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/articles`, "Manage Articles");
    await page.getByRole("button", { name: "New Article" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New Article" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    expect(await dialog.getByLabel("Format", { exact: true }).inputValue()).toBe("markdown");

    const content = dialog.getByRole("textbox", { name: "Content" });
    const toolbar = dialog.getByRole("toolbar", { name: "Formatting" });
    await content.click();
    await type(page, `The ferries stopped at dawn, a ${WORD} of ice.`);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Heading", exact: true }).click();
    await type(page, "What happened");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await type(page, "The ice was ");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await type(page, "thirty centimetres");
    await page.keyboard.press("End");
    await type(page, " thick.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bulleted list" }).click();
    await type(page, "Vaxholm");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bulleted list" }).click();
    await type(page, "Ljusterö");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");

    // A picture in the text: uploaded through the picker, then its alt text typed over the placeholder.
    await toolbar.getByRole("button", { name: "Image" }).click();
    const picker = page.getByRole("dialog", { name: "Insert an image" });
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      picker.getByText("Upload new", { exact: true }).click(),
    ]);
    await chooser.setFiles({ name: "ferry.png", mimeType: "image/png", buffer: await pngImage(1200, 675) });
    await picker.waitFor({ state: "detached" });
    // The picture's Markdown is typed in with its alt text selected, to be written over.
    await expect
      .poll(() => content.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd)))
      .toBe("Describe the picture");
    await type(page, "A ferry stuck in the ice");
    const body = await content.inputValue();
    imagePath = /!\[A ferry stuck in the ice\]\((\/uploads\/[0-9a-f]{24}\.png)\)/.exec(body)?.[1] ?? "";
    expect(imagePath, body).not.toBe("");
    expect(body).toContain("## What happened");
    expect(body).toContain("The ice was **thirty centimetres** thick.");
    expect(body).toContain("- Vaxholm\n- Ljusterö");

    // The live preview shows it as readers will.
    await dialog.getByRole("tab", { name: "Side by side" }).click();
    const preview = dialog.getByTestId("body-preview");
    await preview.getByRole("heading", { level: 2, name: "What happened" }).waitFor();
    await preview.locator("strong", { hasText: "thirty centimetres" }).waitFor();
    await preview.getByRole("img", { name: "A ferry stuck in the ice" }).waitFor();
    await content.press("Control+End");
    await type(page, `\n\nLast words about the ${WORD}.`);
    await preview.getByText(`Last words about the ${WORD}.`).waitFor();
    await expectNoAxeViolations(page, "article editor with the preview beside");

    // The hero picture from the library, with its words.
    await dialog.getByRole("button", { name: "Choose from library (hero image)" }).click();
    const library = page.getByRole("dialog", { name: "Choose hero image" });
    await library
      .getByRole("button", { name: /1200 × 675/ })
      .first()
      .click();
    await dialog.getByLabel("Alt text", { exact: true }).fill("Ice around the Vaxholm ferry quay");
    await dialog.getByLabel("Caption", { exact: true }).fill("The quay at Vaxholm on Tuesday morning.");
    await dialog.getByLabel("Credit", { exact: true }).fill("Photo: Anna Svensson / TT");

    const { json: categories } = await api<{ id: number; name: string }[]>("GET", "/api/categories");
    await dialog.getByLabel("Category", { exact: true }).selectOption(String(categories[0]!.id));
    await dialog.getByRole("switch", { name: "Published" }).click();
    await dialog.getByRole("button", { name: "Create Article" }).click();
    // The checks before publishing (issue 30): no excerpt is a warning, passed here.
    const checks = page.getByTestId("publish-checks");
    await checks.locator("[data-kind=no-excerpt]").waitFor();
    await checks.getByRole("button", { name: "Publish anyway" }).click();
    await expectToast(page, "Article created successfully");
    const { json: list } = await api<{ articles: { id: number; title: string; bodyFormat: string }[] }>(
      "GET",
      `/api/admin/articles?q=${WORD}`,
    );
    const saved = list.articles.find((a) => a.title === title);
    expect(saved?.bodyFormat).toBe("markdown");
    articleId = saved!.id;
  });

  it("reads on the public page with its heading, list, picture and the hero's caption and credit", async () => {
    const { json: article } = await api<{ slug: string }>("GET", `/api/admin/preview/articles/${articleId}`);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/articles/${article.slug}`);
    const main = page.getByTestId("article");
    const hero = main.locator("figure").first();
    expect(await hero.locator("img").getAttribute("alt")).toBe("Ice around the Vaxholm ferry quay");
    expect(await hero.getByTestId("hero-caption").innerText()).toMatch(
      /The quay at Vaxholm on Tuesday morning\.\s+Photo: Anna Svensson \/ TT/i,
    );
    const text = main.getByTestId("article-body");
    await text.getByRole("heading", { level: 2, name: "What happened" }).waitFor();
    expect(await text.locator(":scope > p strong").innerText()).toBe("thirty centimetres");
    expect(await text.locator(":scope > ul > li").allInnerTexts()).toEqual(["Vaxholm", "Ljusterö"]);
    const picture = text.getByRole("img", { name: "A ferry stuck in the ice" });
    expect(await picture.getAttribute("src")).toBe(imagePath);
    expect(await picture.getAttribute("srcset")).toContain("-w800.webp 800w");
    // in-article-1 follows the second paragraph: the heading is not one, and no ad sits right under it.
    const slotAfter = (element: ReturnType<Page["locator"]>) =>
      element.evaluate((el) => el.nextElementSibling?.getAttribute("data-ad-slot") ?? null);
    expect(await slotAfter(text.getByRole("heading", { level: 2, name: "What happened" }))).toBeNull();
    const second = text.locator(":scope > p").nth(1);
    expect(await second.textContent()).toBe("The ice was thirty centimetres thick.");
    expect(await slotAfter(second)).toBe("in-article-1");
    await expectNoAxeViolations(page, "formatted article");
    await page.close();
  });

  it("is found by a word in its text, edited, and restored from its history", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/articles`, "Manage Articles");
    await page.getByRole("searchbox", { name: "Search" }).fill(WORD);
    const rows = page.getByRole("list", { name: "Articles" }).getByRole("listitem");
    await rows.filter({ hasText: title }).waitFor();
    await rows.filter({ hasText: title }).getByRole("button", { name: /^Edit/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Article" });
    const content = dialog.getByRole("textbox", { name: "Content" });
    await content.fill((await content.inputValue()).replace("What happened", "What went wrong"));
    await dialog.getByRole("button", { name: "Update Article" }).click();
    await expectToast(page, "Article updated successfully");

    await rows.filter({ hasText: title }).getByRole("button", { name: /^Edit/ }).click();
    await dialog.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    const changes = history.getByRole("region", { name: "Changes since this version" });
    await changes.locator("ins", { hasText: "went wrong" }).waitFor();
    await history.getByRole("button", { name: "Restore this version" }).click();
    await expectToast(page, "Version restored");
    const { json: restored } = await api<{ body: string; heroCaption: string }>(
      "GET",
      `/api/admin/preview/articles/${articleId}`,
    );
    expect(restored.body).toContain("## What happened");
    expect(restored.heroCaption).toBe("The quay at Vaxholm on Tuesday morning.");
  });
});
