import type { Article } from "#shared/schemas/article.js";
import { absolute, type FeedChannel } from "./seo.feeds.js";

/** JSON Feed's media type (version 1.1 moved to it from application/json). */
export const JSON_FEED_TYPE = "application/feed+json; charset=utf-8";

export interface JsonFeedItem {
  id: string;
  url: string;
  title: string;
  content_text: string;
  summary?: string;
  date_published?: string;
  date_modified: string;
  image?: string;
  authors: { name: string }[];
  tags?: string[];
}

export interface JsonFeed {
  version: "https://jsonfeed.org/version/1.1";
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  language: "en";
  hubs?: { type: "WebSub"; url: string }[];
  items: JsonFeedItem[];
}

/**
 * feed.json (or a category's): JSON Feed 1.1 (https://jsonfeed.org/version/1.1) with the same articles and
 * the same text as the RSS feed beside it. The excerpt is plain text, so it is `content_text` (the RSS
 * item's description is that text escaped as HTML) and the summary; an article without one has empty
 * content, as its RSS item has no description. Dates are RFC 3339; `tags` is the category.
 */
export function jsonFeed(base: string, site: FeedChannel, articles: Article[]): JsonFeed {
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: site.name,
    home_page_url: `${base}${site.homePath ?? "/"}`,
    feed_url: `${base}${site.feedPath ?? "/feed.json"}`,
    description: site.description,
    language: "en",
    ...(site.hubUrl ? { hubs: [{ type: "WebSub" as const, url: site.hubUrl }] } : {}),
    items: articles.map((a) => {
      const url = `${base}/articles/${encodeURIComponent(a.slug)}`;
      const image = a.heroImage ?? a.thumbImage;
      return {
        id: url,
        url,
        title: a.title,
        content_text: a.excerpt ?? "",
        ...(a.excerpt ? { summary: a.excerpt } : {}),
        ...(a.publishedAt ? { date_published: new Date(a.publishedAt).toISOString() } : {}),
        date_modified: new Date(a.updatedAt).toISOString(),
        ...(image ? { image: absolute(base, image) } : {}),
        authors: [{ name: a.author }],
        ...(a.category ? { tags: [a.category.name] } : {}),
      };
    }),
  };
}
