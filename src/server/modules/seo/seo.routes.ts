import type { FastifyInstance } from "fastify";
import { SETTING_DEFAULTS } from "#shared/schemas/setting.js";
import type { Article } from "#shared/schemas/article.js";
import type { ArticlesService } from "../articles/articles.service.js";
import type { CategoriesService } from "../categories/categories.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import { robotsTxt, rssXml, sitemapXml } from "./seo.feeds.js";

/** RSS 2.0 carries the latest 50 articles. */
export const RSS_ITEMS = 50;
/** A sitemap holds at most 50,000 URLs; leave room for the pages and categories. */
const SITEMAP_MAX_ARTICLES = 49_000;
const BATCH = 1_000;

const CACHE = "public, max-age=300, s-maxage=300, stale-while-revalidate=600";

/** The public data the feeds are made from. */
export interface SeoSources {
  articles: ArticlesService;
  categories: CategoriesService;
  settings: SettingsService;
}

async function allPublishedArticles(services: SeoSources): Promise<Article[]> {
  const articles: Article[] = [];
  for (let page = 1; articles.length < SITEMAP_MAX_ARTICLES; page++) {
    const { articles: batch } = await services.articles.listPublic({}, { page, limit: BATCH });
    articles.push(...batch);
    if (batch.length < BATCH) break;
  }
  return articles.slice(0, SITEMAP_MAX_ARTICLES);
}

/** /sitemap.xml, /rss.xml and /robots.txt for search engines and feed readers, from the public data. */
export function registerSeoRoutes(app: FastifyInstance, services: SeoSources, publicUrl: string): void {
  const base = publicUrl.replace(/\/+$/, "");

  app.get("/robots.txt", (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", CACHE).send(robotsTxt(base)),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const [articles, categories] = await Promise.all([allPublishedArticles(services), services.categories.list()]);
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", CACHE)
      .send(sitemapXml(base, articles, categories));
  });

  app.get("/rss.xml", async (_request, reply) => {
    const [{ articles }, settings] = await Promise.all([
      services.articles.listPublic({}, { page: 1, limit: RSS_ITEMS }),
      services.settings.all(),
    ]);
    const site = {
      name: settings.siteName || SETTING_DEFAULTS.siteName!,
      description: settings.siteDescription || SETTING_DEFAULTS.siteDescription!,
    };
    return reply
      .type("application/rss+xml; charset=utf-8")
      .header("cache-control", CACHE)
      .send(rssXml(base, site, articles));
  });
}
