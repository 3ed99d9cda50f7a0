import type { FastifyInstance, FastifyReply } from "fastify";
import type { Article } from "#shared/schemas/article.js";
import type { Category } from "#shared/schemas/category.js";
import type { ArticlesService } from "../articles/articles.service.js";
import type { CategoriesService } from "../categories/categories.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import { categoryFeedPaths, type FeedChannel, robotsTxt, rssXml, sitemapXml } from "./seo.feeds.js";
import { JSON_FEED_TYPE, jsonFeed } from "./seo.json-feed.js";
import { isRecentNews, NEWS_MAX_ARTICLES, newsSitemapXml } from "./seo.news-sitemap.js";

/** RSS 2.0 carries the latest 50 articles (a category's feed too, and the JSON Feeds). */
export const RSS_ITEMS = 50;
/** A sitemap holds at most 50,000 URLs; leave room for the pages and categories. */
const SITEMAP_MAX_ARTICLES = 49_000;
const BATCH = 1_000;
const NEWS_BATCH = 100;

const CACHE = "public, max-age=300, s-maxage=300, stale-while-revalidate=600";
const RSS_TYPE = "application/rss+xml; charset=utf-8";

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

/** The articles of the last 48 hours, newest first, read a page at a time until an older one (at most 1,000). */
async function recentArticles(services: SeoSources, now: Date): Promise<Article[]> {
  const recent: Article[] = [];
  for (let page = 1; recent.length < NEWS_MAX_ARTICLES; page++) {
    const { articles: batch } = await services.articles.listPublic({}, { page, limit: NEWS_BATCH });
    const fresh = batch.filter((a) => isRecentNews(a, now));
    recent.push(...fresh);
    if (batch.length < NEWS_BATCH || fresh.length < batch.length) break;
  }
  return recent.slice(0, NEWS_MAX_ARTICLES);
}

/**
 * /sitemap.xml, /sitemap-news.xml, /robots.txt and the feeds (/rss.xml, /feed.json, and per category
 * /category/{slug}/rss.xml and /category/{slug}/feed.json), from the public data. They are public routes: the
 * response cache keeps them until content changes (a publication, an edit, a scheduled time reached).
 * With `hubUrl` (WEBSUB_HUB_URL) every feed names the hub, in its body and in a Link header.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  services: SeoSources,
  publicUrl: string,
  hubUrl?: string,
): void {
  const base = publicUrl.replace(/\/+$/, "");

  const site = async () => {
    const settings = await services.settings.site();
    return { name: settings.siteName, description: settings.siteDescription };
  };
  const latest = async (category?: Category) =>
    (await services.articles.listPublic(category ? { categoryId: category.id } : {}, { page: 1, limit: RSS_ITEMS }))
      .articles;

  /** Sends a feed with its type and caching, and WebSub's discovery headers (W3C WebSub 4) with a hub. */
  const sendFeed = (reply: FastifyReply, type: string, feedPath: string, body: string) => {
    reply.type(type).header("cache-control", CACHE);
    if (hubUrl) reply.header("link", `<${hubUrl}>; rel="hub", <${base}${feedPath}>; rel="self"`);
    return reply.send(body);
  };

  /** The category a feed path names, or a plain 404 (any slug: unknown, odd or long, is just not found). */
  const categoryOr404 = async (slug: string, reply: FastifyReply) => {
    const category = (await services.categories.list()).find((c) => c.slug === slug);
    if (!category) reply.code(404).type("text/plain; charset=utf-8").header("cache-control", "no-store");
    return category;
  };

  /** A category's channel: "Only News for Free — Politics", following the category page. */
  const categoryChannel = async (category: Category, feedPath: string): Promise<FeedChannel> => {
    const { name } = await site();
    return {
      name: `${name} — ${category.name}`,
      description: `The latest ${category.name} articles from ${name}.`,
      homePath: categoryFeedPaths(category.slug).page,
      feedPath,
      hubUrl,
    };
  };

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

  app.get("/sitemap-news.xml", async (_request, reply) => {
    const now = new Date();
    const [articles, { name }] = await Promise.all([recentArticles(services, now), site()]);
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", CACHE)
      .send(newsSitemapXml(base, name, articles, now));
  });

  app.get("/rss.xml", async (_request, reply) => {
    const [articles, channel] = await Promise.all([latest(), site()]);
    return sendFeed(reply, RSS_TYPE, "/rss.xml", rssXml(base, { ...channel, hubUrl }, articles));
  });

  app.get("/feed.json", async (_request, reply) => {
    const [articles, channel] = await Promise.all([latest(), site()]);
    const feed = jsonFeed(base, { ...channel, hubUrl }, articles);
    return sendFeed(reply, JSON_FEED_TYPE, "/feed.json", JSON.stringify(feed));
  });

  app.get<{ Params: { slug: string } }>("/category/:slug/rss.xml", async (request, reply) => {
    const category = await categoryOr404(request.params.slug, reply);
    if (!category) return reply.send("Category not found");
    const feedPath = categoryFeedPaths(category.slug).rss;
    const [articles, channel] = await Promise.all([latest(category), categoryChannel(category, feedPath)]);
    return sendFeed(reply, RSS_TYPE, feedPath, rssXml(base, channel, articles));
  });

  app.get<{ Params: { slug: string } }>("/category/:slug/feed.json", async (request, reply) => {
    const category = await categoryOr404(request.params.slug, reply);
    if (!category) return reply.send("Category not found");
    const feedPath = categoryFeedPaths(category.slug).json;
    const [articles, channel] = await Promise.all([latest(category), categoryChannel(category, feedPath)]);
    return sendFeed(reply, JSON_FEED_TYPE, feedPath, JSON.stringify(jsonFeed(base, channel, articles)));
  });
}
