// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page, Response } from "playwright-core";
import { expect } from "vitest";
import { type ContextOptions, newContext } from "../support/browser.js";
import type { staffClient } from "../support/staff-client.js";

export type Staff = Awaited<ReturnType<typeof staffClient>>;

/** Opens a page in a fresh context and waits until React has hydrated it. */
export async function openPage(
  browser: Browser,
  url: string,
  options: ContextOptions & { setup?: (page: Page) => Promise<void> } = {},
) {
  const { setup, ...contextOptions } = options;
  const context = await newContext(browser, { cookiesAccepted: true, reducedMotion: true, ...contextOptions });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await setup?.(page);
  const response = await page.goto(url);
  await waitForHydration(page);
  return { context, page, response: response as Response, errors };
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
}

/** The toasts shown now (Radix renders them as list items in the "Notifications (F8)" region). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications (F8)" }).locator("li");
}

/** The Radix toast whose title is `title`, checked for its description. */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = toasts(page).filter({ has: page.getByText(title, { exact: true }) });
  await toast.first().waitFor({ state: "visible", timeout: 10_000 });
  expect(await toast.first().innerText()).toContain(description);
}

/** Closes the visible toast, so the next one is not mistaken for it. */
export async function closeToast(page: Page) {
  const close = toasts(page).getByRole("button", { name: "Close" });
  if (await close.count()) await close.first().click();
  await toasts(page)
    .first()
    .waitFor({ state: "detached", timeout: 3000 })
    .catch(() => {});
}

/** Zero axe violations, all rules (WCAG 2.x A/AA and best practices), on what the page shows now. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary).toEqual([]);
}

/** Sets one site setting through the admin API and returns a function that restores it. */
export async function withSetting(staff: Staff, key: string, value: string): Promise<() => Promise<void>> {
  const { json } = await staff<Record<string, string>>("GET", "/api/settings");
  const previous = json[key] ?? "";
  const set = await staff("PUT", `/api/admin/settings/${key}`, { value });
  expect(set.status).toBe(200);
  return async () => {
    await staff("PUT", `/api/admin/settings/${key}`, { value: previous });
  };
}

export interface ApiArticle {
  id: number;
  slug: string;
  title: string;
  body?: string;
  excerpt: string | null;
  author: string;
  featured: boolean;
  categoryId: number | null;
  category: { id: number; name: string; slug: string } | null;
}

export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Fakes one JSON API answer in the browser (the widgets' upstreams are offline in tests). */
export async function fakeApi(page: Page, pattern: string | RegExp, status: number, body: unknown) {
  await page.route(pattern, (route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
  );
}
