import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { newContext } from "../support/browser.js";
import { setupBrowser } from "../support/setup-browser.js";
import { expectNoAxeViolations, getJson, toasts, waitForHydration } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const browser = setupBrowser();
const baseUrl = sharedServerUrl();
let articlePath = "";

beforeAll(async () => {
  // An article with a comment thread, so the comment list and reply buttons are checked too.
  const { articles } = await getJson<{ articles: Array<{ slug: string }> }>(baseUrl, "/api/articles?limit=50");
  for (const { slug } of articles) {
    const comments = await getJson<unknown[]>(baseUrl, `/api/articles/${slug}/comments`);
    if (comments.length > 2) {
      articlePath = `/articles/${slug}`;
      break;
    }
  }
});

/** Stands for the article with a comment thread, found once the server is up. */
const ARTICLE_WITH_COMMENTS = "an article with comments";

const pages = [
  "/",
  ARTICLE_WITH_COMMENTS,
  "/category/politics",
  "/search",
  "/search?q=stockholm",
  "/search?q=qqqxxzzv",
  "/all-articles",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/no-such-page",
  "/articles/no-such-article",
];

/** Waits until the client-side widgets have settled into their final (loaded, error or sample) states. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[aria-label="Loading news"], [aria-label="Loading market data"]'),
    null,
    { timeout: 15_000 },
  );
}

describe("axe, every public page in the dark and the light theme", () => {
  let page: Page;
  beforeAll(async () => {
    const context = await newContext(browser(), { theme: "dark", cookiesAccepted: true, reducedMotion: true });
    page = await context.newPage();
  });
  afterAll(() => page?.context().close());

  // One test per page: each gets the whole time limit, and a failure names its page.
  it.each(pages)("finds no violations on %s", async (pagePath) => {
    const path = pagePath === ARTICLE_WITH_COMMENTS ? articlePath : pagePath;
    await page.goto(`${baseUrl}${path}`);
    await waitForHydration(page);
    await settled(page);
    await expectNoAxeViolations(page, `dark ${path}`);
    // The same page in the light theme (what the toggle does), without loading it again.
    await page.evaluate(async () => {
      document.documentElement.classList.remove("dark");
      // Colours ease over (transition-colors): check the settled light theme, not a frame mid-way.
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      );
    });
    await expectNoAxeViolations(page, `light ${path}`);
    await page.evaluate(() => document.documentElement.classList.add("dark"));
  });
});

describe.each(["dark", "light"] as const)("axe, %s theme", (theme) => {
  it("finds none on a phone with the menu, the search panel, a reply form and the cookie banner open", async () => {
    const context = await newContext(browser(), { theme, phone: true, reducedMotion: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${articlePath}`);
    await waitForHydration(page);
    await page.getByRole("region", { name: "Cookie consent" }).waitFor();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page
      .getByTestId("comment")
      .first()
      .getByRole("button", { name: /^Reply/ })
      .first()
      .click();
    await page.getByTestId("comment-form").getByRole("button", { name: "Post Comment" }).click();
    await toasts(page).first().waitFor();
    await settled(page);
    await expectNoAxeViolations(page, `${theme} phone ${articlePath}`);
    await context.close();
  });
});
