// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import { describe, expect, it } from "vitest";
import { splitParagraphs } from "#shared/text.js";
import { setupBrowser } from "../support/setup-browser.js";
import { type ApiArticle, getJson } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const browser = setupBrowser();
const baseUrl = sharedServerUrl();

/** The page as a reader without JavaScript (or a crawler) receives it. */
async function html(path: string, status = 200): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { "user-agent": "Mozilla/5.0 (no JavaScript)" } });
  expect(response.status, path).toBe(status);
  expect(response.headers.get("content-type")).toContain("text/html");
  return response.text();
}

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

function mainOf(page: string): string {
  const match = /<main[^>]*>([\s\S]*)<\/main>/.exec(page);
  expect(match, "a <main> element").not.toBeNull();
  return decode(match![1]!.replace(/<!--.*?-->/g, ""));
}

function metaContent(page: string, attr: "name" | "property", key: string): string | undefined {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(page);
  return match ? decode(match[1]!) : undefined;
}

describe("pages without JavaScript", () => {
  it("carry their main content in the server HTML", async () => {
    const featured = await getJson<{ articles: ApiArticle[] }>(baseUrl, "/api/articles?featured=true&limit=10");
    const latest = await getJson<{ articles: ApiArticle[]; total: number }>(baseUrl, "/api/articles?limit=12");
    const article = await getJson<ApiArticle>(baseUrl, `/api/articles/${latest.articles[0]!.slug}`);
    const politics = await getJson<{ articles: ApiArticle[] }>(baseUrl, "/api/categories/politics/articles?limit=12");
    const search = await getJson<{ articles: ApiArticle[]; total: number }>(
      baseUrl,
      "/api/search?q=stockholm&limit=12",
    );

    const home = mainOf(await html("/"));
    expect(home).toContain("Featured Stories");
    expect(home).toContain("Latest News");
    for (const a of featured.articles) expect(home).toContain(a.title);

    const articleMain = mainOf(await html(`/articles/${article.slug}`));
    expect(articleMain).toContain(article.title);
    for (const p of splitParagraphs(article.body!)) expect(articleMain).toContain(p);
    expect(articleMain).toContain("Leave a Comment");

    const category = mainOf(await html("/category/politics"));
    for (const a of politics.articles) expect(category).toContain(a.title);

    const results = mainOf(await html("/search?q=stockholm"));
    for (const a of search.articles) expect(results).toContain(a.title);
    expect(results).toContain(`${search.total} results for “stockholm”`);
    expect(mainOf(await html("/search"))).toContain("Enter a search term to find articles.");

    const all = mainOf(await html("/all-articles"));
    expect(all).toContain(`Showing 1-12 of ${latest.total} articles`);
    for (const a of latest.articles) expect(all).toContain(a.title);

    expect(mainOf(await html("/about"))).toContain("About Us");
    expect(mainOf(await html("/privacy"))).toContain("Privacy Policy");
    expect(mainOf(await html("/terms"))).toContain("Terms of Service");
    const contact = mainOf(await html("/contact"));
    for (const t of ["Editorial", "24h", "48h", "72h", "Send Message"]) expect(contact).toContain(t);

    expect(mainOf(await html("/articles/no-such-article", 404))).toContain("Article Not Found");
    expect(mainOf(await html("/category/no-such-category", 404))).toContain("Category Not Found");
    expect(mainOf(await html("/no/such/page", 404))).toContain("404 Page Not Found");
  });

  it("render readable pages in a browser with JavaScript turned off", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/all-articles`);
    expect(await page.getByRole("heading", { level: 1, name: "All Articles" }).count()).toBe(1);
    // Plain links and a plain GET form work without scripts.
    await page.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/page=2/);
    const form = page.getByRole("search", { name: "Site search" });
    await form.getByRole("searchbox").fill("Lucia");
    await form.getByRole("searchbox").press("Enter");
    await page.waitForURL(/\/search\?q=Lucia/);
    expect(await page.getByTestId("result-count").innerText()).toMatch(/results? for “Lucia”/);
    await context.close();
  });
});

describe("search engines", () => {
  it("get a title, description, canonical URL, social cards and NewsArticle JSON-LD", async () => {
    const { articles } = await getJson<{ articles: ApiArticle[] }>(baseUrl, "/api/articles?limit=1");
    const article = await getJson<ApiArticle & { heroImage: string; publishedAt: string }>(
      baseUrl,
      `/api/articles/${articles[0]!.slug}`,
    );
    const page = await html(`/articles/${article.slug}`);
    expect(decode(/<title>([^<]*)<\/title>/.exec(page)![1]!)).toBe(`${article.title} | Only News for Free`);
    expect(metaContent(page, "name", "description")).toBeTruthy();
    expect(page).toContain(`<link rel="canonical" href="${baseUrl}/articles/${article.slug}"/>`);
    expect(metaContent(page, "property", "og:type")).toBe("article");
    expect(metaContent(page, "property", "og:image")).toBe(`${baseUrl}${article.heroImage}`);
    expect(metaContent(page, "name", "twitter:card")).toBe("summary_large_image");
    const ld = JSON.parse(decode(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1]!));
    expect(ld).toMatchObject({
      "@type": "NewsArticle",
      headline: article.title,
      datePublished: article.publishedAt,
      author: { name: article.author },
    });

    for (const [path, canonical] of [
      ["/", "/"],
      ["/category/politics", "/category/politics"],
      ["/all-articles?page=2", "/all-articles?page=2"],
      ["/about", "/about"],
    ]) {
      const other = await html(path!);
      expect(other).toContain(`<link rel="canonical" href="${baseUrl}${canonical}"/>`);
      expect(metaContent(other, "name", "description")?.length).toBeGreaterThan(20);
      expect(/<title>[^<]+<\/title>/.test(other)).toBe(true);
    }
    const missing = await html("/no/such/page", 404);
    expect(metaContent(missing, "name", "robots")).toBe("noindex");
  });

  it("find robots.txt, sitemap.xml and rss.xml", async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);

    const { articles, total } = await getJson<{ articles: ApiArticle[]; total: number }>(
      baseUrl,
      "/api/articles?limit=50",
    );
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("xml");
    const xml = await sitemap.text();
    expect(xml.match(/<loc>[^<]*\/articles\/[^<]*<\/loc>/g)).toHaveLength(total);
    expect(xml).toContain(`<loc>${baseUrl}/category/politics</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}/about</loc>`);
    expect(xml).toContain("<lastmod>");

    const rss = await fetch(`${baseUrl}/rss.xml`);
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    const feed = await rss.text();
    expect(feed).toContain('<rss version="2.0"');
    expect(feed.match(/<item>/g)).toHaveLength(Math.min(50, total));
    expect(feed).toContain(`<link>${baseUrl}/articles/${articles[0]!.slug}</link>`);
  });
});

describe("feed readers", () => {
  /** The `<link rel="alternate">` elements of a page's head, as [type, title, href], sorted. */
  function alternates(page: string): string[][] {
    const head = /<head>([\s\S]*?)<\/head>/.exec(page)![1]!;
    return [...head.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)]
      .map(([tag]) =>
        ["type", "title", "href"].map((name) => decode(new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? "")),
      )
      .sort((x, y) => x[2]!.localeCompare(y[2]!));
  }
  const SITE_FEEDS = [
    ["application/feed+json", "Only News for Free (JSON Feed)", "/feed.json"],
    ["application/rss+xml", "Only News for Free (RSS)", "/rss.xml"],
  ];

  it("find the site's feeds on every page, and a category's on its page and its articles' pages", async () => {
    for (const path of ["/", "/about", "/search?q=stockholm"])
      expect(alternates(await html(path)), path).toEqual(SITE_FEEDS);
    const politics = ["application/rss+xml", "Only News for Free — Politics (RSS)", "/category/politics/rss.xml"];
    expect(alternates(await html("/category/politics"))).toEqual([politics, ...SITE_FEEDS]);
    const { articles } = await getJson<{ articles: ApiArticle[] }>(
      baseUrl,
      "/api/categories/politics/articles?limit=1",
    );
    expect(alternates(await html(`/articles/${articles[0]!.slug}`))).toEqual([politics, ...SITE_FEEDS]);

    for (const [type, , href] of [...SITE_FEEDS, politics]) {
      const response = await fetch(`${baseUrl}${href}`);
      expect(response.status, href).toBe(200);
      expect(response.headers.get("content-type"), href).toContain(type);
    }
    const news = await fetch(`${baseUrl}/sitemap-news.xml`);
    expect(news.headers.get("content-type")).toContain("application/xml");
    expect(await news.text()).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain(`Sitemap: ${baseUrl}/sitemap-news.xml`);
  });
});

describe("narrow phones", () => {
  const paths = ["/", "/about", "/contact", "/all-articles", "/search?q=stockholm", "/no-such-page"];
  const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

  it("fit 360 px without sideways scrolling, as served and once the widgets have loaded", async () => {
    const { articles } = await getJson<{ articles: ApiArticle[] }>(baseUrl, "/api/articles?limit=1");
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser().newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled });
      const page = await context.newPage();
      for (const path of [...paths, `/articles/${articles[0]!.slug}`]) {
        await page.goto(`${baseUrl}${path}`);
        // With scripts, once the ticker and the widgets have left their loading state.
        if (javaScriptEnabled) {
          await page.waitForFunction(() => !document.querySelector('[aria-label^="Loading"]'), null, {
            timeout: 15_000,
          });
        }
        expect(await page.evaluate(overflow), `${path} (JavaScript ${javaScriptEnabled ? "on" : "off"})`).toBe(0);
      }
      await context.close();
    }
  });
});
