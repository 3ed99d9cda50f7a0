import { beforeAll, describe, expect, it } from "vitest";
import { cspDirectives } from "#tests/support/csp.js";
import { setupBrowser } from "../support/setup-browser.js";
import { sharedServerUrl } from "../support/shared-server.js";

/**
 * Security headers on every HTML page of the real production server (issue 7): a Content-Security-Policy
 * with a nonce made for that page's render (a cached page keeps it: ADR 0006) and matching every inline script, frame-ancestors, object-src
 * 'none', a referrer policy and nosniff. Then the same pages in Chromium with the CSP enforced: our own
 * scripts run (the page hydrates) and nothing is blocked.
 */

const baseUrl = sharedServerUrl();
let pages: string[] = [];
const browser = setupBrowser();

beforeAll(async () => {
  const articles = (await (await fetch(`${baseUrl}/api/articles?limit=1`)).json()) as { articles: { slug: string }[] };
  const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()) as { slug: string }[];
  pages = [
    "/",
    `/articles/${articles.articles[0]!.slug}`,
    `/category/${categories[0]!.slug}`,
    "/search?q=x",
    "/search",
    "/all-articles",
    "/about",
    "/contact",
    "/privacy",
    "/terms",
    "/admin/login",
    "/admin/comments",
    "/no-such-page",
    "/articles/no-such-article",
    // A 404 that no route matches (React Router's splat does not match an encoded line break).
    "/no-such-page/a%0Ab",
  ];
});

/** The nonce in the CSP header, after checking the policy's shape. */
function checkPolicy(path: string, headers: Headers): string {
  const header = headers.get("content-security-policy");
  expect(header, path).toEqual(expect.any(String));
  const csp = cspDirectives(header!);
  const scriptSrc = csp.get("script-src") ?? [];
  const nonces = scriptSrc.filter((v) => v.startsWith("'nonce-"));
  expect(nonces, path).toHaveLength(1);
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  expect(scriptSrc, path).not.toContain("'unsafe-eval'");
  expect(scriptSrc, path).not.toContain("*");
  expect(csp.get("object-src"), path).toEqual(["'none'"]);
  const frameAncestors = csp.get("frame-ancestors");
  expect(frameAncestors?.length, path).toBeGreaterThan(0);
  expect(frameAncestors, path).not.toContain("*");
  expect(csp.get("base-uri"), path).toBeDefined();
  expect(headers.get("x-content-type-options"), path).toBe("nosniff");
  expect(headers.get("referrer-policy"), path).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  const nonce = nonces[0]!.slice("'nonce-".length, -1);
  expect(nonce, path).toMatch(/^[A-Za-z0-9+/_-]{22,}={0,2}$/);
  return nonce;
}

describe("security headers on every HTML page of the real server", () => {
  it("each page: CSP with a per-render nonce matching all its inline scripts, frame-ancestors, object-src 'none', referrer policy, nosniff", async () => {
    const failures: string[] = [];
    const firstNonces = new Set<string>();
    for (const path of pages) {
      let first: string | undefined;
      // Twice (the second answer may come from the page cache, with its render's nonce), and compressed.
      for (const encoding of ["identity", "identity", "gzip, br"]) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": encoding } });
        expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
        const nonce = checkPolicy(path, response.headers);
        first ??= nonce;
        const html = await response.text();
        expect(html, path).not.toMatch(/onffnonce[0-9a-f]{15}/);
        const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
          (tag) => !/type="application\/(ld\+)?json"/.test(tag),
        );
        expect(scripts.length, path).toBeGreaterThan(0);
        for (const tag of scripts) {
          if (!tag.includes(`nonce="${nonce}"`)) failures.push(`${path} (${response.status}): ${tag} lacks the nonce`);
        }
      }
      firstNonces.add(first!);
    }
    expect(firstNonces.size, "every page's render has its own nonce").toBe(pages.length);
    expect(failures).toEqual([]);
  });

  it("HEAD answers carry the same headers", async () => {
    const response = await fetch(`${baseUrl}/`, { method: "HEAD" });
    expect(response.status).toBe(200);
    checkPolicy("HEAD /", response.headers);
  });

  it("in Chromium with the CSP enforced: our scripts run (the page hydrates) and nothing is blocked", async () => {
    const context = await browser().newContext();
    await context.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = list;
      document.addEventListener("securitypolicyviolation", (e) =>
        list.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const problems: string[] = [];
    for (const path of pages.filter((p) => !p.startsWith("/admin"))) {
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${path}`);
      const hydrated = await page
        .waitForSelector("html[data-hydrated=true]", { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!hydrated) problems.push(`${path} (${response?.status()}): did not hydrate`);
      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      // Zod's feature probe (a caught `Function("")`, allowsEval in zod/v4/core/util.js) is reported as a
      // blocked eval on pages with a validated form; harmless, noted in the report. Anything else fails.
      for (const v of violations) {
        if (!/^script-src eval .*\/assets\/schemas-[\w-]+\.js:/.test(v)) problems.push(`${path}: CSP blocked ${v}`);
      }
      await page.close();
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 60_000);
});
