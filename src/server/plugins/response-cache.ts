import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import type { ContentChanges } from "../invalidation/content-version.js";
import { createAnswerStore, type StoredAnswer } from "./answer-store.js";
import { hasRepeatedHost, policyOf } from "./route-policy.js";

export interface ResponseCacheOptions {
  /** Seconds an entry may be served even when nothing changed (relative times on pages age). */
  ttlSeconds: number;
  maxEntries: number;
  maxBytes: number;
}

declare module "fastify" {
  interface FastifyRequest {
    cacheKey?: string;
    /** The content version when the request came: what its answer is kept under (answer-store put). */
    cacheVersion?: number;
  }
  interface FastifyContextConfig {
    /**
     * The query parameters a route reads (see cacheKey): its contract's query schema names them
     * (define-route.ts); a page lists its own.
     */
    queryNames?: readonly string[];
  }
}

/** A longer URL is answered but not kept: no reader's link is that long, and keys are memory too. */
const MAX_KEY_LENGTH = 2048;

/** A path with an escaped ASCII character or an empty segment is another spelling of a plainer one. */
const UNUSUAL_PATH = /%[0-7][0-9a-f]|\/\//i;

/**
 * The key an answer is kept under, the same for every spelling of one question: the path as sent, and
 * only the query parameters some route reads (`knownQuery`), sorted and encoded one way. Parameters no
 * route reads (fbclid, utm_source, a random one) do not change the answer, so they do not make a new
 * entry. Undefined, so not kept at all, for anything but a plain GET or HEAD: a long URL, an unusual
 * spelling of a path, or a parameter given twice.
 */
export function cacheKey(method: string | undefined, url: string | undefined, knownQuery: ReadonlySet<string>) {
  if ((method !== "GET" && method !== "HEAD") || !url?.startsWith("/") || url.length > MAX_KEY_LENGTH) return undefined;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (UNUSUAL_PATH.test(path) || path.includes("#")) return undefined;
  if (queryAt === -1) return path;
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(url.slice(queryAt + 1))) {
    if (!knownQuery.has(name)) continue;
    if (kept.some(([seen]) => seen === name)) return undefined;
    kept.push([name, value]);
  }
  if (kept.length === 0) return path;
  kept.sort(([a], [b]) => (a < b ? -1 : 1));
  return `${path}?${new URLSearchParams(kept)}`;
}

function writeStored(response: ServerResponse, { status, headers, body }: StoredAnswer) {
  response.writeHead(status, headers);
  response.end(body);
}

/**
 * What the cache tells the metrics (metrics.ts) about the answers it gives; nothing is told until one is set.
 */
export interface CacheCounters {
  /** An answer given from the store, by `serve` or by the onRequest hook. */
  hit(): void;
  /** A request the cache could have answered (it has a key) that no stored answer served. */
  miss(): void;
  /**
   * An answer `serve` sent itself, which Fastify never sees, so its request is counted here: the route
   * that first made it, its status, and `startedAt` (performance.now()) when serve began.
   */
  served(method: string, route: string | undefined, status: number, startedAt: number): void;
}

export interface ResponseCache {
  /**
   * Answers a GET or HEAD from the cache on Node's own request and response, before Fastify sees it
   * (app.ts puts this in front of the app): true when it did. Not while the app is closing, so that
   * Fastify answers those, ending their connection (in-flight.ts).
   */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /** How many entries it holds and the bytes they are counted at (at most PAGE_CACHE_MAX_MB). */
  usage(): { entries: number; bytes: number };
  /** Reports hits, misses and the requests `serve` answered to these counters from now on. */
  countWith(counters: CacheCounters): void;
}

declare module "fastify" {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/**
 * Keeps rendered public pages and public API answers in memory (answer-store.ts), so a front-page story
 * costs one render per change instead of one per reader. Pages are the same for everyone (nothing
 * personal is rendered on the server), so the cache does not depend on cookies. An entry dies when public
 * content changes (ContentChanges.version), when a scheduled article goes live, or after the TTL.
 *
 * Readers asking for an answer that is being rendered at that moment wait for it instead of rendering it
 * again. An entry is fixed bytes: a page keeps the CSP nonce it was rendered with (ADR 0006), so every answer
 * has an ETag (If-None-Match gets 304), and from its second reader on it is sent as stored brotli or gzip
 * instead of being compressed again for each reader.
 *
 * A stored answer is sent by `serve`, ahead of Fastify's routing, hooks and reply (ADR 0011): much of a
 * cached answer's cost was Fastify's own work around a few bytes copied from memory. It keeps every
 * header the answer was first sent with, the security headers included, so both ways send the same.
 */
export function registerResponseCache(
  app: FastifyInstance,
  changes: ContentChanges,
  options: ResponseCacheOptions,
): ResponseCache {
  const store = createAnswerStore(changes, {
    ...options,
    onCompressError: (error, key) => app.log.warn({ err: error, key }, "could not compress a cached answer"),
  });
  let closing = false;
  let counters: CacheCounters | undefined;
  app.addHook("preClose", async () => {
    closing = true;
  });

  /** Every query parameter some route reads: the rest are left out of keys (see cacheKey). */
  const knownQuery = new Set<string>();
  app.addHook("onRoute", (route) => {
    for (const name of route.config?.queryNames ?? []) knownQuery.add(name);
  });

  app.addHook("onRequest", async (request, reply) => {
    // Whether an answer may be kept is the matched route's decision, never the URL's (route-policy.ts).
    if (policyOf(request).cache !== "public") return;
    const key = cacheKey(request.method, request.url, knownQuery);
    if (!key) return;
    request.cacheKey = key;
    request.cacheVersion = changes.version;
    let entry = store.fresh(key);
    if (!entry) {
      const pending = store.pendingMiss(key);
      if (pending) {
        // A front-page story just edited: one render for everyone, not one per reader who asked meanwhile.
        // Should that answer not be kept (an error, say), each goes on to its own.
        await pending;
        entry = store.fresh(key);
      } else {
        reply.raw.once("close", store.startMiss(key));
      }
    }
    if (!entry) {
      counters?.miss();
      return;
    }
    counters?.hit();
    // Reached by app.inject() and by the readers who waited for the render above.
    const answer = store.answer(entry, request.raw);
    if (!answer) return reply.code(200).headers(entry.headers).send(entry.body);
    reply.hijack();
    writeStored(reply.raw, answer);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const key = request.cacheKey;
    if (!key || reply.statusCode !== 200 || reply.getHeader("x-cache") === "HIT") return payload;
    if (reply.hasHeader("set-cookie")) return payload;
    if (String(reply.getHeader("cache-control") ?? "").includes("no-store")) return payload;
    // Pages come as a buffer, API answers as a string; streams (files) are not kept.
    const body = typeof payload === "string" ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    if (!body) return payload;
    const entry = store.put(key, body, reply.getHeaders(), request.cacheVersion, request.routeOptions.url);
    reply.header("x-cache", "MISS").header("etag", entry.etag);
    if (entry.headers.vary) reply.header("vary", entry.headers.vary);
    if (request.headers["if-none-match"] === entry.etag) {
      reply.code(304);
      return "";
    }
    return payload;
  });

  const cache: ResponseCache = {
    serve(request, response) {
      // Left to Fastify, whose first hook refuses it (request-input.ts): a stored answer would be a 200.
      if (closing || hasRepeatedHost(request)) return false;
      // The hot path: one clock read, and only when metrics are on.
      const startedAt = counters ? performance.now() : 0;
      const key = cacheKey(request.method, request.url, knownQuery);
      const entry = key && store.fresh(key);
      const answer = entry && store.answer(entry, request);
      if (!answer) return false;
      writeStored(response, answer);
      if (counters) {
        counters.hit();
        counters.served(request.method as string, entry.route, answer.status, startedAt);
      }
      return true;
    },
    usage: () => store.usage(),
    countWith(given) {
      counters = given;
    },
  };
  app.decorate("responseCache", cache);
  return cache;
}
