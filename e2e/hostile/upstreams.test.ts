import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeReply,
  type FakeUpstream,
  hoursAgo,
  RSS_HEADERS,
  rssFeed,
  startFakeUpstream,
  yahooChart,
} from "#tests/support/fake-upstreams.js";
import { peakMemoryMb, recordHostile } from "#tests/support/hostile-report.js";
import { type RunningServer, startServer } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";

/**
 * Upstreams hanging, slow, failing or answering garbage (issue 7): the real server is pointed at fake
 * feeds and a fake quote provider that misbehave one way at a time. Pages never wait on upstreams (they
 * answer 200 while an upstream hangs, before any proxy call to it is answered), and /api/rss-proxy and
 * /api/stock-data answer 502 (or 503 / 4xx, never another 5xx) for every failure kind. No duration is
 * compared with a fixed number (issue 27: a busy machine failed such budgets): an upstream that hangs or
 * answers after 4 s would have given a 200 had the server waited for it, so the 502 itself shows that the
 * server's timeout ended the wait, and pages are shown not to wait by the order in which answers arrive.
 */

const TIMEOUT_MS = 2000;
const MB = 1_048_576;

type Kind = { name: string; reply: (valid: string, contentType: Record<string, string>) => FakeReply | "hang" };

const KINDS: Kind[] = [
  { name: "hanging (never answers)", reply: () => "hang" },
  { name: "slow: no head for 4 s (past the timeout)", reply: (body, headers) => ({ delayMs: 4000, headers, body }) },
  {
    name: "slow: head and 16 bytes, then 4 s of silence",
    reply: (body, headers) => ({ stallBodyMs: 4000, headers, body }),
  },
  { name: "failing: 500", reply: () => ({ status: 500, body: "Internal Server Error" }) },
  {
    name: "failing: 503 with Retry-After",
    reply: () => ({ status: 503, headers: { "retry-after": "3600" }, body: "" }),
  },
  {
    name: "failing: 404 HTML page",
    reply: () => ({ status: 404, headers: { "content-type": "text/html" }, body: "<h1>Not found</h1>" }),
  },
  { name: "failing: redirect loop", reply: () => ({ status: 302, headers: { location: "?again=1" }, body: "" }) },
  { name: "garbage: 64 kB of binary junk", reply: (_b, headers) => ({ headers, body: randomBytes(65_536) }) },
  {
    name: "garbage: an HTML page with 200",
    reply: () => ({
      headers: { "content-type": "text/html" },
      body: "<!doctype html><title>Gateway</title><h1>Please log in</h1>",
    }),
  },
  {
    name: "garbage: malformed (cut in half)",
    reply: (body, headers) => ({ headers, body: body.slice(0, Math.floor(body.length / 2)) }),
  },
  { name: "garbage: empty body", reply: (_b, headers) => ({ headers, body: "" }) },
  {
    name: "huge: 20 MB chunked, no Content-Length",
    reply: (_b, headers) => ({ headers, chunked: true, body: Buffer.alloc(20 * MB, 0x3c) }),
  },
  {
    name: "huge: 20 MB with Content-Length",
    reply: (_b, headers) => ({ headers, body: Buffer.alloc(20 * MB, 0x20) }),
  },
  {
    name: "huge: gzip bomb (64 MB of zeros in ~64 kB)",
    reply: (_b, headers) => ({
      headers: { ...headers, "content-encoding": "gzip" },
      body: zlib.gzipSync(Buffer.alloc(64 * MB), { level: 9 }),
    }),
  },
];

/** A billion-laughs DOCTYPE: fine if refused or parsed without expanding, fatal if expanded. */
function billionLaughs(): string {
  let dtd = '<!ENTITY l0 "lollollollollollollollollollol">';
  for (let i = 1; i <= 9; i++) dtd += `<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`;
  return `<?xml version="1.0"?><!DOCTYPE rss [${dtd}]><rss version="2.0"><channel><title>t</title><item><title>&l9;</title><link>https://example.se/a</link><pubDate>${new Date().toUTCString()}</pubDate></item></channel></rss>`;
}

const VALID_RSS = rssFeed([
  { title: "Regeringen presenterar budgeten", link: "https://example.se/a", date: hoursAgo(1), description: "Text." },
  { title: "Nytt rekord i Stockholm", link: "https://example.se/b", date: hoursAgo(2), description: "Mer text." },
]);
const JSON_HEADERS = { "content-type": "application/json" };
const validChart = (symbol: string) =>
  JSON.stringify(yahooChart({ symbol, price: 100, previousClose: 99, volume: 1000 }));

let upstream: FakeUpstream;
let server: RunningServer;
const browser = setupBrowser();
let articlePath: string;
/** What every upstream path answers now. */
let current: Kind = KINDS[0]!;
let hostileXml: string | undefined;
/** For the hostile report: upstream answers that were a fault, requests to our server, unexpected 5xx. */
const tally = { faults: 0, requests: 0, fiveHundreds: 0 };

const FEEDS = { svt: "/svt.xml", aftonbladet: "/aftonbladet.xml", google: "/google.xml" } as const;
/** One symbol per run of the kinds, so no quote is ever cached from an earlier phase. */
const SYMBOL = "VOLV-B.ST";

function answer(valid: string, headers: Record<string, string>): FakeReply | Promise<FakeReply> {
  if (hostileXml !== undefined || !current.name.startsWith("healthy")) tally.faults += 1;
  if (hostileXml !== undefined) return { headers, body: hostileXml };
  const reply = current.reply(valid, headers);
  // Never settles; the socket is destroyed when the server gives up or the fake closes.
  if (reply === "hang") return new Promise<FakeReply>(() => {});
  return reply;
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  for (const path of Object.values(FEEDS)) upstream.route(path, () => answer(VALID_RSS, RSS_HEADERS));
  upstream.route(`/chart/${SYMBOL}`, () => answer(validChart(SYMBOL), JSON_HEADERS));
  server = await startServer({
    RSS_SVT_URL: upstream.url(FEEDS.svt),
    RSS_AFTONBLADET_URL: upstream.url(FEEDS.aftonbladet),
    GOOGLE_NEWS_URL: upstream.url(FEEDS.google),
    GOOGLE_NEWS_HOSTS: "127.0.0.1",
    STOCK_API_URL: upstream.url("/chart/"),
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  const list = (await (await fetch(`${server.baseUrl}/api/articles?limit=1`)).json()) as {
    articles: { slug: string }[];
  };
  articlePath = `/articles/${list.articles[0]!.slug}`;
}, 120_000);

afterAll(async () => {
  if (server) recordHostile({ suite: "Upstream faults", ...tally, peakMemoryMb: peakMemoryMb(server.process.pid) });
  await server?.stop();
  await upstream?.close();
});

interface Timed {
  label: string;
  status: number;
  ms: number;
  doneAt: number;
  body: string;
}

/** A failing upstream is answered 502 (or 503) by the proxy and quote routes, as the spec says; any other 5xx is a fault of ours. */
const expected5xx = (label: string, status: number) => !label.endsWith("page") && (status === 502 || status === 503);

async function timed(label: string, path: string): Promise<Timed> {
  tally.requests += 1;
  const started = performance.now();
  try {
    const response = await fetch(`${server.baseUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
    const body = await response.text();
    const doneAt = performance.now();
    if (response.status >= 500 && !expected5xx(label, response.status)) tally.fiveHundreds += 1;
    return { label, status: response.status, ms: Math.round(doneAt - started), doneAt, body };
  } catch (error) {
    const doneAt = performance.now();
    return { label, status: 0, ms: Math.round(doneAt - started), doneAt, body: String(error) };
  }
}

const proxyCalls = () => [
  timed("rss-proxy svt", "/api/rss-proxy?source=svt"),
  timed("rss-proxy aftonbladet", "/api/rss-proxy?source=aftonbladet"),
  timed("rss-proxy google", "/api/rss-proxy?source=google"),
  timed("stock-data", `/api/stock-data/${SYMBOL}`),
];

let phase = 0;
/** Pages with a query the page cache has never seen, so each is rendered afresh. */
const pageCalls = () => {
  phase += 1;
  return [timed("home page", `/?phase=${phase}`), timed("article page", `${articlePath}?phase=${phase}`)];
};

describe("upstreams hanging, slow, failing or answering garbage", () => {
  let baseline: number[] = [];

  it("baseline: pages render at their normal speed", async () => {
    for (let i = 0; i < 3; i++) {
      for (const page of await Promise.all(pageCalls())) {
        expect(page.status, page.label).toBe(200);
        baseline.push(page.ms);
      }
    }
    baseline = baseline.slice(2); // the first renders warm the process up
    console.log(`upstreams: baseline page renders ${baseline.join(", ")} ms`);
  });

  for (const kind of KINDS) {
    it(`${kind.name}: pages 200 at normal speed; proxy and quotes 502/503/4xx within the timeout`, async () => {
      current = kind;
      const before = upstream.requests.length;
      const proxies = proxyCalls();
      // Let the proxy requests reach the upstream, then render pages while they are still out there.
      await new Promise((r) => setTimeout(r, 150));
      const pages = await Promise.all(pageCalls());
      const results = await Promise.all(proxies);
      console.log(
        `upstreams: ${kind.name}: ${[...pages, ...results].map((r) => `${r.label} ${r.status} ${r.ms} ms`).join(", ")}`,
      );
      expect(upstream.requests.length - before, "every proxy call reached the upstream").toBeGreaterThanOrEqual(4);
      for (const page of pages) expect(page.status, page.label).toBe(200);
      if (kind.name.startsWith("hanging") || kind.name.startsWith("slow")) {
        // The pages were done while the upstream calls were still waiting.
        const firstProxy = Math.min(...results.map((r) => r.doneAt));
        for (const page of pages) expect(page.doneAt, page.label).toBeLessThan(firstProxy);
      }
      for (const r of results) {
        const ok = r.status === 502 || r.status === 503 || (r.status >= 400 && r.status < 500);
        expect(ok, `${r.label} answered ${r.status}: ${r.body.slice(0, 200)}`).toBe(true);
        expect(JSON.parse(r.body), r.label).toEqual({ message: expect.any(String) });
      }
    });
  }

  it("a billion-laughs feed is refused or parsed without expanding, and blocks nothing", async () => {
    hostileXml = billionLaughs();
    try {
      const proxies = [
        timed("rss-proxy svt", "/api/rss-proxy?source=svt"),
        timed("rss-proxy google", "/api/rss-proxy?source=google"),
      ];
      const pages = await Promise.all(pageCalls());
      for (const page of pages) expect(page.status, page.label).toBe(200);
      for (const r of await Promise.all(proxies)) {
        expect([200, 502], `${r.label}: ${r.body.slice(0, 200)}`).toContain(r.status);
        expect(r.body.length, r.label).toBeLessThan(100_000);
        if (r.status === 200) expect(r.body).not.toContain("lollollollollollollollollollollollollollol");
      }
    } finally {
      hostileXml = undefined;
    }
  });

  it("in Chromium, while every upstream hangs: the home page loads and hydrates", async () => {
    current = KINDS[0]!;
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const started = performance.now();
    tally.requests += 1;
    const response = await page.goto(`${server.baseUrl}/?phase=browser`, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated=true]", { timeout: 10_000 });
    const ms = Math.round(performance.now() - started);
    console.log(`upstreams: home page loaded and hydrated in ${ms} ms while every upstream hangs`);
    expect(response?.status()).toBe(200);
    // The widgets and the ticker are still waiting on the hanging upstreams (they load after the page).
    expect(
      upstream.requests.filter((r) => r.url.startsWith("/chart/") || r.url.endsWith(".xml")).length,
    ).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 30_000);

  it("after all that, a healthy but slow upstream (1 s) is served again", { timeout: 20_000 }, async () => {
    current = { name: "healthy, 1 s", reply: (body, headers) => ({ delayMs: 1000, headers, body }) };
    // A fetch the browser's widgets started against the hanging upstream is still out (the server shares one
    // fetch per feed among all callers): let it time out first.
    await new Promise((r) => setTimeout(r, TIMEOUT_MS + 300));
    const results = await Promise.all(proxyCalls());
    for (const r of results) expect(r.status, `${r.label}: ${r.body.slice(0, 200)}`).toBe(200);
    expect(JSON.parse(results[0]!.body).items.length).toBeGreaterThan(0);
    expect(JSON.parse(results[3]!.body)).toMatchObject({ symbol: SYMBOL, price: 100 });
  });
});
