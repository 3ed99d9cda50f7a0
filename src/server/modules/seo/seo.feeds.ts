import type { Article } from "#shared/schemas/article.js";
import { SITEMAP_STATIC_PATHS } from "#shared/screens.js";
import type { Category } from "#shared/schemas/category.js";

/** Characters XML 1.0 allows: tab, newline, carriage return and everything from space up (bar surrogates). */
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}

/** Escapes text for XML element content and attribute values, dropping characters XML cannot carry. */
export function xmlEscape(value: string): string {
  return Array.from(value)
    .filter(isXmlChar)
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Plain text as HTML source that shows it as written. An RSS item's description is HTML ("entity-encoded
 * HTML" in the spec, and feed readers render it), so an excerpt, which is plain text, is escaped as HTML
 * first and then as XML: after the XML parser it is still `&lt;img …` and never an element.
 */
export function htmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export const absolute = (base: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${base}${path}`);

const newest = (dates: Array<string | null | undefined>): string | undefined =>
  dates.filter((d): d is string => Boolean(d)).sort((a, b) => Date.parse(b) - Date.parse(a))[0];

/** sitemap.xml: the front page, static pages, every category with articles and every published article. */
export function sitemapXml(base: string, articles: Article[], categories: Category[]): string {
  const lastmodOf = (list: Article[]) => newest(list.map((a) => a.updatedAt ?? a.publishedAt));
  const siteLastmod = lastmodOf(articles);
  const entries: Array<{ loc: string; lastmod?: string; changefreq: string; priority: string }> = [
    { loc: `${base}/`, lastmod: siteLastmod, changefreq: "hourly", priority: "1.0" },
    ...SITEMAP_STATIC_PATHS.map((path) => ({
      loc: `${base}${path}`,
      lastmod: path === "/all-articles" ? siteLastmod : undefined,
      changefreq: path === "/all-articles" ? "hourly" : "monthly",
      priority: path === "/all-articles" ? "0.8" : "0.3",
    })),
    ...categories
      .filter((c) => c.articleCount > 0)
      .map((c) => ({
        loc: `${base}/category/${encodeURIComponent(c.slug)}`,
        lastmod: lastmodOf(articles.filter((a) => a.categoryId === c.id)),
        changefreq: "daily",
        priority: "0.7",
      })),
    ...articles.map((a) => ({
      loc: `${base}/articles/${encodeURIComponent(a.slug)}`,
      lastmod: a.updatedAt ?? a.publishedAt ?? undefined,
      changefreq: "weekly",
      priority: "0.6",
    })),
  ];
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${xmlEscape(e.loc)}</loc>\n${
        e.lastmod ? `    <lastmod>${new Date(e.lastmod).toISOString()}</lastmod>\n` : ""
      }    <changefreq>${e.changefreq}</changefreq>\n    <priority>${e.priority}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Which feed a builder makes: its title and description, the page it follows and its own address (the
 * site's: "/" and "/rss.xml"; a category's: "/category/politics" and "/category/politics/rss.xml"), and the
 * WebSub hub it names when one is configured.
 */
export interface FeedChannel {
  name: string;
  description: string;
  /** The page the feed follows; the front page when absent. */
  homePath?: string;
  /** The feed's own path; the site's feed of its kind when absent. */
  feedPath?: string;
  /** WEBSUB_HUB_URL: the hub subscribers are told to follow the feed through. */
  hubUrl?: string;
}

/** The site's feeds: RSS and JSON Feed. */
export const SITE_FEED_PATHS = ["/rss.xml", "/feed.json"] as const;

/** A category's page and feeds (its feeds are also the WebSub topics pinged for it: modules/websub). */
export const categoryFeedPaths = (slug: string) => ({
  page: `/category/${encodeURIComponent(slug)}`,
  rss: `/category/${encodeURIComponent(slug)}/rss.xml`,
  json: `/category/${encodeURIComponent(slug)}/feed.json`,
});

/** rss.xml (or a category's): RSS 2.0 with the latest published articles. */
export function rssXml(base: string, site: FeedChannel, articles: Article[], now: Date = new Date()): string {
  const items = articles.map((a) => {
    const link = `${base}/articles/${encodeURIComponent(a.slug)}`;
    const image = a.heroImage ?? a.thumbImage;
    return [
      "    <item>",
      // Titles stay plain text, escaped once: RSS allows no HTML in them, and readers show them as written.
      `      <title>${xmlEscape(a.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      a.publishedAt ? `      <pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>` : "",
      `      <dc:creator>${xmlEscape(a.author)}</dc:creator>`,
      a.category ? `      <category>${xmlEscape(a.category.name)}</category>` : "",
      a.excerpt ? `      <description>${xmlEscape(htmlEscape(a.excerpt))}</description>` : "",
      image ? `      <media:content url="${xmlEscape(absolute(base, image))}" medium="image"/>` : "",
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const lastBuild = newest(articles.map((a) => a.publishedAt));
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">`,
    "  <channel>",
    `    <title>${xmlEscape(site.name)}</title>`,
    `    <link>${xmlEscape(`${base}${site.homePath ?? "/"}`)}</link>`,
    `    <description>${xmlEscape(site.description)}</description>`,
    "    <language>en</language>",
    `    <lastBuildDate>${(lastBuild ? new Date(lastBuild) : now).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${base}${site.feedPath ?? "/rss.xml"}`)}" rel="self" type="application/rss+xml"/>`,
    // WebSub discovery (W3C WebSub 4): the hub beside the self link, which is the topic subscribers name.
    site.hubUrl ? `    <atom:link href="${xmlEscape(site.hubUrl)}" rel="hub"/>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line, i, lines) => line !== "" || i === lines.length - 1)
    .join("\n");
}

/** robots.txt: everything public may be crawled; staff pages and the API may not. Both sitemaps are named. */
export function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\nSitemap: ${base}/sitemap-news.xml\n`;
}
