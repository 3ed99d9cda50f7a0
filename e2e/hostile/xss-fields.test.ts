import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "../support/server.js";
import { MARKUP_PAYLOADS, PAYLOADS } from "../support/xss-payloads.js";
import { enc, LONG, problems, type Ready, setupXssTarget, type Visit } from "../support/xss-target.js";

/**
 * XSS through text fields (issue 7): every payload stored in every reader and staff text field (comments
 * and replies, articles, categories) and in hostile upstream feed items, plus the query parameters and
 * paths readers can write, opened in Chromium on every public page and staff screen that shows them.
 * How pages are opened and what counts as a hit: e2e/support/xss-target.ts. Markdown bodies, site
 * settings, the enforced CSP and non-HTML answers: xss-markup.test.ts.
 */

const xss = setupXssTarget(`XSS in text fields: ${PAYLOADS.length} payloads, pages opened in Chromium`);

describe(`XSS: ${PAYLOADS.length} payloads in every reader and staff text field`, () => {
  it("has at least 30 distinct payloads, each short enough for every field", () => {
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const p of PAYLOADS) expect(p.length).toBeLessThanOrEqual(100);
  });

  it("the harness catches a payload that does run (control: raw markup served by a stand-in site)", async () => {
    // The unclosed <svg> last: markup after it would be parsed as SVG.
    const raw = [20, 17, 4, 5, 6, 7].map((n) => PAYLOADS[n]!);
    xss.feeds.route("/control.html", {
      headers: { "content-type": "text/html; charset=utf-8" },
      body: `<!doctype html><html><head><title>control</title></head><body>${raw.join("\n")}</body></html>`,
    });
    const context = await xss.hostileContext(true);
    const [result] = await xss.visitAll(context, [{ url: xss.feeds.url("/control.html"), ready: "idle" }]);
    await context.close();
    expect(result!.hits.map((h) => h.split(" @ ")[0])).toEqual(
      expect.arrayContaining(["__xss(4)", "__pwned=5", "alert(6)", "__xss(7)", "__xss(20)"]),
    );
    const planted = result!.dom.join(" ");
    for (const marker of ["onerror", "onload", "srcdoc", "javascript:__xss(17)"]) expect(planted).toContain(marker);
    expect(result!.unescaped).toEqual(expect.arrayContaining(raw));
  });

  it("the API stored every payload exactly as typed (stored as text, not sanitised into something else)", async () => {
    const article = (await (await fetch(`${xss.server.baseUrl}/api/articles/xss-5`)).json()) as Record<string, string>;
    expect(article.title).toBe(PAYLOADS[5]);
    const comments = (await (await fetch(`${xss.server.baseUrl}/api/articles/xss-7/comments`)).json()) as {
      name: string;
      body: string;
    }[];
    expect(comments.map((c) => c.body)).toEqual([PAYLOADS[7], PAYLOADS[7]]);
  });

  it(
    "no payload runs or plants markup on any public page (CSP bypassed: the escaping alone)",
    async () => {
      const context = await xss.hostileContext(true);
      const every: Visit[] = PAYLOADS.flatMap((p, n) => [
        { url: `/articles/xss-${n}?cookies=${enc(p)}&page=${enc(p)}`, ready: "hydrated" as Ready },
        {
          url: `/search?q=${enc(p)}&cookies=${enc(p)}&page=${enc(p)}&utm_source=${enc(p)}`,
          ready: "hydrated" as Ready,
        },
      ]);
      // Category names also show on the home strips, article badges and /admin/categories, and a missing
      // page's path is not shown at all: the fast run opens every sixth of these in Chromium, and fetches them all.
      const sampled: Visit[] = PAYLOADS.flatMap((p, n) => [
        { url: `/category/xss-cat-${n}?page=${enc(p)}&cookies=${enc(p)}`, ready: "hydrated" as Ready },
        { url: `/xss-missing/${enc(p)}?q=${enc(p)}&cookies=${enc(p)}`, ready: "hydrated" as Ready },
      ]);
      const opened = LONG ? sampled : sampled.filter((_, i) => Math.floor(i / 2) % 6 === 0);
      // Article: cookies, page; search: q, cookies, page, utm_source; category: page, cookies; missing: path, q, cookies.
      xss.tally.placements += PAYLOADS.length * (2 + 4 + 2 + 3);
      const visits: Visit[] = [
        { url: "/", ready: "feeds" },
        { url: `/?cookies=${enc(PAYLOADS[0]!)}&page=${enc(PAYLOADS[4]!)}`, ready: "hydrated" },
        ...[1, 2, 3, 4, 5].map((page) => ({ url: `/all-articles?page=${page}`, ready: "hydrated" as Ready })),
        { url: "/search?q=xss", ready: "hydrated" },
        ...every,
        ...opened,
      ];
      const started = Date.now();
      const results = await xss.visitAll(context, visits);
      await context.close();
      const fetched = await Promise.all(
        sampled.map(async ({ url }) => {
          const response = await fetch(`${xss.server.baseUrl}${url}`);
          xss.counted(response.status);
          const html = await response.text();
          return MARKUP_PAYLOADS.filter((p) => html.includes(p)).map(
            (p) => `${url}: payload unescaped: ${JSON.stringify(p)}`,
          );
        }),
      );
      console.log(
        `xss: ${results.length} public pages opened in Chromium in ${Date.now() - started} ms, ${sampled.length} more fetched`,
      );
      expect([...problems(results), ...fetched.flat()]).toEqual([]);
      const statuses = new Map(results.map((r) => [r.url, r.status]));
      expect(statuses.get("/")).toBe(200);
      expect(results.filter((r) => r.url.startsWith("/articles/")).every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => r.url.startsWith("/xss-missing/")).every((r) => r.status === 404)).toBe(true);
    },
    LONG ? 600_000 : 300_000,
  ); // the fast run opens ~130 pages: about 100 s on a quiet 2-core machine, 120 s and more when the other core is busy

  it("no payload runs on the admin screens that list them (logged in through the form)", async () => {
    const context = await xss.hostileContext(true);
    const page = await context.newPage();
    await page.goto(`${xss.server.baseUrl}/admin/login`);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin$/, { timeout: 10_000 });
    await page.close();
    const pages = Math.ceil(PAYLOADS.length / 10);
    const results = await xss.visitAll(context, [
      { url: "/admin", ready: "idle" },
      { url: "/admin/comments", ready: "payload" },
      ...Array.from({ length: pages }, (_, i) => ({ url: `/admin/articles?page=${i + 1}`, ready: "payload" as Ready })),
      { url: "/admin/categories", ready: "payload" },
      { url: `/admin/articles/${xss.articleIds[0]}/preview`, ready: "payload" },
      { url: `/admin/articles/${xss.articleIds[1]}/preview`, ready: "payload" },
    ]);
    await context.close();
    expect(problems(results)).toEqual([]);
  }, 60_000);
});
