import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * The response cache's memory, without the web framework (response-cache.ts adapts it to Fastify): a
 * least-recently-used map of finished answers bounded by entries and by bytes, when an answer is still
 * fresh, its brotli and gzip copies, which of them a request gets, and one answer at a time per key
 * while it is being made.
 */

export type Encoding = "br" | "gzip";

/** What makes every stored answer stale: public content changing, or a scheduled article going live. */
export interface Freshness {
  readonly version: number;
  /**
   * False while this process may miss another's change notices (invalidation/content-version.ts): nothing is served
   * from the store or kept in it then.
   */
  readonly cacheable: boolean;
  /** When the next scheduled article goes live (ms since epoch), or Infinity. */
  nextPublicationAt(): number;
}

export interface AnswerStoreOptions {
  /** Seconds an entry may be served even when nothing changed (relative times on pages age). */
  ttlSeconds: number;
  /** 0 keeps nothing. */
  maxEntries: number;
  maxBytes: number;
  /** The clock (ms since epoch); tests pass their own. */
  now?: () => number;
  /** Makes an entry's compressed copies; tests pass their own. */
  compress?: (body: Buffer) => Promise<Record<Encoding, Buffer>>;
  /** Told when making the compressed copies failed: the entry is then sent uncompressed or compressed on the spot. */
  onCompressError?: (error: unknown, key: string) => void;
}

export interface StoredEntry {
  readonly key: string;
  readonly body: Buffer;
  /**
   * What a stored answer is sent with: every header of the answer as first sent (security headers
   * included) but its length and encoding, with `x-cache: HIT` and the ETag.
   */
  readonly headers: Readonly<Record<string, string>>;
  readonly etag: string;
  /** The route pattern that made the answer (`/api/articles/:slug`), for the metrics of its hits. */
  readonly route: string | undefined;
}

interface Entry extends StoredEntry {
  /** What the entry holds besides its compressed copies: body, key, headers and bookkeeping (see entrySize). */
  bytes: number;
  version: number;
  expiresAt: number;
  /** Compressed copies, made off the event loop once the entry is read a second time. */
  encoded: Partial<Record<Encoding, Buffer>>;
  compressing: boolean;
}

/** The parts of a request a stored answer depends on (Node's IncomingMessage has them). */
export interface AnswerRequest {
  method?: string;
  headers: { "if-none-match"?: string; "accept-encoding"?: string };
}

export interface StoredAnswer {
  status: 200 | 304;
  headers: Record<string, string | number>;
  body?: Buffer;
}

export interface AnswerStore {
  /** The entry for a key if it may still be served, now the most recently used; a stale one is dropped. */
  fresh(key: string): StoredEntry | undefined;
  /**
   * The stored answer for this request: 304 when the client has it, else the body or the stored brotli
   * or gzip copy the client takes. Undefined while those copies are being made (from an entry's second
   * reader on, which starts making them): that answer is to be compressed on the spot.
   */
  answer(entry: StoredEntry, request: AnswerRequest): StoredAnswer | undefined;
  /**
   * Keeps an answer's body and headers (`headers` as the response has them: those that belong to one
   * response only are left out) under `key`, replacing any entry there, and evicts the least recently
   * used entries beyond the limits. `version` is the content version the answer was made from (read when
   * its request came): an answer made from content that changed meanwhile is never served as fresh.
   * `route` is the pattern of the route that answered, kept for the metrics of its hits.
   */
  put(
    key: string,
    body: Buffer,
    headers: Readonly<Record<string, unknown>>,
    version?: number,
    route?: string,
  ): StoredEntry;
  /** The end of a miss another request is answering now, for this one to wait for; else undefined. */
  pendingMiss(key: string): Promise<void> | undefined;
  /**
   * Marks a miss as being answered by this request: others asking for the key meanwhile get it from
   * pendingMiss. Call the returned function when the answer is done, kept or not.
   */
  startMiss(key: string): () => void;
  /** How many entries it holds and the bytes they are counted at (at most maxBytes). */
  usage(): { entries: number; bytes: number };
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
export const COMPRESS_MIN_BYTES = 1024;
/**
 * What one entry costs beyond its strings and buffers: the entry and header objects, the Map slot, the
 * buffers' own objects. Rounded up: tests/hostile/cache-memory.test.ts checks that what entries are
 * counted at is no less than the memory they keep alive.
 */
export const ENTRY_OVERHEAD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compressBoth(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

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

/** Every byte an entry keeps alive, counted against the limit (its compressed copies are added later). */
function entrySize(key: string, body: Buffer, headers: Readonly<Record<string, string>>): number {
  let size = ENTRY_OVERHEAD_BYTES + body.length + key.length * 2;
  for (const [name, value] of Object.entries(headers)) size += (name.length + value.length) * 2;
  return size;
}

/** The headers an answer is stored with: the response's own left out, Vary told about compression. */
function storedHeaders(body: Buffer, headers: Readonly<Record<string, unknown>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) kept[name] = String(value);
  }
  if (body.length >= COMPRESS_MIN_BYTES && !/accept-encoding/i.test(kept.vary ?? "")) {
    kept.vary = kept.vary ? `${kept.vary}, accept-encoding` : "accept-encoding"; // as @fastify/compress writes it
  }
  return kept;
}

/** A 200 with this body, in this encoding if any (no body for a HEAD, which still gets the length). */
function withBody(request: AnswerRequest, entry: Entry, body: Buffer, encoding?: Encoding): StoredAnswer {
  const headers: StoredAnswer["headers"] = { ...entry.headers, "content-length": body.length };
  if (encoding) headers["content-encoding"] = encoding;
  return { status: 200, headers, body: request.method === "HEAD" ? undefined : body };
}

export function createAnswerStore(freshness: Freshness, options: AnswerStoreOptions): AnswerStore {
  const now = options.now ?? Date.now;
  const compress = options.compress ?? compressBoth;
  // A Map keeps keys in insertion order, and every read sets its key again: the first key is the least
  // recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;

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
  const compressLater = (entry: Entry) => {
    entry.compressing = true;
    compress(entry.body).then(
      (encoded) => {
        if (entries.get(entry.key) !== entry) return; // replaced or evicted meanwhile
        entry.encoded = encoded;
        bytes += encoded.br.length + encoded.gzip.length;
        evictOverflow();
      },
      (error: unknown) => options.onCompressError?.(error, entry.key),
    );
  };

  /** Misses being answered now, by key: the others asking for the same answer wait for that one. */
  const answering = new Map<string, Promise<void>>();

  return {
    fresh(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const time = now();
      if (
        !freshness.cacheable ||
        entry.version !== freshness.version ||
        time >= entry.expiresAt ||
        time >= freshness.nextPublicationAt()
      ) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    answer(stored, request) {
      const entry = stored as Entry;
      if (request.headers["if-none-match"] === entry.etag) return { status: 304, headers: entry.headers };
      const encoding =
        entry.body.length >= COMPRESS_MIN_BYTES ? preferredEncoding(request.headers["accept-encoding"]) : undefined;
      if (!encoding) return withBody(request, entry, entry.body);
      const encoded = entry.encoded[encoding];
      if (encoded) return withBody(request, entry, encoded, encoding);
      if (!entry.compressing) compressLater(entry);
      return undefined;
    },

    put(key, body, responseHeaders, version = freshness.version, route?: string) {
      const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
      const headers = storedHeaders(body, responseHeaders);
      const expiresAt = Math.min(now() + options.ttlSeconds * 1000, freshness.nextPublicationAt());
      remove(key);
      const stored = { ...headers, "x-cache": "HIT", etag };
      const entry: Entry = {
        key,
        body,
        bytes: entrySize(key, body, stored),
        headers: stored,
        etag,
        route,
        version,
        expiresAt,
        encoded: {},
        compressing: false,
      };
      if (!freshness.cacheable || version !== freshness.version) return entry;
      entries.set(key, entry);
      bytes += entry.bytes;
      evictOverflow();
      return entry;
    },

    pendingMiss: (key) => answering.get(key),

    startMiss(key) {
      // Nothing is kept, so there is nothing to wait for.
      if (options.maxEntries <= 0 || !freshness.cacheable) return () => {};
      let done = () => {};
      const turn = new Promise<void>((resolve) => {
        done = resolve;
      });
      answering.set(key, turn);
      return () => {
        if (answering.get(key) === turn) answering.delete(key);
        done();
      };
    },

    usage: () => ({ entries: entries.size, bytes }),
  };
}
