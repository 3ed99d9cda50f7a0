import { categoryFeedPaths, SITE_FEED_PATHS } from "../seo/seo.feeds.js";
import type { ContentEvent } from "../../events/content-events.js";
import type { OutboxSubscriber } from "../../events/event-bus.js";
import { fetchUpstream } from "../../upstream/upstream-fetch.js";

/** A hub's answer is a status; its body is read only up to this. */
const MAX_ANSWER_BYTES = 65_536;

export interface WebSubLog {
  warn(object: { err: unknown }, message: string): void;
}

export interface WebSubOptions {
  /** WEBSUB_HUB_URL; undefined: no hub, nothing is announced. */
  hubUrl: string | undefined;
  /** PUBLIC_URL: the feeds' addresses (the topics) are made from it. */
  publicUrl: string;
  /** How long one ping may take (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  log: WebSubLog;
  /**
   * Raises the scheduled publications come due since the last claim by any process, claimed for this one
   * (events/scheduled-publications.ts); answers how many there were.
   */
  raiseDuePublications: () => Promise<number>;
}

/** One ping to deliver: the feed whose change the hub is told of. */
export interface WebSubPing {
  topic: string;
}

/**
 * WebSub publishing (W3C WebSub; the publish ping of PubSubHubbub 0.4, which hubs take): when articles become
 * public, the hub is told which feeds changed, one form-encoded POST `hub.mode=publish&hub.url=<feed>` per
 * feed (the site's RSS and JSON Feed and each affected category's), and fetches them itself. The pings are
 * content events' outbox rows (`announcements`, ADR 0028), written with the change that published and
 * delivered after it by the outbox's deliverer, so a failing or slow hub never fails or delays the save,
 * and a ping it refused is logged and tried again later. The hub is the operator's, so it is fetched as
 * TRANSLATE_URL is (upstream-fetch.ts, trusted as given, no redirects).
 */
export function createWebSubService(options: WebSubOptions) {
  const { hubUrl, timeoutMs, log } = options;
  const base = options.publicUrl.replace(/\/+$/, "");

  /** The feeds a change's publications changed, each once. */
  function topicsOf(published: readonly ContentEvent[]): string[] {
    const slugs = new Set(
      published.flatMap((e) =>
        e.type === "article.published" && e.article.categorySlug ? [e.article.categorySlug] : [],
      ),
    );
    const paths = [
      ...SITE_FEED_PATHS,
      ...[...slugs].flatMap((slug) => {
        const feeds = categoryFeedPaths(slug);
        return [feeds.rss, feeds.json];
      }),
    ];
    return paths.map((path) => `${base}${path}`);
  }

  async function ping(hub: string, topic: string): Promise<void> {
    try {
      await fetchUpstream(hub, {
        method: "POST",
        body: new URLSearchParams({ "hub.mode": "publish", "hub.url": topic }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
        maxRedirects: 0,
        trusted: true,
        redirectHosts: [],
      });
    } catch (error) {
      const message = `WebSub: the hub ${hub} did not take the ping for ${topic}: ${(error as Error).message}`;
      log.warn({ err: error }, message);
      throw new Error(message, { cause: error });
    }
  }

  /** The outbox subscriber (services.ts registers it): one ping per feed a change's publications changed. */
  const announcements: OutboxSubscriber<WebSubPing> = {
    name: "websub",
    rowsFor(events) {
      const published = events.filter((e) => e.type === "article.published");
      return hubUrl && published.length > 0 ? topicsOf(published).map((topic) => ({ topic })) : [];
    },
    async deliver({ topic }) {
      if (hubUrl) await ping(hubUrl, topic);
    },
  };

  return {
    /** Whether a hub is configured. */
    enabled: hubUrl !== undefined,
    announcements,

    /**
     * Raises the scheduled publications that came due since any process last did (claimed in the database,
     * so each is raised once; their pings are outbox rows of the same transaction). Answers how many.
     */
    async announceDue(): Promise<number> {
      return hubUrl ? options.raiseDuePublications() : 0;
    },
  };
}
export type WebSubService = ReturnType<typeof createWebSubService>;
