import { categoryFeedPaths, SITE_FEED_PATHS } from "../seo/seo.feeds.js";
import { fetchUpstream } from "../../upstream/upstream-fetch.js";
import type { Publication } from "./websub.repository.js";

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
  /** The scheduled publications come due since the last claim, claimed for this process (the repository's). */
  claimDuePublications: () => Promise<Publication[]>;
}

/**
 * WebSub publishing (W3C WebSub; the publish ping of PubSubHubbub 0.4, which hubs take): when articles become
 * public, the hub is told which feeds changed, one form-encoded POST `hub.mode=publish&hub.url=<feed>` per
 * feed (the site's RSS and JSON Feed and each affected category's), and fetches them itself. Pings run in
 * the background: `announce` returns at once, a failing or slow hub never fails or delays the save that
 * published, and a failure is logged. The hub is the operator's, so it is fetched as TRANSLATE_URL is
 * (upstream-fetch.ts, trusted as given, no redirects).
 */
export function createWebSubService(options: WebSubOptions) {
  const { hubUrl, timeoutMs, log } = options;
  const base = options.publicUrl.replace(/\/+$/, "");
  const pending = new Set<Promise<void>>();

  /** The feeds a set of publications changed, each once. */
  function topicsOf(publications: readonly Publication[]): string[] {
    const slugs = new Set(publications.flatMap((p) => (p.category ? [p.category.slug] : [])));
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
      log.warn(
        { err: error },
        `WebSub: the hub ${hub} did not take the ping for ${topic}: ${(error as Error).message}`,
      );
    }
  }

  const service = {
    /** Whether a hub is configured. */
    enabled: hubUrl !== undefined,

    /** Tells the hub, in the background, that the feeds of these newly public articles changed. */
    announce(publications: readonly Publication[]): void {
      if (!hubUrl || publications.length === 0) return;
      const work = Promise.all(topicsOf(publications).map((topic) => ping(hubUrl, topic))).then(() => undefined);
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },

    /**
     * Announces the scheduled publications that came due since any process last did (claimed in the
     * database, so each is announced once), and waits for the pings. Answers how many articles there were.
     */
    async announceDue(): Promise<number> {
      if (!hubUrl) return 0;
      const due = await options.claimDuePublications();
      service.announce(due);
      await service.settled();
      return due.length;
    },

    /** Settles once every ping under way has been answered or has failed (shutdown, tests). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
  return service;
}
export type WebSubService = ReturnType<typeof createWebSubService>;
