import type { Article } from "#shared/schemas/article.js";
import { xmlEscape } from "./seo.feeds.js";

/** Google News reads articles published in the last two days only. */
export const NEWS_WINDOW_MS = 48 * 3_600_000;
/** At most 1,000 `news:news` entries in one news sitemap (Google's limit). */
export const NEWS_MAX_ARTICLES = 1_000;

/** Whether an article belongs in the news sitemap at `now`: published within the window, not in the future. */
export function isRecentNews(article: Pick<Article, "publishedAt">, now: Date): boolean {
  if (!article.publishedAt) return false;
  const at = Date.parse(article.publishedAt);
  return at <= now.getTime() && now.getTime() - at <= NEWS_WINDOW_MS;
}

/**
 * sitemap-news.xml in Google's News sitemap format (namespace http://www.google.com/schemas/sitemap-news/0.9):
 * one `<url>` per article published in the last 48 hours, newest first and at most 1,000, each naming the
 * publication (the site's name, language "en"), its publication time (W3C datetime) and its title. Empty
 * (an urlset with no url) when nothing was published lately, which Google accepts.
 */
export function newsSitemapXml(base: string, publicationName: string, articles: Article[], now = new Date()): string {
  const recent = articles
    .filter((a) => isRecentNews(a, now))
    .sort((a, b) => Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!))
    .slice(0, NEWS_MAX_ARTICLES);
  const urls = recent.map((a) =>
    [
      "  <url>",
      `    <loc>${xmlEscape(`${base}/articles/${encodeURIComponent(a.slug)}`)}</loc>`,
      "    <news:news>",
      "      <news:publication>",
      `        <news:name>${xmlEscape(publicationName)}</news:name>`,
      "        <news:language>en</news:language>",
      "      </news:publication>",
      `      <news:publication_date>${new Date(a.publishedAt!).toISOString()}</news:publication_date>`,
      `      <news:title>${xmlEscape(a.title)}</news:title>`,
      "    </news:news>",
      "  </url>",
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`,
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
