import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findJava } from "../../scripts/test-tools.mjs";
import { openAdmin, staffContext } from "../admin/helpers.js";
import { getJson } from "../public/helpers.js";
import { newContext } from "../support/browser.js";
import { setupBrowser } from "../support/setup-browser.js";
import { sharedServerUrl } from "../support/shared-server.js";

/**
 * Every page type's server-rendered HTML checked by a validator we did not write: the Nu HTML Checker
 * (vnu-jar from npm, the W3C's own checker), run once over all the pages in one JVM (issue 17). What it
 * reads first is the HTML as sent, before any script runs. The staff screens are drawn in the browser, so
 * they are also checked as Chromium has drawn them: the document serialised once the screen shows its
 * heading (the login form signed out, every admin screen signed in).
 *
 * Only `error` (and `non-document-error`, a file it could not read) fails the test. Its `info` messages are
 * advice and are ignored; today the only one is "Trailing slash on void elements has no effect…", for the
 * `<meta … />` and `<link … />` that React writes.
 */
const baseUrl = sharedServerUrl();
const VNU_JAR = path.resolve(import.meta.dirname, "../../node_modules/vnu-jar/build/dist/vnu.jar");
const CONTROL = "control-invalid";

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  lastColumn?: number;
}

interface Page {
  name: string;
  path: string;
  status: number;
  /** Something the page must contain, so that an empty or wrong page cannot pass. */
  contains: string;
}

/** Staff screens checked as drawn in the browser: path and the heading that says the screen is there. */
const ADMIN_SCREENS = [
  { name: "drawn-admin-dashboard", path: "/admin", heading: "Dashboard" },
  { name: "drawn-admin-articles", path: "/admin/articles", heading: "Manage Articles" },
  { name: "drawn-admin-comments", path: "/admin/comments", heading: "Moderate Comments" },
  { name: "drawn-admin-categories", path: "/admin/categories", heading: "Manage Categories" },
  { name: "drawn-admin-ads", path: "/admin/ads", heading: "Manage Ad Slots" },
  { name: "drawn-admin-settings", path: "/admin/settings", heading: "Site Settings" },
];

const browser = setupBrowser();
let dir: string;
let pages: Page[];
let drawn: string[];
let messages: VnuMessage[];

beforeAll(async () => {
  type List = { articles: { slug: string; title: string }[]; total: number };
  const article = (await getJson<List>(baseUrl, "/api/articles?limit=1")).articles[0]!;
  const categories = await getJson<{ slug: string; articleCount: number }[]>(baseUrl, "/api/categories");
  const category = categories.find((c) => c.articleCount > 0)!;
  const inCategory = (await getJson<List>(baseUrl, `/api/categories/${category.slug}/articles?limit=1`)).articles[0]!;
  // A search with results: a word of the newest article's title, checked to find something.
  const word = article.title.split(/\s+/).find((w) => /^[A-Za-z]{5,}$/.test(w)) ?? "stockholm";
  const found = await getJson<List>(baseUrl, `/api/search?q=${encodeURIComponent(word)}&limit=1`);
  expect(found.total, `search for ${word}`).toBeGreaterThan(0);

  pages = [
    { name: "home", path: "/", status: 200, contains: `/articles/${article.slug}` },
    { name: "article", path: `/articles/${article.slug}`, status: 200, contains: "<article" },
    { name: "category", path: `/category/${category.slug}`, status: 200, contains: `/articles/${inCategory.slug}` },
    {
      name: "search",
      path: `/search?q=${encodeURIComponent(word)}`,
      status: 200,
      contains: `/articles/${found.articles[0]!.slug}`,
    },
    { name: "all-articles", path: "/all-articles", status: 200, contains: "/articles/" },
    { name: "about", path: "/about", status: 200, contains: "About Us" },
    { name: "privacy", path: "/privacy", status: 200, contains: "Privacy Policy" },
    { name: "terms", path: "/terms", status: 200, contains: "Terms of Service" },
    { name: "contact", path: "/contact", status: 200, contains: "<form" },
    { name: "not-found", path: "/no-such-page-anywhere", status: 404, contains: "<h1" },
    { name: "admin-login", path: "/admin/login", status: 200, contains: "Admin Portal" },
    // The admin area's page as sent before signing in (its screens are drawn in the browser).
    { name: "admin-signed-out", path: "/admin", status: 200, contains: "Loading the admin area" },
  ];

  dir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-vnu-"));
  for (const page of pages) {
    const response = await fetch(`${baseUrl}${page.path}`, { redirect: "manual" });
    const html = await response.text();
    expect(response.status, page.path).toBe(page.status);
    expect(response.headers.get("content-type"), page.path).toMatch(/^text\/html/);
    expect(html, page.path).toContain(page.contains);
    fs.writeFileSync(path.join(dir, `${page.name}.html`), html);
  }
  // The staff screens as drawn: the login form signed out, then every screen with a staff session.
  const serialise = () => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`;
  const signedOut = await newContext(browser(), { cookiesAccepted: true });
  const login = await signedOut.newPage();
  await login.goto(`${baseUrl}/admin/login`);
  await login.locator('input[type="password"]').waitFor();
  fs.writeFileSync(path.join(dir, "drawn-admin-login.html"), await login.evaluate(serialise));
  await signedOut.close();
  const staff = await staffContext(browser(), baseUrl);
  for (const screen of ADMIN_SCREENS) {
    const page = await openAdmin(staff, `${baseUrl}${screen.path}`, screen.heading);
    const html = await page.evaluate(serialise);
    expect(html, screen.path).toContain(screen.heading);
    fs.writeFileSync(path.join(dir, `${screen.name}.html`), html);
    await page.close();
  }
  await staff.close();
  drawn = ["drawn-admin-login", ...ADMIN_SCREENS.map((screen) => screen.name)];

  // A page known to be invalid goes through the same run: proof that vnu read the files and reports errors.
  fs.writeFileSync(path.join(dir, `${CONTROL}.html`), "<!doctype html><html lang=en><title>x</title><p><div></span>");
  messages = await runVnu([
    ...pages.map((page) => path.join(dir, `${page.name}.html`)),
    ...drawn.map((name) => path.join(dir, `${name}.html`)),
    path.join(dir, `${CONTROL}.html`),
  ]);
}, 180_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** One JVM for every file; vnu exits with 1 when it finds errors, the report on stdout says which. */
async function runVnu(files: string[]): Promise<VnuMessage[]> {
  const java = findJava();
  if (!java) {
    throw new Error(
      "No Java runtime (11 or later): the Nu HTML Checker needs one. Run `node scripts/ensure-test-tools.mjs` " +
        "(as root on Debian it installs it) or `sudo apt-get install -y default-jre-headless`",
    );
  }
  const run = promisify(execFile)(java.path, ["-jar", VNU_JAR, "--format", "json", "--stdout", ...files], {
    timeout: 150_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const { stdout } = await run.catch((error: NodeJS.ErrnoException & { stdout?: string; stderr?: string }) => {
    if (error.stdout?.trim().startsWith("{")) return { stdout: error.stdout };
    throw new Error(`vnu did not report (${String(error.code)}): ${error.stderr ?? error.message}`);
  });
  const report = JSON.parse(stdout) as { messages?: VnuMessage[] };
  if (!Array.isArray(report.messages)) throw new Error(`vnu's report has no messages list: ${stdout.slice(0, 200)}`);
  return report.messages;
}

const pageOf = (message: VnuMessage) => path.basename(message.url ?? "?", ".html");
const describeMessage = (m: VnuMessage) =>
  `${pageOf(m)}:${m.lastLine ?? "?"}:${m.lastColumn ?? "?"} ${m.message}\n    ${(m.extract ?? "").replace(/\s+/g, " ")}`;

describe("Nu HTML Checker", () => {
  it("read every page: the invalid control page in the same run has errors, no page was unreadable", () => {
    expect(pages).toHaveLength(12);
    expect(drawn).toHaveLength(7);
    expect(messages.some((m) => m.type === "error" && pageOf(m) === CONTROL)).toBe(true);
    expect(messages.filter((m) => m.type === "non-document-error").map(describeMessage)).toEqual([]);
  });

  it("finds 0 errors on any page", () => {
    const errors = messages.filter((m) => m.type === "error" && pageOf(m) !== CONTROL).map(describeMessage);
    expect(errors, `${errors.length} HTML errors:\n${errors.join("\n")}`).toEqual([]);
  });
});
