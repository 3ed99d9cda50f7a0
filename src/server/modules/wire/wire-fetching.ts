import dns from "node:dns/promises";
import type { Config } from "../../config.js";
import { badRequest } from "../../http-error.js";
import { decodeText } from "../../upstream/decode-text.js";
import { isPublicAddress } from "../../upstream/ip-address.js";
import { fetchUpstream, hostAndTwin, normalizeHost, urlRefusal } from "../../upstream/upstream-fetch.js";
import { decodeFeedBody, type ParsedFeedItem, parseFeed } from "../feeds/feed-parser.js";
import { FEED_MAX_BYTES, FEED_MAX_REDIRECTS } from "../feeds/feeds.service.js";
import { hostsOf, type SourceRow } from "./wire.repository.js";

/**
 * Where the desk may fetch from (ADR 0003, extended by ADR 0015). A source's feed URL typed by staff is
 * checked like any client-supplied URL: http(s), no credentials, a public address at connect time, every
 * redirect hop too. The two configured sources' URLs are the operator's and trusted as given, as the
 * RSS proxy trusts them. An article page is fetched only from the feed's own host (or its www. twin) or
 * a host in the source's article hosts; its first hop is trusted only when it is on the very origin of a
 * configured feed URL, and every other hop is checked.
 */

export const ARTICLE_PAGE_MAX_BYTES = 3 * 1024 * 1024;
const ARTICLE_PAGE_MAX_REDIRECTS = 5;
const DNS_CHECK_MS = 2000;
export const PRIVATE_FEED_URL = "Feed URL may not point at a private or local address";

export interface WireFetchingOptions {
  upstreams: Config["upstreams"];
  /** Tests only: which resolved addresses checked hops may reach. */
  isAllowedAddress?: (address: string) => boolean;
}

export function createWireFetching({ upstreams, isAllowedAddress = isPublicAddress }: WireFetchingOptions) {
  const configuredUrls: Record<string, string> = { svt: upstreams.svtUrl, aftonbladet: upstreams.aftonbladetUrl };

  /** The URL the source's feed is read from: the configuration's for a configured source. */
  function feedUrlOf(source: Pick<SourceRow, "configKey" | "feedUrl">): string {
    const configured = source.configKey ? configuredUrls[source.configKey] : undefined;
    return configured ?? source.feedUrl ?? "";
  }
  const isConfigured = (source: Pick<SourceRow, "configKey">) =>
    source.configKey !== null && configuredUrls[source.configKey] !== undefined;

  return {
    feedUrlOf,
    isConfigured,
    /** The whole-call deadline of every fetch, which a timeout's words name. */
    timeoutMs: upstreams.timeoutMs,
    configuredUrl: (configKey: string | null) => (configKey ? configuredUrls[configKey] : undefined),

    /**
     * Refuses (400) a feed URL staff typed that may not be fetched: another scheme, credentials, or an
     * address that is not public, written as an address in any spelling or a name resolving to one.
     * A name that does not resolve now is accepted: the check at connect time still applies.
     */
    async checkTypedFeedUrl(raw: string): Promise<void> {
      const url = new URL(raw);
      const host = normalizeHost(url.hostname);
      const refusal = urlRefusal(url, [host], isAllowedAddress);
      if (refusal?.startsWith("URLs with credentials"))
        throw badRequest("Feed URL may not contain a user name or password");
      if (refusal) throw badRequest(PRIVATE_FEED_URL);
      const addresses = await Promise.race([
        dns.lookup(host, { all: true }).catch(() => []),
        new Promise<[]>((resolve) => setTimeout(() => resolve([]), DNS_CHECK_MS).unref()),
      ]);
      if (addresses.some((a) => !isAllowedAddress(a.address))) throw badRequest(PRIVATE_FEED_URL);
    },

    async readFeed(source: SourceRow): Promise<ParsedFeedItem[]> {
      const url = new URL(feedUrlOf(source));
      const response = await fetchUpstream(url, {
        timeoutMs: upstreams.timeoutMs,
        maxBytes: FEED_MAX_BYTES,
        maxRedirects: FEED_MAX_REDIRECTS,
        trusted: isConfigured(source),
        redirectHosts: hostAndTwin(normalizeHost(url.hostname)),
        isAllowedAddress,
        headers: {
          accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
        },
      });
      return parseFeed(decodeFeedBody(response.body, response.headers["content-type"]), response.url);
    },

    /** The HTML of an item's article page, under the rules above; throws when it may not or cannot be read. */
    async readArticlePage(source: SourceRow, pageUrl: string): Promise<{ html: string; url: string }> {
      const feedUrl = new URL(feedUrlOf(source));
      const url = new URL(pageUrl);
      const response = await fetchUpstream(url, {
        timeoutMs: upstreams.timeoutMs,
        maxBytes: ARTICLE_PAGE_MAX_BYTES,
        maxRedirects: ARTICLE_PAGE_MAX_REDIRECTS,
        trusted: isConfigured(source) && url.origin === feedUrl.origin,
        redirectHosts: [...hostAndTwin(normalizeHost(feedUrl.hostname)), ...hostsOf(source.articleHosts)],
        isAllowedAddress,
        headers: { accept: "text/html, application/xhtml+xml;q=0.9" },
      });
      const type = String(response.headers["content-type"] ?? "text/html").toLowerCase();
      if (!/text\/html|application\/xhtml\+xml/.test(type))
        throw new Error(`the page is ${type.split(";")[0]}, not HTML`);
      return { html: decodeHtml(response.body, type), url: response.url };
    },
  };
}
export type WireFetching = ReturnType<typeof createWireFetching>;

/** Decodes a page with the charset its header or its own <meta> names (UTF-8 otherwise). */
const decodeHtml = (body: Buffer, contentType: string) =>
  decodeText(body, contentType, /<meta[^>]{0,200}charset=["']?([\w-]+)/i, 2048);
