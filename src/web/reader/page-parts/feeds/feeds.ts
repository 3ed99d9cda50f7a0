import { FEED_MAX_ITEMS, FEED_WINDOW_DAYS } from "#shared/constants.js";
import { ApiError, api } from "#web/ui/api.js";
import { createTranslationCache, type TranslationCache } from "./translation-cache.js";

export type FeedSource = "svt" | "aftonbladet";

/** One headline as the widgets show it. */
export interface FeedItem {
  title: string;
  link: string;
  /** ISO date string. */
  date: string;
  description: string;
  category: string;
}

interface RawItem {
  title?: unknown;
  link?: unknown;
  pubDate?: unknown;
  isoDate?: unknown;
  description?: unknown;
  contentSnippet?: unknown;
  content?: unknown;
  category?: unknown;
  categories?: unknown;
  originalTitle?: unknown;
  originalDescription?: unknown;
}

export const FEED_ERRORS = {
  network: "Failed to fetch news",
  format: "Invalid RSS data format",
  google: "Failed to fetch Google News",
  http: (status: number) => `HTTP error! status: ${status}`,
} as const;

const DAY_MS = 24 * 60 * 60_000;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function stripTags(value: string): string {
  return value
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function safeLink(value: unknown): string {
  const link = text(value).trim();
  return /^https?:\/\//i.test(link) ? link : "#";
}

function firstCategory(item: RawItem): string {
  if (typeof item.category === "string") return item.category;
  if (Array.isArray(item.categories)) {
    const first = item.categories.find((c) => typeof c === "string");
    return typeof first === "string" ? first : "";
  }
  return "";
}

/** The items array of a proxy answer, or the spec's 'Invalid RSS data format'. */
export function feedItemsOf(payload: unknown): RawItem[] {
  const items = (payload as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new Error(FEED_ERRORS.format);
  return items.filter((i): i is RawItem => Boolean(i) && typeof i === "object");
}

/**
 * Defaults from SPEC 3 ('Untitled', '#'), only items with a valid date from the last 7 days (SPEC 5),
 * newest first, at most 8 (SPEC 9).
 */
export function toFeedItems(raw: RawItem[], now: Date = new Date()): FeedItem[] {
  const oldest = now.getTime() - FEED_WINDOW_DAYS * DAY_MS;
  return raw
    .map((item) => {
      const when = new Date(text(item.pubDate) || text(item.isoDate));
      return {
        title: stripTags(text(item.title)) || "Untitled",
        link: safeLink(item.link),
        time: when.getTime(),
        description: stripTags(text(item.description) || text(item.contentSnippet) || text(item.content)),
        category: firstCategory(item),
      };
    })
    .filter((item) => Number.isFinite(item.time) && item.time >= oldest)
    .sort((a, b) => b.time - a.time)
    .slice(0, FEED_MAX_ITEMS)
    .map(({ time, ...item }) => ({ ...item, date: new Date(time).toISOString() }));
}

/**
 * Remembers the server's translations (original Swedish kept beside the English) and, for an item the
 * server could not translate this time, uses a translation remembered within the last 24 hours.
 */
export function applyTranslationCache(raw: RawItem[], cache: TranslationCache): RawItem[] {
  const learned: Array<[string, string]> = [];
  const result = raw.map((item) => {
    const title = text(item.title);
    const description = text(item.description) || text(item.contentSnippet);
    const originalTitle = text(item.originalTitle);
    const originalDescription = text(item.originalDescription);
    if (originalTitle && title && originalTitle !== title) learned.push([originalTitle, title]);
    if (originalDescription && description && originalDescription !== description)
      learned.push([originalDescription, description]);
    if (originalTitle) return item;
    const cachedTitle = title ? cache.lookup(title) : undefined;
    const cachedDescription = description ? cache.lookup(description) : undefined;
    if (!cachedTitle && !cachedDescription) return item;
    return {
      ...item,
      title: cachedTitle ?? item.title,
      description: cachedDescription ?? item.description,
      contentSnippet: cachedDescription ?? item.contentSnippet,
    };
  });
  cache.remember(learned);
  return result;
}

/** The proxy's JSON; a failure becomes the widget's text: an HTTP status, a broken answer or no answer. */
async function getProxy(url: string, networkError: string, httpError: (status: number) => string): Promise<unknown> {
  try {
    // no-cache: revalidate with our server rather than take a stale copy the API allows caches to keep.
    return await api(url, { cache: "no-cache" });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(httpError(error.status));
    throw new Error(error instanceof SyntaxError ? FEED_ERRORS.format : networkError);
  }
}

/** SVT or Aftonbladet through our RSS proxy (translated to English on the server). */
export async function fetchFeed(source: FeedSource, cache: TranslationCache = createTranslationCache()) {
  const payload = await getProxy(`/api/rss-proxy?source=${source}`, FEED_ERRORS.network, FEED_ERRORS.http);
  return toFeedItems(applyTranslationCache(feedItemsOf(payload), cache));
}

/** Google News (already English) through our RSS proxy, the feed URL URL-encoded. */
export async function fetchGoogleNews(feedUrl: string) {
  const payload = await getProxy(
    `/api/rss-proxy?source=google&url=${encodeURIComponent(feedUrl)}`,
    FEED_ERRORS.google,
    () => FEED_ERRORS.google,
  );
  return toFeedItems(feedItemsOf(payload));
}
