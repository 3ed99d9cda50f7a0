import { describe, expect, it } from "vitest";
import { newContext } from "../support/browser.js";
import { E2E_ADMIN } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";
import { expectToast, openAdmin, recordToast, staffContext } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const baseUrl = sharedServerUrl();
const browser = setupBrowser();

describe("admin login", () => {
  it("requires both fields before anything is sent", async () => {
    const page = await (await newContext(browser())).newPage();
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByRole("heading", { name: "Admin Portal" }).waitFor();
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await page.locator("#login-email").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await page.locator("#login-password").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
    expect(posts).toEqual([]);
    await page.context().close();
  });

  it("shows 'Login Failed' / 'Invalid email or password' for a wrong password", async () => {
    const page = await (await newContext(browser())).newPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectToast(page, "Login Failed", "Invalid email or password");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await page.context().close();
  });

  it("shows the server's message when logins are rate limited", async () => {
    const context = await newContext(browser());
    const email = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      await context.request.post(`${baseUrl}/api/admin/login`, { data: { email, password: "wrong" } });
    }
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectToast(page, "Login Failed", "Too many failed login attempts");
    await context.close();
  });

  it("logs in: 'Logged in successfully', then the dashboard", async () => {
    const page = await (await newContext(browser())).newPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectToast(page, "Logged in successfully");
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.context().close();
  });
});

describe("dashboard", () => {
  it("shows the statistics, the five screens, View Site, Logout and Pending Actions", async () => {
    const context = await staffContext(browser(), baseUrl);
    const stats = (await (await context.request.get(`${baseUrl}/api/admin/stats`)).json()) as Record<string, number>;
    const page = await openAdmin(context, `${baseUrl}/admin`, "Dashboard");
    const main = page.locator("main");
    const cards: [string, number][] = [
      ["Total Articles", stats.totalArticles!],
      ["Published", stats.publishedArticles!],
      ["Drafts", stats.totalArticles! - stats.publishedArticles!],
      ["Pending Comments", stats.pendingComments!],
      ["Categories", stats.categories!],
      ["Ad Slots", stats.adSlots!],
    ];
    for (const [label, value] of cards) {
      await main.getByRole("link", { name: `${label} ${value}`, exact: true }).waitFor();
    }
    for (const [name, href] of [
      ["Manage Articles", "/admin/articles"],
      ["Moderate Comments", "/admin/comments"],
      ["Manage Categories", "/admin/categories"],
      ["Manage Ad Slots", "/admin/ads"],
      ["Site Settings", "/admin/settings"],
    ]) {
      expect(await main.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href")).toBe(href);
    }
    expect(await main.getByRole("link", { name: "View Site" }).getAttribute("href")).toBe("/");
    await main.getByRole("heading", { name: "Pending Actions" }).waitFor();
    if (stats.pendingComments! > 0) {
      expect(await main.getByRole("link", { name: "Review comments" }).getAttribute("href")).toBe("/admin/comments");
    }
    await main.getByRole("link", { name: "Manage Categories" }).click();
    await page.getByRole("heading", { level: 1, name: "Manage Categories" }).waitFor();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await context.close();
  });

  it("Logout ends the session through /api/logout", async () => {
    const context = await staffContext(browser(), baseUrl);
    const page = await openAdmin(context, `${baseUrl}/admin`, "Dashboard");
    await page.locator("main").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect((await context.request.get(`${baseUrl}/api/auth/user`)).status()).toBe(401);
    await context.close();
  });

  it("server-renders admin URLs as a loading shell with no staff data", async () => {
    const context = await staffContext(browser(), baseUrl);
    const list = (await (await context.request.get(`${baseUrl}/api/admin/articles?limit=1`)).json()) as {
      articles: { title: string }[];
    };
    const html = await (await context.request.get(`${baseUrl}/admin/articles`)).text();
    expect(html).toContain("Loading the admin area");
    expect(html).not.toContain(list.articles[0]!.title);
    await context.close();
  });
});

describe("unauthorized flow", () => {
  const LOGGED_OUT_TOAST = ["Unauthorized", "You are logged out. Logging in again..."];

  it("sends a visitor without a session from the dashboard to /admin/login", async () => {
    const page = await (await newContext(browser())).newPage();
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin/login`);
    await page.getByRole("heading", { name: "Admin Portal" }).waitFor();
    await page.context().close();
  });

  it("on another admin screen says 'Unauthorized', then goes to /api/login after 500 ms", async () => {
    const page = await (await newContext(browser())).newPage();
    const visited: { url: string; at: number }[] = [];
    page.on("request", (r) => r.isNavigationRequest() && visited.push({ url: r.url(), at: Date.now() }));
    const toastSeenAt = await recordToast(page, LOGGED_OUT_TOAST);
    await page.goto(`${baseUrl}/admin/comments`);
    await page.waitForURL(`${baseUrl}/admin/login`);
    expect(toastSeenAt).toHaveLength(1);
    const toLogin = visited.find((v) => v.url === `${baseUrl}/api/login`);
    expect(toLogin).toBeDefined();
    expect(toLogin!.at - toastSeenAt[0]!).toBeGreaterThan(200);
    await page.context().close();
  });

  it("when the session ends while working, the next call leads to the login", async () => {
    const context = await staffContext(browser(), baseUrl);
    const toastSeenAt = await recordToast(context, LOGGED_OUT_TOAST);
    const page = await openAdmin(context, `${baseUrl}/admin/articles`, "Manage Articles");
    await page.locator("main li").first().waitFor();
    // The session ends elsewhere (another tab logs out); this tab does not know yet.
    await context.request.get(`${baseUrl}/api/logout`, { maxRedirects: 0 });
    await page.getByRole("button", { name: "Page 2" }).click();
    await page.waitForURL(`${baseUrl}/admin/login`);
    expect(toastSeenAt).toHaveLength(1);
    await context.close();
  });
});
