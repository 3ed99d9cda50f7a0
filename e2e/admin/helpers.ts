import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import { type ContextOptions, newContext } from "../support/browser.js";
import { E2E_ADMIN } from "../support/server.js";

/** A short random suffix so that records made by one run never collide with another's or the demo's. */
export function unique(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString("hex")}`;
}

/** A browser context that already holds a staff session (logged in through the API, sharing its cookies). */
export async function staffContext(browser: Browser, baseUrl: string, options: ContextOptions = {}) {
  const context = await newContext(browser, { cookiesAccepted: true, ...options });
  const response = await context.request.post(`${baseUrl}/api/admin/login`, { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return context;
}

/** Opens an admin page and waits until the client-rendered screen shows its heading. */
export async function openAdmin(context: BrowserContext, url: string, heading: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  return page;
}

/** Waits for the toast (Radix) titled `title`, with `description` in it when given. */
export async function expectToast(page: Page, title: string, description?: string) {
  let toast = page
    .locator("[role=region][aria-label^=Notifications] li")
    .filter({ has: page.getByText(title, { exact: true }) });
  if (description !== undefined) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ state: "visible", timeout: 10_000 });
}

/**
 * Records, from inside the page, when a toast showing all of `texts` appears. A toast that is followed by
 * a navigation within half a second can be gone before a locator polling from outside sees it on a busy
 * machine; the page's own MutationObserver cannot miss it. Call before the page (or, for a context, its
 * pages) navigates.
 */
export async function recordToast(
  target: Pick<Page | BrowserContext, "exposeFunction" | "addInitScript">,
  texts: string[],
): Promise<number[]> {
  const seenAt: number[] = [];
  await target.exposeFunction("onffToastSeen", () => seenAt.push(Date.now()));
  await target.addInitScript((wanted: string[]) => {
    let reported = false;
    new MutationObserver(() => {
      const toasts = document.querySelectorAll("[role=region][aria-label^=Notifications] li");
      const shown = [...toasts].some((toast) => wanted.every((text) => toast.textContent?.includes(text)));
      if (shown && !reported) {
        reported = true;
        (window as unknown as { onffToastSeen(): void }).onffToastSeen();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, texts);
  return seenAt;
}

/** Closes any visible toast so the next one is not confused with it. */
export async function dismissToasts(page: Page) {
  for (const close of await page
    .locator("[role=region][aria-label^=Notifications] li button[aria-label=Close]")
    .all()) {
    await close.click().catch(() => {});
  }
  await page
    .locator("[role=region][aria-label^=Notifications] li")
    .first()
    .waitFor({ state: "detached", timeout: 3000 })
    .catch(() => {});
}

/**
 * Zero axe violations (WCAG 2.x A and AA rules and best practices) on what the page shows now. The
 * sandboxed ad-preview frame is left out: it holds staff-pasted markup, and axe cannot run in a frame
 * that forbids scripts.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).exclude("iframe[sandbox]").analyze();
  const summary = results.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary).toEqual([]);
}

export async function pngImage(width = 1200, height = 675): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();
}

/** A PNG file just over the 10 MB limit: a real image from sharp, padded after its end chunk. */
export async function hugePngImage(): Promise<Buffer> {
  const image = await pngImage(64, 36);
  return Buffer.concat([image, Buffer.alloc(10_485_760 + 1024 - image.length)]);
}

/** Writes straight to the API as staff (test setup and cleanup, not the behaviour under test). */
export async function staffApi(context: BrowserContext, baseUrl: string) {
  return async <T = unknown>(method: string, path: string, data?: unknown): Promise<{ status: number; json: T }> => {
    const response = await context.request.fetch(`${baseUrl}${path}`, { method, data });
    const text = await response.text();
    return { status: response.status(), json: (text ? JSON.parse(text) : null) as T };
  };
}

/**
 * After a click that may publish (issue 30): when the checks before publishing show their warning step,
 * passes it with "Publish anyway"; otherwise waits until the editor `dialog` has closed or the step shows.
 */
export async function passPublishChecks(page: Page, dialog: { isVisible(): Promise<boolean> }) {
  const step = page.getByTestId("publish-checks");
  await expect
    .poll(async () => (await step.isVisible()) || !(await dialog.isVisible()), { timeout: 15_000 })
    .toBe(true);
  if (await step.isVisible()) await step.getByRole("button", { name: "Publish anyway" }).click();
}
