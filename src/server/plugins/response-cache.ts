import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { ContentChanges } from "../content-changes.js";
import { queryNames } from "./openapi.js";
import { policyOf } from "./route-policy.js";

type Encoding = "br" | "gzip";

interface Entry {
  body: Buffer;
  /** What the entry holds besides its compressed copies: body, key, headers and bookkeeping (see entrySize). */
  bytes: number;
  /**
   * What a stored answer is sent with: every header of the answer as first sent (security headers
   * included) but its length and encoding, with `x-cache: HIT` and the ETag.
   */
  headers: Record<string, string>;
  etag: string;
  version: number;
  expiresAt: number;
  /** Compressed copies, made off the event loop once the entry is read a second time. */
  encoded: Partial<Record<Encoding, Buffer>>;
  compressing: boolean;
}

export interface ResponseCacheOptions {
  /** Seconds an entry may be served even when nothing changed (relative times on pages age). */
  ttlSeconds: number;
  maxEntries: number;
  maxBytes: number;
}

/** Headers that belong to one response, not to the answer: never stored. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
  "x-cache",
  "etag",
]);
/** Smaller answers are not worth compressing (the same threshold as @fastify/compress in app.ts). */
const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q ?? ""))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

async function compress(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}
declare module "fastify" {
  interface FastifyRequest {
    cacheKey?: string;
  }
  interface FastifyContextConfig {
    /** Query parameters a route without a documented query schema reads (pages); see cacheKey. */
    queryNames?: readonly string[];
  }
}

/** A longer URL is answered but not kept: no reader's link is that long, and keys are memory too. */
const MAX_KEY_LENGTH = 2048;
/**
 * What one entry costs beyond its strings and buffers: the entry and header objects, the Map slot, the
 * buffers' own objects. Rounded up: tests/hostile/cache-memory.test.ts checks that what entries are
 * counted at is no less than the memory they keep alive.
 */
const ENTRY_OVERHEAD_BYTES = 1024;

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

/** Every byte an entry keeps alive, counted against PAGE_CACHE_MAX_MB (its compressed copies are added later). */
function entrySize(key: string, body: Buffer, headers: Record<string, string>): number {
  let size = ENTRY_OVERHEAD_BYTES + body.length + key.length * 2;
  for (const [name, value] of Object.entries(headers)) size += (name.length + value.length) * 2;
  return size;
}

interface StoredAnswer {
  status: 200 | 304;
  headers: Record<string, string | number>;
  body?: Buffer;
}

/** A 200 with this body, in this encoding if any (no body for a HEAD, which still gets the length). */
function withBody(request: IncomingMessage, entry: Entry, body: Buffer, encoding?: Encoding): StoredAnswer {
  const headers: StoredAnswer["headers"] = { ...entry.headers, "content-length": body.length };
  if (encoding) headers["content-encoding"] = encoding;
  return { status: 200, headers, body: request.method === "HEAD" ? undefined : body };
}

function writeStored(response: ServerResponse, { status, headers, body }: StoredAnswer) {
  response.writeHead(status, headers);
  response.end(body);
}

export interface ResponseCache {
  /**
   * Answers a GET or HEAD from the cache on Node's own request and response, before Fastify sees it
   * (app.ts puts this in front of the app): true when it did. Not while the app is closing, so that
   * Fastify answers those with its 503.
   */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /** How many entries it holds and the bytes they are counted at (at most PAGE_CACHE_MAX_MB). */
  usage(): { entries: number; bytes: number };
}

declare module "fastify" {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/**
 * Keeps rendered public pages and public API answers in memory, so a front-page story costs one render
 * per change instead of one per reader. Pages are the same for everyone (nothing personal is rendered on
 * the server), so the cache does not depend on cookies. An entry dies when public content changes
 * (ContentChanges.version), when a scheduled article goes live, or after the TTL.
 *
 * Readers asking for an answer that is being rendered at that moment wait for it instead of rendering it
 * again. An entry is fixed bytes: a page keeps the CSP nonce it was rendered with (ADR 0006), so every answer
 * has an ETag (If-None-Match gets 304), and from its second reader on it is sent as stored brotli or gzip
 * instead of being compressed again for each reader.
 *
 * A stored answer is sent by `serve`, ahead of Fastify's routing, hooks and reply (ADR 0011): about half
 * of a cached answer's cost was Fastify's own work around a few bytes copied from memory. It keeps every
 * header the answer was first sent with, the security headers included, so both ways send the same.
 */
export function registerResponseCache(
  app: FastifyInstance,
  changes: ContentChanges,
  options: ResponseCacheOptions,
): ResponseCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });

  const size = (entry: Entry) => entry.bytes + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= size(entry);
    entries.delete(key);
  };
  const evictOverflow = () => {
    while (entries.size > options.maxEntries || bytes > options.maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  };
  const compressLater = (key: string, entry: Entry) => {
    entry.compressing = true;
    compress(entry.body).then(
      (encoded) => {
        if (entries.get(key) !== entry) return; // replaced or evicted meanwhile
        entry.encoded = encoded;
        bytes += encoded.br.length + encoded.gzip.length;
        evictOverflow();
      },
      (error: unknown) => app.log.warn({ err: error, key }, "could not compress a cached answer"),
    );
  };

  /** The entry for a key if it may still be served; a stale one is dropped. */
  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.version !== changes.version || now >= entry.expiresAt || now >= changes.nextPublicationAt()) {
      remove(key);
      return undefined;
    }
    // Refresh its place in the LRU order.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  /**
   * The stored answer for this request: 304 when the client has it, else the body or the stored brotli
   * or gzip copy the client takes. Undefined while those copies are being made (from an entry's second
   * reader on): that answer is compressed on the spot, by Fastify's compression.
   */
  const storedAnswer = (request: IncomingMessage, key: string, entry: Entry): StoredAnswer | undefined => {
    if (request.headers["if-none-match"] === entry.etag) return { status: 304, headers: entry.headers };
    const encoding =
      entry.body.length >= COMPRESS_MIN_BYTES ? preferredEncoding(request.headers["accept-encoding"]) : undefined;
    if (!encoding) return withBody(request, entry, entry.body);
    const encoded = entry.encoded[encoding];
    if (encoded) return withBody(request, entry, encoded, encoding);
    if (!entry.compressing) compressLater(key, entry);
    return undefined;
  };

  /** Misses being answered now, by key: the others asking for the same answer wait for that one. */
  const rendering = new Map<string, Promise<void>>();

  /** Every query parameter some route reads: the rest are left out of keys (see cacheKey). */
  const knownQuery = new Set<string>();
  app.addHook("onRoute", (route) => {
    for (const name of route.config?.queryNames ?? []) knownQuery.add(name);
    const schema = route.config?.openapi?.query;
    if (schema) for (const name of queryNames(schema)) knownQuery.add(name);
  });

  app.addHook("onRequest", async (request, reply) => {
    // Whether an answer may be kept is the matched route's decision, never the URL's (route-policy.ts).
    if (policyOf(request).cache !== "public") return;
    const key = cacheKey(request.method, request.url, knownQuery);
    if (!key) return;
    request.cacheKey = key;
    let entry = fresh(key);
    if (!entry && options.maxEntries > 0) {
      const pending = rendering.get(key);
      if (pending) {
        // A front-page story just edited: one render for everyone, not one per reader who asked meanwhile.
        // Should that answer not be kept (an error, say), each goes on to its own.
        await pending;
        entry = fresh(key);
      } else {
        let done = () => {};
        const turn = new Promise<void>((resolve) => {
          done = resolve;
        });
        rendering.set(key, turn);
        reply.raw.once("close", () => {
          if (rendering.get(key) === turn) rendering.delete(key);
          done();
        });
      }
    }
    if (!entry) return;
    // Reached by app.inject() and by the readers who waited for the render above.
    const answer = storedAnswer(request.raw, key, entry);
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
    const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = String(value);
    }
    if (body.length >= COMPRESS_MIN_BYTES && !/accept-encoding/i.test(headers.vary ?? "")) {
      headers.vary = headers.vary ? `${headers.vary}, accept-encoding` : "accept-encoding"; // as @fastify/compress writes it
    }
    const expiresAt = Math.min(Date.now() + options.ttlSeconds * 1000, changes.nextPublicationAt());
    remove(key);
    const stored = { ...headers, "x-cache": "HIT", etag };
    const entry: Entry = {
      body,
      bytes: entrySize(key, body, stored),
      headers: stored,
      etag,
      version: changes.version,
      expiresAt,
      encoded: {},
      compressing: false,
    };
    entries.set(key, entry);
    bytes += entry.bytes;
    evictOverflow();
    reply.header("x-cache", "MISS").header("etag", etag);
    if (headers.vary) reply.header("vary", headers.vary);
    if (request.headers["if-none-match"] === etag) {
      reply.code(304);
      return "";
    }
    return payload;
  });

  const cache: ResponseCache = {
    serve(request, response) {
      if (closing) return false;
      const key = cacheKey(request.method, request.url, knownQuery);
      const entry = key && fresh(key);
      const answer = entry && storedAnswer(request, key, entry);
      if (!answer) return false;
      writeStored(response, answer);
      return true;
    },
    usage: () => ({ entries: entries.size, bytes }),
  };
  app.decorate("responseCache", cache);
  return cache;
}
