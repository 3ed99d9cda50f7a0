// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newContext } from "../support/browser.js";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";
import { getJson, openPage, type Staff, waitForHydration, withSetting } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const browser = setupBrowser();
let staff: Staff;
const baseUrl = sharedServerUrl();

beforeAll(async () => {
  staff = await staffClient(baseUrl);
});

describe("header", () => {
  it("lists up to 10 categories with articles, most articles first, and highlights the current one", async () => {
    const categories = await getJson<Array<{ name: string; slug: string; articleCount: number; order: number }>>(
      baseUrl,
      "/api/categories",
    );
    const expected = categories
      .filter((c) => c.articleCount > 0)
      .sort((a, b) => b.articleCount - a.articleCount || a.order - b.order)
      .slice(0, 10)
      .map((c) => c.name);
    const { page, context } = await openPage(browser(), `${baseUrl}/category/crime`);
    const nav = page.getByRole("navigation", { name: "Categories", exact: true });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(expected);
    const current = nav.locator("[aria-current=page]");
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute("href")).toBe("/category/crime");
    await context.close();
  });

  it("searches from the desktop form only with a non-empty query, URL-encoded", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    const form = page.getByRole("search", { name: "Site search" });
    await form.getByRole("searchbox").fill("   ");
    await form.getByRole("searchbox").press("Enter");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/");
    await form.getByRole("searchbox").fill("  Stockholm & Malmö ");
    await form.getByRole("searchbox").press("Enter");
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).search).toBe(`?q=${encodeURIComponent("Stockholm & Malmö")}`);
    await page.getByRole("heading", { level: 1, name: /Search results for/ }).waitFor();
    await context.close();
  });

  it("on a phone has a menu toggle and a search button", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { phone: true });
    const toggle = page.getByRole("button", { name: "Open menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const menu = page.locator("#category-menu");
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);

    expect(await page.getByRole("search", { name: "Site search" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const search = page.getByRole("search", { name: "Mobile site search" });
    await search.getByRole("searchbox").fill("Lucia");
    await search.getByRole("searchbox").press("Enter");
    await page.waitForURL(/\/search\?q=Lucia/);
    await context.close();
  });

  it("has a skip link to the main content", async () => {
    const { page, context } = await openPage(browser(), `${baseUrl}/about`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await context.close();
  });
});

describe("footer", () => {
  it("links the five categories, four social links, static pages, the admin login and shows the footer text", async () => {
    const settings = await getJson<Record<string, string>>(baseUrl, "/api/settings");
    const { page, context } = await openPage(browser(), `${baseUrl}/about`);
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const slug of ["politics", "education", "society", "crime", "food"]) {
      expect(hrefs).toContain(`/category/${slug}`);
    }
    for (const path of ["/about", "/contact", "/privacy", "/terms", "/admin/login"]) expect(hrefs).toContain(path);
    for (const name of ["Twitter", "Facebook", "Instagram", "LinkedIn"]) {
      const expected = settings[`social${name === "LinkedIn" ? "Linkedin" : name}`] || "#";
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(expected);
    }
    expect(await footer.getByTestId("footer-text").innerText()).toBe(settings.footerText);
    await context.close();
  });

  it("uses the social URL from the settings when one is set", async () => {
    const restore = await withSetting(staff, "socialFacebook", "https://www.facebook.com/onlynewsforfree");
    try {
      const { page, context } = await openPage(browser(), `${baseUrl}/terms`);
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Facebook", exact: true });
      expect(await link.getAttribute("href")).toBe("https://www.facebook.com/onlynewsforfree");
      await context.close();
    } finally {
      await restore();
    }
  });
});

describe("cookie banner", () => {
  it("is shown until accepted, and acceptance is stored under cookies-accepted", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(baseUrl);
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Accept" }).click();
    await banner.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("cookies-accepted"))).toBe("true");
    // A later visit (a fresh document load).
    await page.goto(`${baseUrl}/about?visit=2`);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await banner.count()).toBe(0);
    // ?cookies=show brings it back even after acceptance.
    await page.goto(`${baseUrl}/?cookies=show`);
    await waitForHydration(page);
    await banner.waitFor();
    await context.close();
  });

  it("dismissing hides it without storing anything, so it returns on the next visit", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await banner.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("cookies-accepted"))).toBeNull();
    // Still hidden while moving around the site...
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(/\/contact$/);
    expect(await banner.count()).toBe(0);
    // ...and back on the next visit (a fresh document load).
    await page.goto(`${baseUrl}/contact?visit=2`);
    await waitForHydration(page);
    await banner.waitFor();
    await context.close();
  });
});

describe("theme", () => {
  it("is dark by default, toggles to light, is stored under theme and applied before first paint", async () => {
    const context = await newContext(browser(), { cookiesAccepted: true });
    await context.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { themeAtLoad: string }).themeAtLoad = document.documentElement.className;
      });
    });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    // The next page load is light from its very first paint (the boot script runs before the body).
    await page.goto(`${baseUrl}/?visit=2`);
    expect(await page.evaluate(() => (window as unknown as { themeAtLoad: string }).themeAtLoad)).not.toContain("dark");
    await waitForHydration(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);

    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await context.close();
  });
});

/** Moves the page's fake clock on in small steps (React Query delivers results on timers) until `done`. */
async function advanceUntil(page: Page, done: () => Promise<boolean>) {
  for (let i = 0; i < 40; i++) {
    if (await done()) return;
    await page.clock.runFor(250);
    await page.waitForTimeout(50);
  }
  expect(await done()).toBe(true);
}

describe("emergency banner", () => {
  it("shows only valid announcements with their labels, joined with ' • ', and updates without a reload", async () => {
    const restore = [
      await withSetting(staff, "emergency_announcement_1", "  Storm warning for Stockholm tonight  "),
      await withSetting(staff, "emergency_announcement_type_1", "Breaking News"),
      await withSetting(staff, "emergency_announcement_2", "abcd"),
      await withSetting(staff, "emergency_announcement_4", "Road E4 closed near Uppsala"),
      await withSetting(staff, "emergency_announcement_type_4", "Urgent Message"),
    ];
    try {
      const context = await newContext(browser(), { cookiesAccepted: true });
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(baseUrl);
      await waitForHydration(page);
      const banner = page.getByTestId("emergency-banner");
      expect(await banner.getByTestId("emergency-text").innerText()).toBe(
        "BREAKING: Storm warning for Stockholm tonight • URGENT: Road E4 closed near Uppsala",
      );
      const [red, green, blue] = await banner.evaluate((el) => {
        const canvas = document.createElement("canvas").getContext("2d")!;
        canvas.fillStyle = getComputedStyle(el).backgroundColor;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data];
      });
      expect(red).toBeGreaterThan(150);
      expect(green! + blue!).toBeLessThan(100);
      const animation = await banner
        .locator(".animate-marquee")
        .evaluate((el) => `${getComputedStyle(el).animationName} ${getComputedStyle(el).animationDuration}`);
      expect(animation).toBe("marquee 75s");

      // A third one, then the 30 s settings poll: it appears without a reload (type defaults to Emergency).
      restore.push(await withSetting(staff, "emergency_announcement_5", "Water outage in Lund"));
      await staff("PUT", "/api/admin/settings/emergency_announcement_type_5", { value: "Emergency" });
      await page.clock.runFor(31_000);
      await advanceUntil(page, async () => (await banner.innerText()).includes("Water outage"));
      expect(await banner.getByTestId("emergency-text").innerText()).toContain("• EMERGENCY: Water outage in Lund");

      // Emptied: the banner goes away.
      for (const r of restore.splice(0).reverse()) await r();
      await page.clock.runFor(31_000);
      await advanceUntil(page, async () => (await banner.count()) === 0);
      await context.close();
    } finally {
      for (const r of restore) await r();
    }
  });
});

describe("analytics snippet", () => {
  it("runs the staff's analytics code under the page's Content-Security-Policy", async () => {
    const restore = await withSetting(
      staff,
      "analyticsCode",
      "<script>window.analyticsLoaded = (window.analyticsLoaded || 0) + 1;</script>",
    );
    try {
      const { page, context } = await openPage(browser(), `${baseUrl}/terms?analytics=1`);
      expect(await page.evaluate(() => (window as unknown as { analyticsLoaded?: number }).analyticsLoaded)).toBe(1);
      await context.close();
    } finally {
      await restore();
    }
  });
});

describe("reloading a page", () => {
  it("keeps it working when the browser revalidates its cached copy (HTTP 304)", async () => {
    const { page, context } = await openPage(browser(), `${baseUrl}/privacy`, { theme: "light" });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 5_000 });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await context.close();
  });
});
