import { INTERVALS_MS } from "#shared/constants.js";
import type { Config } from "../../config.js";
import { badRequest, HttpError } from "../../http-error.js";
import type { TranslationService } from "../translation/translation.service.js";
import { decodeFeedBody, type ParsedFeedItem, parseFeed } from "./feed-parser.js";
import { snippet } from "./html-text.js";
import { isPublicAddress } from "../../upstream/ip-address.js";
import { type CacheResult, createLastGoodCache } from "../../upstream/last-good-cache.js";
import { fetchUpstream, hostAndTwin, normalizeHost, urlRefusal } from "../../upstream/upstream-fetch.js";

export const FEED_SOURCES = ["svt", "aftonbladet", "google"] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

/** An item as the widgets receive it (SPEC 3, external news item). */
export interface FeedItem {
  title: string;
  link: string;
  pubDate?: string;
  isoDate?: string;
  description?: string;
  contentSnippet?: string;
  content?: string;
  category?: string;
  categories?: string[];
  /** The Swedish text, for translated sources. */
  originalTitle?: string;
  originalDescription?: string;
}

export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 3;
/** A last good copy is served for this long after it was fetched when the upstream fails. */
export const LAST_GOOD_MS = 24 * 3_600_000;
const SNIPPET_LENGTH = 300;
const FAILURE_MESSAGE: Record<FeedSource, string> = {
  svt: "Failed to fetch news",
  aftonbladet: "Failed to fetch news",
  google: "Failed to fetch Google News",
};

export class FeedUnavailableError extends HttpError {
  constructor(
    source: FeedSource,
    readonly reason: unknown,
  ) {
    super(502, FAILURE_MESSAGE[source]);
  }
}

interface Target {
  url: URL;
  /** The operator configured exactly this URL. */
  trusted: boolean;
  redirectHosts: string[];
}

export interface FeedsServiceOptions {
  upstreams: Config["upstreams"];
  translator: TranslationService;
  /** Tests only: which resolved addresses checked hops may reach. */
  isAllowedAddress?: (address: string) => boolean;
}

export function createFeedsService(options: FeedsServiceOptions) {
  const { upstreams, translator } = options;
  const isAllowedAddress = options.isAllowedAddress ?? isPublicAddress;
  // Fetched when a reader asks and the copy is older than the interval, by each server process for
  // itself: several processes each fetching a feed every few minutes is harmless, and upstream data is
  // no content of ours that a write could change (nothing to share or invalidate across processes).
  const cache = createLastGoodCache<FeedItem[]>({ freshMs: INTERVALS_MS.feeds, staleMs: LAST_GOOD_MS, maxEntries: 50 });
  const googleInvalid = `url must be an https URL on an allowed Google News host (${upstreams.googleNewsHosts.join(", ")})`;

  function configuredTarget(raw: string, extraHosts: string[] = []): Target {
    const url = new URL(raw);
    return { url, trusted: true, redirectHosts: [...hostAndTwin(normalizeHost(url.hostname)), ...extraHosts] };
  }

  /** The configured Google News URL is trusted as given; any other must be https on an allowed host. */
  function googleTarget(raw: string | undefined): Target {
    const configured = configuredTarget(upstreams.googleNewsUrl, upstreams.googleNewsHosts);
    if (raw === undefined || raw.trim() === "") return configured;
    if (raw.length > 2048 || !URL.canParse(raw.trim())) throw badRequest(googleInvalid);
    const url = new URL(raw.trim());
    if (url.href === configured.url.href) return configured;
    const refused =
      url.protocol !== "https:" || url.port !== "" || urlRefusal(url, upstreams.googleNewsHosts, isAllowedAddress);
    if (refused) throw badRequest(googleInvalid);
    url.hash = "";
    return { url, trusted: false, redirectHosts: configured.redirectHosts };
  }

  async function load(source: FeedSource, target: Target): Promise<FeedItem[]> {
    const response = await fetchUpstream(target.url, {
      timeoutMs: upstreams.timeoutMs,
      maxBytes: FEED_MAX_BYTES,
      maxRedirects: FEED_MAX_REDIRECTS,
      trusted: target.trusted,
      redirectHosts: target.redirectHosts,
      isAllowedAddress,
      headers: {
        accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
      },
    });
    const parsed = parseFeed(decodeFeedBody(response.body, response.headers["content-type"]), response.url);
    return source === "google" ? parsed.map(plainItem) : translateItems(parsed);
  }

  /** Title, description and categories to English; the Swedish title and description are kept beside them. */
  async function translateItems(parsed: ParsedFeedItem[]): Promise<FeedItem[]> {
    const texts = parsed.flatMap((i) => [i.title === "Untitled" ? "" : i.title, i.description ?? "", ...i.categories]);
    const english = await translator.translateMany(texts);
    let at = 0;
    return parsed.map((item) => {
      const title = english[at++]!;
      const description = english[at++]!;
      const categories = item.categories.map(() => english[at++]!);
      const out: FeedItem = { ...plainItem({ ...item, categories }), title: title || item.title };
      delete out.content; // the widgets show only the translated text
      if (item.title !== "Untitled") out.originalTitle = item.title;
      if (item.description) {
        out.description = description;
        out.contentSnippet = snippet(description, SNIPPET_LENGTH);
        out.originalDescription = item.description;
      }
      return out;
    });
  }

  return {
    /** The source's items, from the cache while fresh; the last good copy (up to 24 h) when the upstream fails. */
    async get(source: FeedSource, clientUrl?: string): Promise<CacheResult<FeedItem[]>> {
      const target =
        source === "google"
          ? googleTarget(clientUrl)
          : configuredTarget(source === "svt" ? upstreams.svtUrl : upstreams.aftonbladetUrl);
      const key = source === "google" ? `google ${target.url.href}` : source;
      const freshMs = source === "google" ? INTERVALS_MS.googleNews : INTERVALS_MS.feeds;
      try {
        return await cache.get(key, () => load(source, target), freshMs);
      } catch (error) {
        throw new FeedUnavailableError(source, error);
      }
    },
    clearCache: () => cache.clear(),
  };
}
export type FeedsService = ReturnType<typeof createFeedsService>;

function plainItem(item: ParsedFeedItem): FeedItem {
  const out: FeedItem = { title: item.title, link: item.link };
  if (item.pubDate) out.pubDate = item.pubDate;
  if (item.isoDate) out.isoDate = item.isoDate;
  if (item.description) {
    out.description = item.description;
    out.contentSnippet = snippet(item.description, SNIPPET_LENGTH);
  }
  if (item.content) out.content = item.content;
  if (item.categories.length > 0) {
    out.category = item.categories[0];
    out.categories = item.categories;
  }
  return out;
}
