import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ContentChanges } from "../content-changes.js";
import { isStaffRoute } from "./access.js";

interface Entry {
  body: string;
  headers: Record<string, string>;
  /** None for HTML: each response carries its own CSP nonce, so a browser's copy can never be reused. */
  etag: string | undefined;
  version: number;
  expiresAt: number;
}

export interface ResponseCacheOptions {
  /** Seconds an entry may be served even when nothing changed (relative times on pages age). */
  ttlSeconds: number;
  maxEntries: number;
  maxBytes: number;
}

const KEPT_HEADERS = ["content-type", "cache-control", "cdn-cache-control", "x-robots-tag", "link", "vary"];
/** API answers that are personal, have their own upstream caches, or change state. */
const UNCACHED_API = [
  "/api/auth/",
  "/api/login",
  "/api/logout",
  "/api/stock-data/",
  "/api/rss-proxy",
  "/api/openapi.json",
];

declare module "fastify" {
  interface FastifyRequest {
    cacheKey?: string;
  }
}

function cacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = request.url;
  if (url.startsWith("/uploads/") || url.startsWith("/assets/") || isStaffRoute(url)) return undefined;
  if (UNCACHED_API.some((prefix) => url.startsWith(prefix))) return undefined;
  return url;
}

/**
 * Keeps rendered public pages and public API answers in memory, so a front-page story costs one render
 * per change instead of one per reader. Pages are the same for everyone (nothing personal is rendered on
 * the server), so the cache does not depend on cookies. An entry dies when public content changes
 * (ContentChanges.version), when a scheduled article goes live, or after the TTL. Non-HTML answers carry
 * an ETag; a matching If-None-Match gets 304.
 */
export function registerResponseCache(app: FastifyInstance, changes: ContentChanges, options: ResponseCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  app.addHook("onRequest", async (request, reply) => {
    const key = cacheKey(request);
    if (!key) return;
    request.cacheKey = key;
    const entry = entries.get(key);
    if (!entry) return;
    const now = Date.now();
    if (entry.version !== changes.version || now >= entry.expiresAt || now >= changes.nextPublicationAt()) {
      remove(key);
      return;
    }
    // Refresh its place in the LRU order.
    entries.delete(key);
    entries.set(key, entry);
    reply.headers(entry.headers).header("x-cache", "HIT");
    if (entry.etag) {
      reply.header("etag", entry.etag);
      if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
    }
    return reply.code(200).send(entry.body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const key = request.cacheKey;
    if (!key || reply.statusCode !== 200 || reply.getHeader("x-cache") === "HIT") return payload;
    if (typeof payload !== "string" || reply.hasHeader("set-cookie")) return payload;
    if (String(reply.getHeader("cache-control") ?? "").includes("no-store")) return payload;
    // A 304 would pair the browser's old page (old nonce) with a new CSP header (new nonce) and block
    // every script on it, so HTML answers get no ETag.
    const html = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    const etag = html ? undefined : `W/"${createHash("sha1").update(payload).digest("base64url")}"`;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const ttl = Math.min(Date.now() + options.ttlSeconds * 1000, changes.nextPublicationAt());
    remove(key);
    entries.set(key, { body: payload, headers, etag, version: changes.version, expiresAt: ttl });
    bytes += payload.length;
    while (entries.size > options.maxEntries || bytes > options.maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
    reply.header("x-cache", "MISS");
    if (!etag) return payload;
    reply.header("etag", etag);
    if (request.headers["if-none-match"] === etag) {
      reply.code(304);
      return "";
    }
    return payload;
  });
}
