import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeUpstream,
  jsonReply,
  RSS_HEADERS,
  rssFeed,
  startFakeUpstream,
  yahooChart,
} from "#tests/support/fake-upstreams.js";
import { peakMemoryMb, recordHostile } from "#tests/support/hostile-report.js";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";

/**
 * XSS (issue 7): every payload goes into every reader-writable field (comment and reply name, email and
 * body; search query; the cookie-banner and other query parameters; the path of a missing page) and every
 * staff text field (article title, excerpt, body, author; category name; site name, description, footer
 * text and the five emergency announcements), plus the items of hostile upstream feeds. Then every page
 * that shows them is opened in Chromium with a hook installed before any page script: a payload that runs
 * calls `__xss(n)`, sets `__pwned` or opens a dialog, and each of those is recorded.
 *
 * The pages are opened with the Content-Security-Policy bypassed, so the test proves the escaping itself
 * (the CSP is a second wall, checked once more at the end with it enforced). Beyond "nothing ran", the DOM
 * is searched for markup a payload could only have planted (inline handlers, javascript: URLs, scripts
 * without our nonce, object/embed/base/meta refresh), and the server's HTML for any payload left unescaped.
 * Ad-slot HTML and the analytics snippet are staff markup injected raw on purpose (SPEC 7) and not tested.
 */

const TEMPLATES: string[] = [
  // script tags
  "<script>__xss($N)</script>",
  "<ScRiPt>__xss($N)</sCrIpT>",
  "<script src=data:,__xss($N)></script>",
  "<scr<script>ipt>__xss($N)</scr</script>ipt>",
  // event-handler attributes
  "<img src=x onerror=__xss($N)>",
  '<img src="x" onerror="window.__pwned=$N">',
  "<IMG SRC=x oNeRrOr=alert($N)>",
  "<svg onload=__xss($N)>",
  "<svg/onload=confirm($N)//",
  "<body onload=__xss($N)>",
  "<details open ontoggle=__xss($N)>",
  "<input autofocus onfocus=__xss($N)>",
  "<video><source onerror=__xss($N)></video>",
  '<div style="position:fixed;inset:0" onmouseover=__xss($N)>x</div>',
  "<img\nsrc=x\nonerror=__xss($N)>",
  "<img src=x\u000conerror=prompt($N)>",
  // javascript: and data: URLs
  "javascript:__xss($N)",
  '<a href="javascript:__xss($N)">click</a>',
  '<a href="jav&#x09;ascript:__xss($N)">tab</a>',
  '<iframe src="javascript:parent.__xss($N)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss($N)</script>"></iframe>',
  '<object data="javascript:__xss($N)"></object>',
  "<form><button formaction=javascript:__xss($N)>go</button></form>",
  '<meta http-equiv=refresh content="0;url=javascript:__xss($N)">',
  '<base href="javascript:__xss($N)//">',
  "data:text/html,<script>parent.__xss($N)</script>",
  // SVG and MathML
  "<svg><script>__xss($N)</script></svg>",
  "<svg><animate onbegin=__xss($N) attributeName=x dur=1s>",
  '<svg><a xlink:href="javascript:__xss($N)"><text y=9>x</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=__xss($N)>",
  '<noscript><p title="</noscript><img src=x onerror=__xss($N)>">',
  // attribute breakouts
  '" onmouseover="__xss($N)" x="',
  "' onfocus='__xss($N)' autofocus x='",
  '"><img src=x onerror=__xss($N)>',
  "'><svg onload=__xss($N)>",
  "`-__xss($N)-`",
  // script, JSON, comment and template breakouts
  "</script><script>__xss($N)</script>",
  '"}]</script><script>__xss($N)//',
  "</title><script>__xss($N)</script>",
  "</textarea><script>__xss($N)</script>",
  "]]><script>__xss($N)</script>",
  "--><script>__xss($N)</script><!--",
  "{{constructor.constructor('__xss($N)')()}}",
  ["$", "{__xss($N)}"].join(""),
  "<%= __xss($N) %>#{__xss($N)}",
  // unicode and encoding tricks
  "x\u2028</script>\u2029<script>__xss($N)</script>",
  "%3Cscript%3E__xss($N)%3C%2Fscript%3E",
  "&lt;script&gt;__xss($N)&lt;/script&gt;",
  "&#60;img src=x onerror=__xss($N)&#62;",
  "\\u003cscript\\u003e__xss($N)\\u003c/script\\u003e",
  "\uff1cscript\uff1e__xss($N)\uff1c/script\uff1e",
  "+ADw-script+AD4-__xss($N)+ADw-/script+AD4-",
  "java\u200bscript:__xss($N)",
  "<img src=x onerror=&#95;&#95;xss($N)>",
];

/** Payload n calls __xss(n) (or alert/confirm/prompt(n), or sets __pwned = n), so a hit names it. */
const PAYLOADS = TEMPLATES.map((t, n) => t.replaceAll("$N", String(n)));
/** Payloads that the server must never send back raw: any markup or quote in them must be escaped. */
const MARKUP_PAYLOADS = PAYLOADS.filter((p) => /[<"]/.test(p));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CONCURRENCY = 4;
/** `npm run test:hostile` opens every page in Chromium; `npm test` opens a sample of the rest and fetches them all. */
const LONG = process.env.HOSTILE_LONG === "1";

const browser = setupBrowser();
let server: RunningServer;
let feeds: FakeUpstream;
let api: Awaited<ReturnType<typeof staffClient>>;
const articleIds: number[] = [];
/** For the hostile report: payloads placed (one payload in one field or parameter), pages opened or fetched, 5xx. */
const tally = { placements: 0, requests: 0, fiveHundreds: 0 };
const counted = (status: number) => {
  tally.requests += 1;
  if (status >= 500) tally.fiveHundreds += 1;
};

/** Runs in every frame before any page script (context.addInitScript). */
function installHooks() {
  // biome-ignore lint/suspicious/noExplicitAny: the hook lives on the page's global object
  const w = window as any;
  let sink: string[];
  try {
    // A frame reports to the top window when it can (a srcdoc iframe is same-origin).
    // biome-ignore lint/suspicious/noExplicitAny: as above
    sink = window !== window.top ? ((window.top as any).__xssHits as string[]) : [];
  } catch {
    sink = [];
  }
  sink ??= [];
  const record = (what: string) => sink.push(`${what} @ ${location.href.slice(0, 120)}`);
  Object.defineProperty(w, "__xssHits", { value: sink, configurable: false });
  w.__xss = (n: unknown) => record(`__xss(${String(n)})`);
  Object.defineProperty(w, "__pwned", {
    configurable: false,
    get: () => undefined,
    set: (v: unknown) => record(`__pwned=${String(v)}`),
  });
  for (const name of ["alert", "confirm", "prompt", "print"]) {
    w[name] = (message: unknown) => record(`${name}(${String(message)})`);
  }
  const violations: string[] = [];
  Object.defineProperty(w, "__cspViolations", { value: violations, configurable: false });
  document.addEventListener("securitypolicyviolation", (e) =>
    violations.push(
      `${e.violatedDirective} ${e.blockedURI} ${e.sample} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
    ),
  );
}

/** Markup no page of ours renders: if it is in the DOM, a payload planted it (whether or not it ran). */
function auditDom(): string[] {
  const found: string[] = [];
  const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster", "to", "from"]);
  for (const el of Array.from(document.querySelectorAll("*"))) {
    const tag = el.tagName.toLowerCase();
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // Browsers skip control characters, spaces and tabs inside a URL scheme ("java\tscript:").
      const value = Array.from(attr.value)
        .filter((c) => c.charCodeAt(0) > 0x20 && c !== "\u200b")
        .join("")
        .toLowerCase();
      if (name.startsWith("on")) found.push(`<${tag} ${name}="${attr.value.slice(0, 60)}">`);
      if (name === "srcdoc") found.push(`<${tag} srcdoc>`);
      if (urlAttributes.has(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
        found.push(`<${tag} ${name}="${attr.value.slice(0, 60)}">`);
      }
    }
    if (["object", "embed", "base", "math", "marquee"].includes(tag)) found.push(`<${tag}>`);
    if (tag === "meta" && el.getAttribute("http-equiv")?.toLowerCase() === "refresh") found.push("<meta refresh>");
    if (tag === "script") {
      const script = el as HTMLScriptElement;
      const data = /json/i.test(script.type);
      // Our own boot script without its nonce is a separate defect (a 404 that no route matches),
      // asserted in e2e/hostile/headers.test.ts.
      const ours = script.text.startsWith("(function(){try{var t=localStorage.getItem(");
      if (!data && !ours && !script.nonce && !script.getAttribute("nonce")) {
        found.push(`<script> ${script.text.slice(0, 60)}`);
      }
    }
  }
  return found;
}

type Ready = "hydrated" | "feeds" | "payload" | "idle";
interface Visit {
  url: string;
  ready: Ready;
}

interface VisitResult {
  url: string;
  hits: string[];
  dialogs: string[];
  dom: string[];
  violations: string[];
  unescaped: string[];
  status: number;
  notReady: string[];
  ms: number;
}

async function visit(context: BrowserContext, { url, ready }: Visit): Promise<VisitResult> {
  const page: Page = await context.newPage();
  const dialogs: string[] = [];
  const notReady: string[] = [];
  const started = Date.now();
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}(${dialog.message()})`);
    void dialog.dismiss().catch(() => {});
  });
  try {
    const response = await page.goto(url.startsWith("http") ? url : `${server.baseUrl}${url}`, { waitUntil: "load" });
    const html = response ? await response.text() : "";
    if (!url.startsWith("http")) counted(response?.status() ?? 0); // not the control page's stand-in site
    if (ready === "hydrated" || ready === "feeds") {
      // A page that no route matches is rendered by the root error boundary, without the layout's marker.
      const marker = response?.status() === 404 ? "html[data-hydrated=true], h1" : "html[data-hydrated=true]";
      await page.waitForSelector(marker, { timeout: 10_000 }).catch(() => notReady.push("did not hydrate"));
      if (ready === "feeds") {
        // The widgets rendered the hostile upstream items.
        await page
          .getByText("Hostile feed item", { exact: false })
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => notReady.push("feed widgets did not render the hostile items"));
      }
    } else if (ready === "payload") {
      // Client-rendered admin screens: wait until their data (which carries the payloads) is on screen.
      await page.waitForFunction(
        () => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.tagName !== "SCRIPT" && node.nodeValue?.includes("__xss")) return true;
          }
          return Array.from(document.querySelectorAll("input, textarea")).some((e) =>
            (e as HTMLInputElement).value.includes("__xss"),
          );
        },
        undefined,
        { timeout: 10_000 },
      );
    } else {
      await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    }
    // Handlers that fire a moment later (image errors, animations, toggles, focus).
    await page.waitForTimeout(100);
    const [hits, violations, dom] = await Promise.all([
      page.evaluate(() => [...((window as unknown as { __xssHits: string[] }).__xssHits ?? [])]),
      page.evaluate(() => [...((window as unknown as { __cspViolations: string[] }).__cspViolations ?? [])]),
      page.evaluate(auditDom),
    ]);
    return {
      url,
      hits,
      dialogs,
      dom,
      violations,
      unescaped: MARKUP_PAYLOADS.filter((p) => html.includes(p)),
      status: response?.status() ?? 0,
      notReady,
      ms: Date.now() - started,
    };
  } finally {
    await page.close();
  }
}

/** Opens the visits CONCURRENCY at a time. */
async function visitAll(context: BrowserContext, visits: Visit[]): Promise<VisitResult[]> {
  const results: VisitResult[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < visits.length) {
        const v = visits[next++]!;
        results.push(await visit(context, v));
      }
    }),
  );
  return results;
}

function problems(results: VisitResult[]): string[] {
  const slow = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`slowest: ${slow.map((r) => `${r.url.slice(0, 40)} ${r.ms}ms`).join(", ")}`);
  return results.flatMap((r) => [
    ...r.hits.map((h) => `${r.url}: script ran: ${h}`),
    ...r.dialogs.map((d) => `${r.url}: dialog: ${d}`),
    ...r.notReady.map((d) => `${r.url} (${r.status}): ${d}`),
    ...r.dom.map((d) => `${r.url}: planted markup: ${d}`),
    ...r.unescaped.map((p) => `${r.url}: payload unescaped in server HTML: ${JSON.stringify(p)}`),
  ]);
}

async function hostileContext(bypassCSP: boolean): Promise<BrowserContext> {
  const context = await browser().newContext({ bypassCSP, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(installHooks);
  return context;
}

/** Groups of payloads joined with spaces, each at most `max` characters (a setting holds 2000). */
function chunks(max: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const p of PAYLOADS) {
    if (current && current.length + 1 + p.length > max) {
      out.push(current);
      current = "";
    }
    current = current ? `${current} ${p}` : p;
  }
  if (current) out.push(current);
  return out;
}

const enc = encodeURIComponent;

beforeAll(async () => {
  // Hostile upstream feeds too: titles, descriptions, categories and links carry the payloads.
  const items = PAYLOADS.slice(0, 30).map((p, n) => ({
    title: n === 0 ? `Hostile feed item ${p}` : p,
    link: n % 3 === 0 ? `javascript:__xss(${n})` : n % 3 === 1 ? `https://example.se/${enc(p)}` : p,
    date: new Date(Date.now() - 60_000 * (n + 1)),
    ...(n % 2 ? { description: p } : { descriptionCdata: p }),
    categories: [p],
  }));
  tally.placements += items.length * 4 * 3; // title, link, description and category, in three feeds
  feeds = await startFakeUpstream({
    "/svt.xml": { headers: RSS_HEADERS, body: rssFeed(items) },
    "/aftonbladet.xml": { headers: RSS_HEADERS, body: rssFeed(items) },
    "/google.xml": { headers: RSS_HEADERS, body: rssFeed(items, PAYLOADS[0]) },
  });
  feeds.route("/chart", jsonReply(yahooChart({ symbol: "VOLV-B.ST", price: 1, previousClose: 1, volume: 1 })));
  for (const symbol of ["VOLV-B.ST", "ERIC-B.ST", "HM-B.ST", "ATCO-A.ST", "INVE-B.ST", "SEB-A.ST"]) {
    feeds.route(`/chart/${symbol}`, jsonReply(yahooChart({ symbol, price: 10, previousClose: 9, volume: 5 })));
  }
  server = await startServer({
    SEED_DEMO: "false",
    RSS_SVT_URL: feeds.url("/svt.xml"),
    RSS_AFTONBLADET_URL: feeds.url("/aftonbladet.xml"),
    GOOGLE_NEWS_URL: feeds.url("/google.xml"),
    GOOGLE_NEWS_HOSTS: "127.0.0.1",
    STOCK_API_URL: feeds.url("/chart/"),
    UPSTREAM_TIMEOUT_MS: "2000",
  });
  api = await staffClient(server.baseUrl);

  const everything = PAYLOADS.join("\n\n");
  for (const [n, p] of PAYLOADS.entries()) {
    const category = await api<{ id: number }>("POST", "/api/admin/categories", {
      name: p,
      slug: `xss-cat-${n}`,
      order: n,
    });
    expect(category.status, JSON.stringify(category.json)).toBe(201);
    const article = await api<{ id: number }>("POST", "/api/admin/articles", {
      title: p,
      slug: `xss-${n}`,
      excerpt: p,
      body: n === 0 ? everything : `${p}\n\nA plain paragraph between two payloads.\n\n${p}`,
      author: p,
      categoryId: category.json.id,
      featured: n < 10,
      published: true,
    });
    expect(article.status, JSON.stringify(article.json)).toBe(201);
    articleIds.push(article.json.id);
    tally.placements += 5; // category name; article title, excerpt, body and author
  }

  const post = async (n: number, parentId: number | null) => {
    const p = PAYLOADS[n]!;
    const email = EMAIL.test(`${p}@x.se`) ? `${p}@x.se` : null;
    const response = await fetch(`${server.baseUrl}/api/articles/xss-${n}/comments`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: p, email, body: p, parentId }),
    });
    expect(response.status, `comment ${n}`).toBe(201);
    tally.placements += email ? 3 : 2;
    return ((await response.json()) as { id: number }).id;
  };
  const approve = async (id: number) =>
    expect((await api("PUT", `/api/admin/comments/${id}/status`, { status: "published" })).status).toBe(200);
  for (const n of PAYLOADS.keys()) {
    const comment = await post(n, null);
    await approve(comment);
    await approve(await post(n, comment)); // a published reply
    await post(n, null); // left pending: shown in /admin/comments with its article's title
  }
}, 120_000);

afterAll(async () => {
  if (server) {
    recordHostile({
      suite: `XSS: ${PAYLOADS.length} payloads, pages opened in Chromium`,
      payloads: tally.placements,
      requests: tally.requests,
      fiveHundreds: tally.fiveHundreds,
      peakMemoryMb: peakMemoryMb(server.process.pid),
    });
  }
  await server?.stop();
  await feeds?.close();
});

describe(`XSS: ${PAYLOADS.length} payloads in every reader and staff text field`, () => {
  it("has at least 30 distinct payloads, each short enough for every field", () => {
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const p of PAYLOADS) expect(p.length).toBeLessThanOrEqual(100);
  });

  it("the harness catches a payload that does run (control: raw markup served by a stand-in site)", async () => {
    // The unclosed <svg> last: markup after it would be parsed as SVG.
    const raw = [20, 17, 4, 5, 6, 7].map((n) => PAYLOADS[n]!);
    feeds.route("/control.html", {
      headers: { "content-type": "text/html; charset=utf-8" },
      body: `<!doctype html><html><head><title>control</title></head><body>${raw.join("\n")}</body></html>`,
    });
    const context = await hostileContext(true);
    const [result] = await visitAll(context, [{ url: feeds.url("/control.html"), ready: "idle" }]);
    await context.close();
    expect(result!.hits.map((h) => h.split(" @ ")[0])).toEqual(
      expect.arrayContaining(["__xss(4)", "__pwned=5", "alert(6)", "__xss(7)", "__xss(20)"]),
    );
    const planted = result!.dom.join(" ");
    for (const marker of ["onerror", "onload", "srcdoc", "javascript:__xss(17)"]) expect(planted).toContain(marker);
    expect(result!.unescaped).toEqual(expect.arrayContaining(raw));
  });

  it("the API stored every payload exactly as typed (stored as text, not sanitised into something else)", async () => {
    const article = (await (await fetch(`${server.baseUrl}/api/articles/xss-5`)).json()) as Record<string, string>;
    expect(article.title).toBe(PAYLOADS[5]);
    const comments = (await (await fetch(`${server.baseUrl}/api/articles/xss-7/comments`)).json()) as {
      name: string;
      body: string;
    }[];
    expect(comments.map((c) => c.body)).toEqual([PAYLOADS[7], PAYLOADS[7]]);
  });

  it(
    "no payload runs or plants markup on any public page (CSP bypassed: the escaping alone)",
    async () => {
      const context = await hostileContext(true);
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
      tally.placements += PAYLOADS.length * (2 + 4 + 2 + 3);
      const visits: Visit[] = [
        { url: "/", ready: "feeds" },
        { url: `/?cookies=${enc(PAYLOADS[0]!)}&page=${enc(PAYLOADS[4]!)}`, ready: "hydrated" },
        ...[1, 2, 3, 4, 5].map((page) => ({ url: `/all-articles?page=${page}`, ready: "hydrated" as Ready })),
        { url: "/search?q=xss", ready: "hydrated" },
        ...every,
        ...opened,
      ];
      const started = Date.now();
      const results = await visitAll(context, visits);
      await context.close();
      const fetched = await Promise.all(
        sampled.map(async ({ url }) => {
          const response = await fetch(`${server.baseUrl}${url}`);
          counted(response.status);
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
    LONG ? 600_000 : 120_000,
  ); // the long run opens every page: about 100 s on 2 cores

  it("no payload runs on the admin screens that list them (logged in through the form)", async () => {
    const context = await hostileContext(true);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin/login`);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin$/, { timeout: 10_000 });
    await page.close();
    const pages = Math.ceil(PAYLOADS.length / 10);
    const results = await visitAll(context, [
      { url: "/admin", ready: "idle" },
      { url: "/admin/comments", ready: "payload" },
      ...Array.from({ length: pages }, (_, i) => ({ url: `/admin/articles?page=${i + 1}`, ready: "payload" as Ready })),
      { url: "/admin/categories", ready: "payload" },
      { url: `/admin/articles/${articleIds[0]}/preview`, ready: "payload" },
      { url: `/admin/articles/${articleIds[1]}/preview`, ready: "payload" },
    ]);
    await context.close();
    expect(problems(results)).toEqual([]);
  }, 60_000);

  it("no payload runs from a Markdown body: as text, link text and target, picture alt and caption, headings, lists, quotes", async () => {
    // Markdown's own ways in (issue 20): link and picture targets with script, data: and encoded schemes.
    const markdownOnly = (n: number) =>
      [
        `[click ${n}](javascript:__xss(${n}))`,
        `[click ${n}](JaVaScRiPt:__xss(${n}))`,
        `[click ${n}](&#106;avascript:__xss(${n}))`,
        `[click ${n}](java&#x09;script:__xss(${n}))`,
        `[click ${n}](javascript&colon;__xss(${n}))`,
        `[data ${n}](data:text/html,<script>__xss(${n})</script>)`,
        `[vb ${n}](vbscript:__xss(${n}))`,
        `<javascript:__xss(${n})>`,
        `![img ${n}](javascript:__xss(${n}))`,
        `![img ${n}](/uploads/000000000000000000000000.png "x\\" onerror=\\"__xss(${n})")`,
        `[t ${n}](https://example.com "x\\" onmouseover=\\"__xss(${n})")`,
      ].join("\n\n");
    const inMarkdown = (p: string, n: number) =>
      [
        `## ${p}`,
        `### ${p}`,
        `**${p}** and *${p}* and [${p}](https://example.com/${enc(p)}) and [link ${n}](${p})`,
        `- ${p}\n- [${p}](/about)`,
        `1. ${p}`,
        `> ${p}`,
        `![${p}](/uploads/000000000000000000000000.png "${p.replaceAll('"', "'")}")`,
        p,
        markdownOnly(n),
      ].join("\n\n");
    const slugs: string[] = [];
    const ids: number[] = [];
    const category = await api<{ id: number }>("POST", "/api/admin/categories", { name: "Markdown", slug: "xss-md" });
    for (let group = 0; group * 8 < PAYLOADS.length; group++) {
      const body = PAYLOADS.slice(group * 8, group * 8 + 8)
        .map((p, i) => inMarkdown(p, group * 8 + i))
        .join("\n\n");
      const article = await api<{ id: number }>("POST", "/api/admin/articles", {
        title: `Markdown payloads ${group}`,
        slug: `xss-md-${group}`,
        body,
        bodyFormat: "markdown",
        heroImage: "/uploads/000000000000000000000001.png",
        heroAlt: PAYLOADS[group]!,
        heroCaption: PAYLOADS[group + 10]!,
        heroCredit: PAYLOADS[group + 20]!,
        author: "Desk",
        categoryId: category.json.id,
        published: true,
      });
      expect(article.status, JSON.stringify(article.json)).toBe(201);
      slugs.push(`xss-md-${group}`);
      ids.push(article.json.id);
    }
    tally.placements += PAYLOADS.length * 12 + slugs.length * 3;
    const context = await hostileContext(true);
    const login = await context.request.post(`${server.baseUrl}/api/admin/login`, {
      data: E2E_ADMIN,
      headers: { origin: server.baseUrl },
    });
    expect(login.status()).toBe(200);
    const results = await visitAll(context, [
      ...slugs.map((slug) => ({ url: `/articles/${slug}`, ready: "hydrated" as Ready })),
      // The staff preview renders Markdown in the browser, with the same rules.
      ...ids.map((id) => ({ url: `/admin/articles/${id}/preview`, ready: "payload" as Ready })),
    ]);
    await context.close();
    expect(problems(results)).toEqual([]);
    // The targets that are not http(s), mailto or relative never became links.
    const html = await (await fetch(`${server.baseUrl}/articles/${slugs[0]}`)).text();
    expect(html).toContain("<h2>");
    expect(html).toContain("<blockquote>");
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
  }, 90_000);

  it("no payload in the site settings (name, description, footer, announcements) runs, public or admin", async () => {
    const rounds = chunks(2000);
    const keys = [
      "siteName",
      "siteDescription",
      "footerText",
      ...[1, 2, 3, 4, 5].map((i) => `emergency_announcement_${i}`),
    ];
    const all: VisitResult[] = [];
    tally.placements += PAYLOADS.length * keys.length;
    for (const value of rounds) {
      for (const key of keys) {
        const saved = await api("PUT", `/api/admin/settings/${key}`, { value });
        expect(saved.status, `${key}: ${JSON.stringify(saved.json)}`).toBe(200);
      }
      const context = await hostileContext(true);
      const login = await context.request.post(`${server.baseUrl}/api/admin/login`, {
        data: E2E_ADMIN,
        headers: { origin: server.baseUrl },
      });
      expect(login.status()).toBe(200);
      all.push(
        ...(await visitAll(context, [
          { url: "/", ready: "hydrated" },
          { url: "/articles/xss-1", ready: "hydrated" },
          { url: "/about", ready: "hydrated" },
          { url: "/search?q=x", ready: "hydrated" },
          { url: "/no-such-page", ready: "hydrated" },
          { url: "/admin/settings", ready: "payload" },
          { url: "/admin", ready: "idle" },
        ])),
      );
      // The banner shows the announcements (so they were rendered, as text).
      const html = await (await fetch(`${server.baseUrl}/`)).text();
      expect(html).toContain('data-testid="emergency-banner"');
      await context.close();
    }
    console.log(`xss: settings payloads in ${rounds.length} rounds, ${all.length} pages`);
    expect(problems(all)).toEqual([]);
  }, 60_000);

  it("with the CSP enforced, our scripts still run (pages hydrate) and nothing else even tries", async () => {
    const context = await hostileContext(false);
    const results = await visitAll(context, [
      { url: "/", ready: "hydrated" },
      { url: "/articles/xss-0", ready: "hydrated" },
      { url: `/search?q=${enc(PAYLOADS[0]!)}&cookies=${enc(PAYLOADS[1]!)}`, ready: "hydrated" },
      { url: `/category/xss-cat-2?page=${enc(PAYLOADS[2]!)}`, ready: "hydrated" },
    ]);
    await context.close();
    expect(problems(results)).toEqual([]);
    // Zod's feature probe (`Function("")` in a try/catch, allowsEval in zod/v4/core/util.js) shows up as a
    // script-src 'eval' report on pages with a validated form: caught, harmless, and noted in the report.
    // Any other violation (an injected script, or one of ours without the nonce) fails.
    const zodProbe = (v: string) => v.startsWith("script-src eval ") && /\/assets\/schemas-[\w-]+\.js:/.test(v);
    const violations = results.flatMap((r) => r.violations.filter((v) => !zodProbe(v)).map((v) => `${r.url}: ${v}`));
    expect(violations).toEqual([]);
    expect(results.every((r) => r.notReady.length === 0)).toBe(true);
  }, 30_000);

  it("reflections outside HTML pages are never served as HTML", async () => {
    const p = PAYLOADS[0]!;
    const urls = [
      `/search.data?q=${enc(p)}`,
      `/api/${enc(p)}`,
      `/api/articles/${enc(p)}`,
      `/api/search?q=${enc(p)}`,
      `/api/rss-proxy?source=${enc(p)}`,
      `/api/stock-data/${enc(p)}`,
      `/uploads/${enc(p)}`,
    ];
    tally.placements += urls.length;
    for (const url of urls) {
      const response = await fetch(`${server.baseUrl}${url}`);
      counted(response.status);
      const type = response.headers.get("content-type") ?? "";
      const body = await response.text();
      expect(type, url).not.toMatch(/html|xml|svg/);
      if (body.includes(p)) expect(type, url).toMatch(/json|x-script|text\/plain/);
    }
    // Feeds and the sitemap are XML: titles in them must be escaped.
    for (const url of ["/rss.xml", "/sitemap.xml"]) {
      const response = await fetch(`${server.baseUrl}${url}`);
      if (response.status !== 200) continue;
      const body = await response.text();
      expect(
        MARKUP_PAYLOADS.filter((m) => body.includes(m)),
        url,
      ).toEqual([]);
    }
  });
});
