import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { waitForHydration } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

/*
 * Issue 29: a reader on a phone. A new visitor (cookie banner shown) sees headlines on the first screen,
 * and every moving thing (the carousels, the stock ticker) has a Pause / Play control at every width,
 * holds still while touched or focused, and never starts for readers who prefer reduced motion.
 *
 * No duration is compared with a number: "it did not move" is checked against a control carousel on a
 * page of its own that keeps moving, over the ticks it takes.
 */

const browser = setupBrowser();
const baseUrl = sharedServerUrl();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const opened: BrowserContext[] = [];
afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

interface Options {
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference";
  cookiesAccepted?: boolean;
}

/** The home page in a fresh context: a touch phone by default, as a reader's first visit (no stored consent). */
async function openHome(options: Options = {}): Promise<{ page: Page; context: BrowserContext }> {
  const viewport = options.viewport ?? PHONE;
  const phone = viewport.width < 640;
  const context = await browser().newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  opened.push(context);
  if (options.cookiesAccepted) {
    await context.addInitScript(() => localStorage.setItem("cookies-accepted", "true"));
  }
  const page = await context.newPage();
  await page.goto(baseUrl);
  await waitForHydration(page);
  return { page, context };
}

/** A carousel's (or the ticker's) horizontal position. */
function position(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => el.scrollLeft);
}

const FEATURED = "[data-testid=featured-carousel] ul";
const LATEST = "[data-testid=latest-carousel] ul";
const TICKER = "[data-testid=stock-ticker] .ticker-viewport";

/**
 * Waits until the carousel at `selector` has come to rest at `ticks` new places, one auto-scroll step
 * each: the clock the other carousels are measured against.
 */
let watches = 0;
async function waitForTicks(page: Page, selector: string, ticks: number): Promise<void> {
  watches += 1;
  await page.waitForFunction(
    ({ selector, ticks, key }) => {
      const el = document.querySelector(selector);
      if (!el) return false;
      const w = window as unknown as { __rests?: Record<string, { last: number; seen: number; moves: number }> };
      const rests = w.__rests ?? {};
      w.__rests = rests;
      const state = rests[key] ?? { last: el.scrollLeft, seen: el.scrollLeft, moves: 0 };
      rests[key] = state;
      // A smooth scroll passes through many positions: count a step once the position holds between polls.
      const now = el.scrollLeft;
      if (now === state.seen && now !== state.last) {
        state.moves += 1;
        state.last = now;
      }
      state.seen = now;
      return state.moves >= ticks;
    },
    { selector, ticks, key: `${selector} #${watches}` },
    { polling: 100, timeout: 30_000 },
  );
}

/** A second page, at the same size, whose Featured carousel moves freely: it ticks while we watch another. */
async function controlPage(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await openHome({ viewport, cookiesAccepted: true });
  await page.mouse.move(0, 0);
  return page;
}

/** Whether nothing covers the element: the page's topmost element at its centre and near its corners is in it. */
function unobstructed(page: Page, selector: string, index: number): Promise<boolean> {
  return page
    .locator(selector)
    .nth(index)
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
      ];
      return points.every(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && el.contains(hit);
      });
    });
}

const HEADLINES = "main article :is(h2, h3)";

describe("the home page on a phone (390 × 844, touch)", () => {
  it("shows a new visitor two whole, uncovered headlines on the first screen and eight within three screens", async () => {
    const { page } = await openHome({ reducedMotion: "reduce" });
    await page.getByTestId("cookie-banner").waitFor({ state: "visible" });
    await page.getByTestId("stock-ticker").locator(".ticker-viewport, p").first().waitFor();

    // The first screen, as it is: the cookie banner counts as something that covers.
    const count = await page.locator(HEADLINES).count();
    let firstScreen = 0;
    for (let i = 0; i < count; i++) {
      const box = await page.locator(HEADLINES).nth(i).boundingBox();
      if (!box || box.y < 0 || box.y + box.height > PHONE.height || box.x < 0 || box.x + box.width > PHONE.width)
        continue;
      if (await unobstructed(page, HEADLINES, i)) firstScreen += 1;
    }
    expect(firstScreen).toBeGreaterThanOrEqual(2);

    // Three screens down, without swiping sideways: each headline seen whole in the middle of the screen.
    for (let y = 0; y <= 3 * PHONE.height; y += PHONE.height / 2) await page.evaluate((top) => scrollTo(0, top), y);
    let threeScreens = 0;
    for (let i = 0; i < count; i++) {
      const place = await page
        .locator(HEADLINES)
        .nth(i)
        .evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top + scrollY, height: r.height, left: r.left, right: r.right };
        });
      if (place.height === 0 || place.top + place.height > 3 * PHONE.height) continue;
      if (place.left < 0 || place.right > PHONE.width) continue;
      await page.evaluate((top) => scrollTo(0, top), place.top - PHONE.height / 3);
      if (await unobstructed(page, HEADLINES, i)) threeScreens += 1;
    }
    expect(threeScreens).toBeGreaterThanOrEqual(8);

    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.evaluate(() => scrollTo(200, 0));
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  it("keeps its layout still while the ticker, pictures and scripts arrive (CLS under 0.05)", async () => {
    const context = await browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    opened.push(context);
    await context.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await context.newPage();
    await page.goto(baseUrl, { waitUntil: "load" });
    await waitForHydration(page);
    await page.getByTestId("stock-ticker").locator(".ticker-viewport, p").first().waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);
  });
});

describe("motion readers control", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`every moving part has a visible Pause control that stops it, at ${viewport.width} px`, async () => {
      const { page } = await openHome({ viewport, cookiesAccepted: true });
      await page.mouse.move(0, 0);
      const clock = await controlPage(viewport);

      const pauseFeatured = page.getByRole("button", { name: "Pause auto-scroll of Featured Stories" });
      const pauseTicker = page.getByRole("button", { name: "Pause stock ticker" });
      for (const control of [pauseFeatured, pauseTicker]) {
        await control.waitFor({ state: "visible" });
        await expect.poll(() => control.isEnabled()).toBe(true);
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.width).toBeGreaterThanOrEqual(24);
      }

      // Both move before they are paused.
      await waitForTicks(page, FEATURED, 1);
      const tickerStart = await position(page, TICKER);
      await page.waitForFunction(({ sel, start }) => document.querySelector(sel)!.scrollLeft !== start, {
        sel: TICKER,
        start: tickerStart,
      });

      if (viewport === PHONE) await pauseFeatured.tap();
      else await pauseFeatured.click();
      await page.getByRole("button", { name: "Play auto-scroll of Featured Stories" }).waitFor();
      if (viewport === PHONE) await pauseTicker.tap();
      else await pauseTicker.click();
      await page.getByRole("button", { name: "Play stock ticker" }).waitFor();
      await page.mouse.move(0, 0);
      // Let a step under way come to rest.
      await waitForTicks(clock, FEATURED, 1);

      const featured = await position(page, FEATURED);
      const ticker = await position(page, TICKER);
      await waitForTicks(clock, FEATURED, 2);
      expect(await position(page, FEATURED)).toBe(featured);
      expect(await position(page, TICKER)).toBe(ticker);

      // Play starts it again.
      await page.getByRole("button", { name: "Play auto-scroll of Featured Stories" }).click();
      await page.mouse.move(0, 0);
      await page.waitForFunction(({ sel, start }) => document.querySelector(sel)!.scrollLeft !== start, {
        sel: FEATURED,
        start: featured,
      });
    });
  }

  it("holds still while a finger is on a carousel, and moves again after it lifts", async () => {
    const { page, context } = await openHome({ cookiesAccepted: true });
    const clock = await controlPage(PHONE);
    await waitForTicks(page, FEATURED, 1);

    const track = (await page.locator(FEATURED).boundingBox())!;
    const touch = await context.newCDPSession(page);
    const point = { x: Math.round(track.x + track.width / 2), y: Math.round(track.y + 30) };
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await waitForTicks(clock, FEATURED, 1);
    const held = await position(page, FEATURED);
    await waitForTicks(clock, FEATURED, 2);
    expect(await position(page, FEATURED)).toBe(held);

    // The finger leaves (a cancelled touch: no tap, so no link is followed); a while later it moves on.
    await touch.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
    await page.waitForFunction(
      ({ sel, start }) => document.querySelector(sel)!.scrollLeft !== start,
      { sel: FEATURED, start: held },
      { timeout: 20_000 },
    );
    expect(page.url()).toBe(`${baseUrl}/`);
  });

  it("holds still while keyboard focus is inside a carousel", async () => {
    const { page } = await openHome({ viewport: DESKTOP, cookiesAccepted: true });
    await page.mouse.move(0, 0);
    const clock = await controlPage(DESKTOP);
    await waitForTicks(page, LATEST, 1);

    // From the heading before it, Tab reaches the carousel's first control: keyboard focus.
    await page
      .getByTestId("latest-carousel")
      .getByRole("button", { name: /Latest News/ })
      .first()
      .focus();
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => {
        const active = document.activeElement!;
        return (
          document.querySelector("[data-testid=latest-carousel]")!.contains(active) && active.matches(":focus-visible")
        );
      }),
    ).toBe(true);
    await waitForTicks(clock, FEATURED, 1);
    const held = await position(page, LATEST);
    await waitForTicks(clock, FEATURED, 2);
    expect(await position(page, LATEST)).toBe(held);

    // Focus elsewhere: it moves on.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.waitForFunction(({ sel, start }) => document.querySelector(sel)!.scrollLeft !== start, {
      sel: LATEST,
      start: held,
    });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`never starts for a reader who prefers reduced motion, who may start it, at ${viewport.width} px`, async () => {
      const { page } = await openHome({ viewport, reducedMotion: "reduce", cookiesAccepted: true });
      await page.mouse.move(0, 0);
      const clock = await controlPage(viewport);

      const playFeatured = page.getByRole("button", { name: "Play auto-scroll of Featured Stories" });
      const playTicker = page.getByRole("button", { name: "Play stock ticker" });
      await playFeatured.waitFor({ state: "visible" });
      await playTicker.waitFor({ state: "visible" });
      expect(await page.getByRole("button", { name: /^Pause / }).count()).toBe(0);
      await expect.poll(() => playTicker.isEnabled()).toBe(true);

      const featured = await position(page, FEATURED);
      const ticker = await position(page, TICKER);
      const latest = await position(page, LATEST);
      await waitForTicks(clock, FEATURED, 2);
      expect(await position(page, FEATURED)).toBe(featured);
      expect(await position(page, TICKER)).toBe(ticker);
      expect(await position(page, LATEST)).toBe(latest);

      // The reader's choice: Play starts it.
      await playFeatured.click();
      await page.getByRole("button", { name: "Pause auto-scroll of Featured Stories" }).waitFor();
      await page.mouse.move(0, 0);
      await page.waitForFunction(({ sel, start }) => document.querySelector(sel)!.scrollLeft !== start, {
        sel: FEATURED,
        start: featured,
      });
    });
  }
});
