// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { getJson, openPage, toasts } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

/*
 * ADR 0009: a reader page loads Radix's tooltip and toast code only when a reader could want them, and
 * no client data library at all. These tests hold the page to that and check the features still work.
 */
const browser = setupBrowser();
let articleUrl: string;
const baseUrl = sharedServerUrl();

beforeAll(async () => {
  const list = await getJson<{ articles: Array<{ slug: string }> }>(baseUrl, "/api/articles?limit=1");
  articleUrl = `${baseUrl}/articles/${list.articles[0]!.slug}`;
});

/** Records the scripts a page fetches from now on. */
function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const TOOLTIP_CODE = /\/assets\/tip-radix-/;
const TOAST_CODE = /\/assets\/toast-view-/;

describe("code fetched on first use", () => {
  it("an article page loads without tooltip, toast or TanStack code", async () => {
    let scripts: string[] = [];
    const { page, context, errors } = await openPage(browser(), articleUrl, {
      setup: async (p) => {
        scripts = scriptsFetched(p);
      },
    });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => TOOLTIP_CODE.test(s) || TOAST_CODE.test(s))).toEqual([]);
    const sources = await Promise.all(
      scripts.map((path) => page.evaluate((p) => fetch(p).then((r) => r.text()), path)),
    );
    expect(sources.some((text) => text.includes("QueryClient"))).toBe(false);
    expect(sources.some((text) => text.includes("data-radix-"))).toBe(false);
    // Nor React Router's runtime: a reader page hydrates its islands only (ADR 0021).
    expect(sources.some((text) => text.includes("__reactRouterContext") || text.includes("HydratedRouter"))).toBe(
      false,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the first mouse movement fetches the tooltip code, and hovering a control shows its tooltip", async () => {
    let scripts: string[] = [];
    const { page, context } = await openPage(browser(), articleUrl, {
      setup: async (p) => {
        scripts = scriptsFetched(p);
      },
    });
    const tooltipCode = page.waitForResponse((response) => TOOLTIP_CODE.test(response.url()));
    await page.mouse.move(200, 300);
    await tooltipCode;
    await page.getByTestId("theme-toggle").hover();
    const tooltip = page.getByRole("tooltip");
    await tooltip.waitFor({ timeout: 5000 });
    expect(await tooltip.innerText()).toBe("Toggle light or dark theme");
    expect(scripts.filter((s) => TOOLTIP_CODE.test(s))).toHaveLength(1);
    await context.close();
  });

  it("a control focused before the tooltip code arrives keeps focus and shows its tooltip", async () => {
    const { page, context } = await openPage(browser(), articleUrl);
    await page.getByTestId("theme-toggle").focus();
    await page.getByRole("tooltip").waitFor({ timeout: 5000 });
    expect(await page.getByRole("tooltip").innerText()).toBe("Toggle light or dark theme");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("theme-toggle");
    await context.close();
  });

  it("a click that is the page's first mouse movement still lands", async () => {
    for (let round = 0; round < 3; round++) {
      const { page, context } = await openPage(browser(), articleUrl);
      const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
      const before = await dark();
      await page.getByTestId("theme-toggle").click();
      await page.waitForFunction((was) => document.documentElement.classList.contains("dark") !== was, before);
      expect(await dark()).toBe(!before);
      await context.close();
    }
  });

  it("side-by-side carousel controls each show their tooltip", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    const carousel = page.getByTestId("featured-carousel");
    /** Hovers like a hand does: a mouse sends many moves, and Radix opens a tooltip on a move over its control. */
    const hover = async (name: RegExp) => {
      const button = carousel.getByRole("button", { name });
      for (const x of [10, 12, 14]) await button.hover({ position: { x, y: 12 } }); // re-found if replaced
    };
    const tooltipCode = page.waitForResponse((response) => TOOLTIP_CODE.test(response.url()));
    await hover(/^Next /);
    await tooltipCode;
    await hover(/^Next /);
    await page.getByRole("tooltip", { name: "Next" }).waitFor({ timeout: 5000 });
    await page.mouse.move(5, 5); // off the control: Radix keeps a tooltip open while the mouse heads for it
    await hover(/^Previous /);
    await page.getByRole("tooltip", { name: "Previous" }).waitFor({ timeout: 5000 });
    await context.close();
  });

  it("F8 before any toast fetches the notification region and focuses it", async () => {
    const { page, context } = await openPage(browser(), articleUrl);
    expect(await page.getByRole("region", { name: "Notifications (F8)" }).count()).toBe(0);
    await page.keyboard.press("F8");
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await region.waitFor({ state: "attached", timeout: 5000 });
    await page.waitForFunction(() => document.activeElement?.tagName === "OL");
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await toasts(page).count()).toBe(0);
    await context.close();
  });
});
