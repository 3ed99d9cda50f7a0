// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryColor } from "#shared/category-colors.js";
import { readingTimeMinutes, splitParagraphs } from "#shared/text.js";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";
import { type ApiArticle, closeToast, expectToast, getJson, openPage, type Staff } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const browser = setupBrowser();
let staff: Staff;
const baseUrl = sharedServerUrl();
const made: number[] = [];

interface PendingComment {
  id: number;
  body: string;
  name: string;
  email: string | null;
  parentId: number | null;
  article: { slug: string };
}

beforeAll(async () => {
  staff = await staffClient(baseUrl);
});
afterAll(async () => {
  // Leave the moderation queue as we found it.
  for (const id of made) await staff("DELETE", `/api/admin/comments/${id}`);
});

type Discussed = ApiArticle & { comments: Array<{ id: number; parentId: number | null }> };
let discussed: Promise<Discussed> | undefined;

/** The published article with the most comments (the demo has threads two levels deep); looked up once. */
function discussedArticle(): Promise<Discussed> {
  discussed ??= findDiscussedArticle();
  return discussed;
}

async function findDiscussedArticle(): Promise<Discussed> {
  const { articles } = await getJson<{ articles: ApiArticle[] }>(baseUrl, "/api/articles?limit=50");
  let best: { article: ApiArticle; comments: Array<{ id: number; parentId: number | null }> } | undefined;
  for (const article of articles) {
    const comments = await getJson<Array<{ id: number; parentId: number | null }>>(
      baseUrl,
      `/api/articles/${article.slug}/comments`,
    );
    if (!best || comments.length > best.comments.length) best = { article, comments };
  }
  const full = await getJson<ApiArticle>(baseUrl, `/api/articles/${best!.article.slug}`);
  return { ...full, comments: best!.comments };
}

async function pending(text: string): Promise<PendingComment | undefined> {
  const { status, json } = await staff<PendingComment[]>("GET", "/api/admin/comments/pending");
  expect(status).toBe(200);
  const found = json.find((c) => c.body === text);
  if (found) made.push(found.id);
  return found;
}

async function fillComment(
  form: ReturnType<Page["getByTestId"]>,
  values: { name?: string; email?: string; body?: string },
) {
  await form.getByLabel(/^Name/).fill(values.name ?? "");
  await form.getByLabel(/^Email/).fill(values.email ?? "");
  await form.getByLabel(/^(Comment|Reply) \*/).fill(values.body ?? "");
}

describe("article page", () => {
  it("shows badge, dates, title, author, reading time, hero, paragraphs, ads, related and comments", async () => {
    const article = await discussedArticle();
    const { page, context, response, errors } = await openPage(browser(), `${baseUrl}/articles/${article.slug}`);
    expect(response.status()).toBe(200);
    const main = page.getByRole("main");

    const badge = main.locator(`[data-category="${article.category!.slug}"]`).first();
    expect(await badge.innerText()).toBe(article.category!.name.toUpperCase());
    const hex = categoryColor(article.category!.slug).base;
    const rgb = `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb);

    expect(await main.getByTestId("article-date").innerText()).toMatch(
      /^\d{1,2} \w+ \d{4} · (Just now|\d+m ago|\d+h ago|\d+ days? ago)$/,
    );
    expect(await main.getByRole("heading", { level: 1 }).innerText()).toBe(article.title);
    expect(await main.getByTestId("article-author").innerText()).toContain(article.author);
    expect(await main.getByTestId("reading-time").innerText()).toBe(`${readingTimeMinutes(article.body!)} min read`);

    const hero = main.locator("figure img");
    expect(await hero.getAttribute("loading")).toBe("eager");
    expect(await hero.getAttribute("fetchpriority")).toBe("high");
    expect(await hero.getAttribute("width")).toBe("1200");
    expect(await hero.getAttribute("height")).toBe("675");
    expect(await hero.getAttribute("alt")).toBe(article.title);

    const paragraphs = splitParagraphs(article.body!);
    const body = main.getByTestId("article-body");
    expect(await body.locator(":scope > p").allInnerTexts()).toEqual(paragraphs);
    // in-article-1 follows the second paragraph; in-article-2 the fifth (when there is one).
    const adAfter = (n: number) =>
      body
        .locator(":scope > p")
        .nth(n)
        .evaluate((p) => p.nextElementSibling?.getAttribute("data-ad-slot") ?? null);
    expect(await adAfter(1)).toBe("in-article-1");
    if (paragraphs.length >= 5) {
      // A disabled slot (the demo's in-article-2) is not shown to readers at all; an enabled one without
      // content keeps its place with the placeholder.
      const slot = await fetch(`${baseUrl}/api/ads/in-article-2`).then((r) => (r.ok ? r.json() : null));
      if (slot && !slot.enabled) {
        expect(await adAfter(4)).toBeNull();
        expect(await body.locator("[data-ad-slot=in-article-2]").count()).toBe(0);
      } else {
        expect(await adAfter(4)).toBe("in-article-2");
        if (!slot?.html) {
          const placeholder = body.locator("[data-ad-slot=in-article-2]");
          expect(await placeholder.innerText()).toContain("Advertisement Slot - in-article-2");
          expect(await placeholder.innerText()).toContain("No ad content available");
        }
      }
    }
    expect(await adAfter(0)).toBeNull();

    const related = await main.getByTestId("related-articles").locator("article h3").allInnerTexts();
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related).not.toContain(article.title);
    const relatedBadges = await main.getByTestId("related-articles").locator("[data-category]").allInnerTexts();
    expect(new Set(relatedBadges)).toEqual(new Set([article.category!.name.toUpperCase()]));

    expect(await main.getByRole("heading", { name: `Comments (${article.comments.length})` }).count()).toBe(1);
    expect(await main.getByTestId("comment").count()).toBe(article.comments.length);
    expect(await main.getByRole("heading", { name: "Leave a Comment" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("puts the in-article ads after the 2nd and 5th paragraphs of a Markdown article, never under a heading", async () => {
    const { json: slots } = await staff<Array<{ id: number; key: string; html: string | null; enabled: boolean }>>(
      "GET",
      "/api/admin/ads",
    );
    const was = ["in-article-1", "in-article-2"].map((key) => slots.find((s) => s.key === key));
    const { json: categories } = await staff<Array<{ id: number }>>("GET", "/api/categories");
    const title = `Markdown ads ${Date.now()}`;
    const paragraph = (n: number) => `Paragraph ${n} of the story, long enough to read as one.`;
    // A heading right after the first paragraph: counting every block put in-article-1 under it.
    const body = [
      paragraph(1),
      "## What happened",
      paragraph(2),
      "### Who was there",
      "- The mayor\n- The fire brigade",
      paragraph(3),
      "> A quote from a witness.",
      paragraph(4),
      "1. First step\n2. Second step",
      paragraph(5),
      "## What comes next",
      paragraph(6),
    ].join("\n\n");
    let articleId: number | undefined;
    try {
      // The demo has both slots (in-article-2 switched off): both are shown for this test.
      for (const slot of was) {
        expect(slot).toBeDefined();
        const answer = await staff("PUT", `/api/admin/ads/${slot!.id}`, { html: slot!.html, enabled: true });
        expect(answer.status).toBe(200);
      }
      const created = await staff<{ id: number; slug: string }>("POST", "/api/admin/articles", {
        title,
        slug: title.toLowerCase().replace(/\s+/g, "-"),
        body,
        bodyFormat: "markdown",
        author: "E2E",
        categoryId: categories[0]!.id,
        published: true,
      });
      expect(created.status).toBe(201);
      articleId = created.json.id;

      // On a phone, where an ad under a subheading is most in the way.
      const { page, context, errors } = await openPage(browser(), `${baseUrl}/articles/${created.json.slug}`, {
        phone: true,
      });
      const text = page.getByTestId("article-body");
      await text.getByRole("heading", { level: 2, name: "What happened" }).waitFor();
      const layout = await text.evaluate((el) =>
        Array.from(el.children, (child) => child.getAttribute("data-ad-slot") ?? child.tagName.toLowerCase()),
      );
      expect(layout).toEqual([
        "p",
        "h2",
        "p",
        "in-article-1",
        "h3",
        "ul",
        "p",
        "blockquote",
        "p",
        "ol",
        "p",
        "in-article-2",
        "h2",
        "p",
      ]);
      const paragraphs = text.locator(":scope > p");
      expect(await paragraphs.count()).toBe(6);
      const slotAfter = (n: number) =>
        paragraphs.nth(n).evaluate((p) => p.nextElementSibling?.getAttribute("data-ad-slot") ?? null);
      expect(await slotAfter(1)).toBe("in-article-1");
      expect(await slotAfter(4)).toBe("in-article-2");
      const underHeadings = await text
        .locator(":scope > h2, :scope > h3")
        .evaluateAll((headings) => headings.filter((h) => h.nextElementSibling?.hasAttribute("data-ad-slot")).length);
      expect(underHeadings).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      if (articleId !== undefined) await staff("DELETE", `/api/admin/articles/${articleId}`);
      for (const slot of was)
        if (slot) await staff("PUT", `/api/admin/ads/${slot.id}`, { html: slot.html, enabled: slot.enabled });
    }
  });

  it("indents replies 24 px per level", async () => {
    const article = await discussedArticle();
    const { page, context } = await openPage(browser(), `${baseUrl}/articles/${article.slug}`);
    const reply = page.locator("[data-testid=comment][data-depth='1']").first();
    const parent = page.locator("[data-testid=comment][data-depth='0']").filter({ has: reply }).first();
    const x = async (loc: ReturnType<Page["locator"]>) => (await loc.locator(":scope > article").boundingBox())!.x;
    expect((await x(reply)) - (await x(parent))).toBe(24);
    const second = page.locator("[data-testid=comment][data-depth='2']").first();
    if (await second.count()) {
      const itsParent = page.locator("[data-testid=comment][data-depth='1']").filter({ has: second }).first();
      expect((await x(second)) - (await x(itsParent))).toBe(24);
    }
    await context.close();
  });

  it("answers an unknown slug with 'Article Not Found' and HTTP 404", async () => {
    const { page, context, response } = await openPage(browser(), `${baseUrl}/articles/no-such-story`);
    expect(response.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Article Not Found" }).waitFor();
    await page.getByText("The article you're looking for doesn't exist or has been removed.").waitFor();
    await context.close();
  });

  it("says so when there are no comments yet", async () => {
    const { articles } = await getJson<{ articles: ApiArticle[] }>(baseUrl, "/api/articles?limit=50");
    let slug: string | undefined;
    for (const a of articles) {
      const comments = await getJson<unknown[]>(baseUrl, `/api/articles/${a.slug}/comments`);
      if (comments.length === 0) {
        slug = a.slug;
        break;
      }
    }
    expect(slug).toBeDefined();
    const { page, context } = await openPage(browser(), `${baseUrl}/articles/${slug}`);
    await page.getByText("No comments yet. Be the first to comment!").waitFor();
    expect(await page.getByRole("heading", { name: "Comments (0)" }).count()).toBe(1);
    await context.close();
  });
});

describe("comments", () => {
  it("validate in the browser, then go to moderation without appearing", async () => {
    const article = await discussedArticle();
    const { page, context } = await openPage(browser(), `${baseUrl}/articles/${article.slug}`);
    const form = page.getByTestId("comment-form");
    // The bot trap is out of sight (off-screen) and out of reach (hidden from assistive technology).
    const trap = form.locator("input[name=website]");
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(0);
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.evaluate((el) => el.closest("[aria-hidden=true]") !== null)).toBe(true);

    await form.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Validation error", "Name is required");
    await closeToast(page);
    await fillComment(form, { name: "Ingrid", email: "not-an-email", body: "Hej" });
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Validation error", "Please enter a valid email address");
    await closeToast(page);
    await fillComment(form, { name: "Ingrid", email: "", body: "   " });
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Validation error", "Comment is required");
    await closeToast(page);

    const text = `A browser-test comment ${Date.now()}`;
    await fillComment(form, { name: "Ingrid", email: "ingrid@example.se", body: text });
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Comment submitted", "Your comment has been submitted for review.");
    expect(await form.getByLabel(/^Comment \*/).inputValue()).toBe("");
    expect(await page.getByText(text).count()).toBe(0);

    const queued = await pending(text);
    expect(queued).toMatchObject({ name: "Ingrid", email: "ingrid@example.se", parentId: null });
    expect(queued!.article.slug).toBe(article.slug);
    await context.close();
  });

  it("replies validate with 'Validation Error' and are submitted with their parent", async () => {
    const article = await discussedArticle();
    const { page, context } = await openPage(browser(), `${baseUrl}/articles/${article.slug}`);
    const first = page.getByTestId("comment").first();
    const replyButton = first.getByRole("button", { name: /^Reply/ }).first();
    await replyButton.click();
    expect(await replyButton.getAttribute("aria-expanded")).toBe("true");
    const form = first.getByTestId("reply-form").first();

    await form.getByRole("button", { name: "Post Reply" }).click();
    await expectToast(page, "Validation Error", "Name is required");
    await closeToast(page);

    const text = `A browser-test reply ${Date.now()}`;
    await fillComment(form, { name: "Sven", body: text });
    await form.getByRole("button", { name: "Post Reply" }).click();
    await expectToast(page, "Reply submitted", "Your reply has been submitted for review.");
    await form.waitFor({ state: "detached" });

    const queued = await pending(text);
    const roots = article.comments.filter((c) => c.parentId === null);
    expect(queued).toMatchObject({ name: "Sven", parentId: roots[0]!.id });
    await context.close();
  });

  it("show the spec's error toasts when the server refuses", async () => {
    const article = await discussedArticle();
    const { page, context } = await openPage(browser(), `${baseUrl}/articles/${article.slug}`);
    await page.route(/\/api\/articles\/.*\/comments$/, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 429,
            contentType: "application/json",
            body: JSON.stringify({ message: "Too many comments. Please wait a minute before posting again." }),
          })
        : route.continue(),
    );
    const form = page.getByTestId("comment-form");
    await fillComment(form, { name: "Ann", body: "Hello" });
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Error", "Too many comments. Please wait a minute before posting again.");
    await closeToast(page);

    await page.unroute(/\/api\/articles\/.*\/comments$/);
    await page.route(/\/api\/articles\/.*\/comments$/, (route) => route.fulfill({ status: 500, body: "" }));
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Error", "Failed to submit comment");
    await closeToast(page);

    const first = page.getByTestId("comment").first();
    await first
      .getByRole("button", { name: /^Reply/ })
      .first()
      .click();
    const reply = first.getByTestId("reply-form").first();
    await fillComment(reply, { name: "Ann", body: "Reply" });
    await reply.getByRole("button", { name: "Post Reply" }).click();
    await expectToast(page, "Error", "Failed to submit reply. Please try again.");
    await context.close();
  });
});
