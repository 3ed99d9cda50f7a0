import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  type AnswerStoreOptions,
  COMPRESS_MIN_BYTES,
  createAnswerStore,
  ENTRY_OVERHEAD_BYTES,
  type Encoding,
} from "./answer-store.js";

/** Content that has not changed and no scheduled article, unless a test says otherwise. */
function freshness() {
  return {
    version: 0,
    cacheable: true,
    nextAt: Number.POSITIVE_INFINITY,
    nextPublicationAt() {
      return this.nextAt;
    },
  };
}

function storeWith(options: Partial<AnswerStoreOptions> = {}, changes = freshness()) {
  let time = 1_000_000;
  const clock = { advance: (ms: number) => (time += ms) };
  const store = createAnswerStore(changes, {
    ttlSeconds: 60,
    maxEntries: 100,
    maxBytes: 1_048_576,
    now: () => time,
    ...options,
  });
  return { store, changes, clock };
}

const json = { "content-type": "application/json; charset=utf-8" };
const small = (text: string) => Buffer.from(text);
const large = (text: string) => Buffer.from(text.repeat(COMPRESS_MIN_BYTES));
const plain = { method: "GET", headers: {} };
const accepting = (encoding: string) => ({ method: "GET", headers: { "accept-encoding": encoding } });

/** A compressor the test finishes by hand, to see the store before and after the copies exist. */
function manualCompressor() {
  const calls: { body: Buffer; finish: () => void; fail: (error: Error) => void }[] = [];
  const compress = (body: Buffer) =>
    new Promise<Record<Encoding, Buffer>>((resolve, reject) => {
      calls.push({
        body,
        finish: () => resolve({ br: zlib.brotliCompressSync(body), gzip: zlib.gzipSync(body) }),
        fail: reject,
      });
    });
  return { calls, compress };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("keeping answers", () => {
  it("stores an answer with its headers, an ETag and x-cache: HIT, without the response's own headers", () => {
    const { store } = storeWith();
    const entry = store.put("/a", small("{}"), {
      ...json,
      "content-length": 2,
      "set-cookie": "s=1",
      date: "today",
      "x-cache": "MISS",
      "x-frame-options": "SAMEORIGIN",
      absent: undefined,
    });
    expect(entry.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(entry.headers).toEqual({ ...json, "x-frame-options": "SAMEORIGIN", "x-cache": "HIT", etag: entry.etag });
    expect(store.fresh("/a")).toBe(entry);
    expect(store.fresh("/b")).toBeUndefined();
  });

  it("gives the same body the same ETag and another body another", () => {
    const { store } = storeWith();
    const one = store.put("/a", small("one"), json).etag;
    expect(store.put("/b", small("one"), json).etag).toBe(one);
    expect(store.put("/c", small("two"), json).etag).not.toBe(one);
  });

  it("says that answers worth compressing vary by Accept-Encoding, once", () => {
    const { store } = storeWith();
    expect(store.put("/small", small("{}"), json).headers.vary).toBeUndefined();
    expect(store.put("/large", large("x"), json).headers.vary).toBe("accept-encoding");
    expect(store.put("/origin", large("x"), { vary: "origin" }).headers.vary).toBe("origin, accept-encoding");
    expect(store.put("/already", large("x"), { vary: "Accept-Encoding" }).headers.vary).toBe("Accept-Encoding");
  });

  it("replaces the entry kept under the same key", () => {
    const { store } = storeWith();
    store.put("/a", small("old"), json);
    const newer = store.put("/a", small("new"), json);
    expect(store.fresh("/a")).toBe(newer);
    expect(store.usage().entries).toBe(1);
  });

  it("keeps nothing when it may hold no entries", () => {
    const { store } = storeWith({ maxEntries: 0 });
    store.put("/a", small("{}"), json);
    expect(store.fresh("/a")).toBeUndefined();
    expect(store.usage()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe("size limits", () => {
  it("counts the body, the key and headers as two bytes a character, and the bookkeeping", () => {
    const { store } = storeWith();
    const entry = store.put("/key", Buffer.alloc(500), { "content-type": "text/plain" });
    const headerChars = Object.entries(entry.headers).reduce(
      (sum, [name, value]) => sum + name.length + value.length,
      0,
    );
    expect(store.usage()).toEqual({
      entries: 1,
      bytes: ENTRY_OVERHEAD_BYTES + 500 + 2 * "/key".length + 2 * headerChars,
    });
  });

  it("evicts the least recently used entry beyond the number of entries", () => {
    const { store } = storeWith({ maxEntries: 2 });
    store.put("/a", small("a"), json);
    store.put("/b", small("b"), json);
    store.fresh("/a"); // now /b is the least recently used
    store.put("/c", small("c"), json);
    expect(store.fresh("/b")).toBeUndefined();
    expect(store.fresh("/a")?.body.toString()).toBe("a");
    expect(store.fresh("/c")?.body.toString()).toBe("c");
    expect(store.usage().entries).toBe(2);
  });

  it("evicts the least recently used entries beyond the bytes, and never holds more", () => {
    const { store } = storeWith({ maxBytes: 10_000 });
    for (let i = 0; i < 10; i++) store.put(`/${i}`, Buffer.alloc(2_000), json);
    const { entries, bytes } = store.usage();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(entries).toBe(3);
    expect(["/7", "/8", "/9"].every((key) => store.fresh(key))).toBe(true);
    expect(store.fresh("/6")).toBeUndefined();
  });

  it("does not keep an answer larger than the whole limit (the older ones are evicted first)", () => {
    const { store } = storeWith({ maxBytes: 4_000 });
    store.put("/small", Buffer.alloc(100), json);
    store.put("/huge", Buffer.alloc(5_000), json);
    expect(store.fresh("/huge")).toBeUndefined();
    expect(store.usage().bytes).toBe(0);
  });
});

describe("freshness", () => {
  it("drops every entry when public content changes", () => {
    const { store, changes } = storeWith();
    store.put("/a", small("{}"), json);
    changes.version += 1;
    expect(store.fresh("/a")).toBeUndefined();
    expect(store.usage()).toEqual({ entries: 0, bytes: 0 });
    store.put("/a", small("{}"), json);
    expect(store.fresh("/a")).toBeDefined();
  });

  it("drops an entry after its time to live", () => {
    const { store, clock } = storeWith({ ttlSeconds: 60 });
    store.put("/a", small("{}"), json);
    clock.advance(59_999);
    expect(store.fresh("/a")).toBeDefined();
    clock.advance(1);
    expect(store.fresh("/a")).toBeUndefined();
  });

  it("drops an entry when a scheduled article goes live, known when it was stored or later", () => {
    const { store, changes, clock } = storeWith();
    changes.nextAt = 1_000_000 + 5_000;
    store.put("/stored-before", small("{}"), json);
    clock.advance(4_999);
    expect(store.fresh("/stored-before")).toBeDefined();
    clock.advance(1);
    expect(store.fresh("/stored-before")).toBeUndefined();

    changes.nextAt = Number.POSITIVE_INFINITY;
    store.put("/scheduled-later", small("{}"), json);
    changes.nextAt = 0; // an article scheduled after the answer was stored, already due
    expect(store.fresh("/scheduled-later")).toBeUndefined();
  });
});

describe("answers", () => {
  it("answers 304 when the client has the entry's ETag, with the stored headers", () => {
    const { store } = storeWith();
    const entry = store.put("/a", large("x"), json);
    const answer = store.answer(entry, { method: "GET", headers: { "if-none-match": entry.etag } });
    expect(answer).toEqual({ status: 304, headers: entry.headers });
    expect(store.answer(entry, { method: "GET", headers: { "if-none-match": 'W/"old"' } })?.status).toBe(200);
  });

  it("answers the body with its length, and a HEAD with the length only", () => {
    const { store } = storeWith();
    const entry = store.put("/a", small("hello"), json);
    expect(store.answer(entry, plain)).toEqual({
      status: 200,
      headers: { ...entry.headers, "content-length": 5 },
      body: entry.body,
    });
    const head = store.answer(entry, { method: "HEAD", headers: {} });
    expect(head?.body).toBeUndefined();
    expect(head?.headers["content-length"]).toBe(5);
  });

  it("sends small answers uncompressed whatever the client takes", () => {
    const { store } = storeWith();
    const entry = store.put("/a", small("{}"), json);
    const answer = store.answer(entry, accepting("br, gzip"));
    expect(answer?.body).toBe(entry.body);
    expect(answer?.headers["content-encoding"]).toBeUndefined();
  });

  it("makes the compressed copies once, from the first reader who takes them, then sends them", async () => {
    const { calls, compress } = manualCompressor();
    const { store } = storeWith({ compress });
    const entry = store.put("/a", large("story "), json);
    expect(store.answer(entry, plain)?.body).toBe(entry.body);
    expect(calls).toHaveLength(0);

    expect(store.answer(entry, accepting("br"))).toBeUndefined();
    expect(store.answer(entry, accepting("gzip"))).toBeUndefined();
    expect(calls).toHaveLength(1);
    const before = store.usage().bytes;
    calls[0]!.finish();
    await settle();

    const br = store.answer(entry, accepting("gzip, br"))!;
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body!).equals(entry.body)).toBe(true);
    expect(br.headers["content-length"]).toBe(br.body!.length);
    const gz = store.answer(entry, accepting("gzip"))!;
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body!).equals(entry.body)).toBe(true);
    expect(store.usage().bytes).toBe(before + br.body!.length + gz.body!.length);
    expect(calls).toHaveLength(1);
  });

  it("compresses with zlib when not told otherwise", async () => {
    const { store } = storeWith();
    const entry = store.put("/a", large("story "), json);
    expect(store.answer(entry, accepting("br"))).toBeUndefined();
    for (let i = 0; i < 50 && !store.answer(entry, accepting("br")); i++) await new Promise((r) => setTimeout(r, 10));
    const answer = store.answer(entry, accepting("br"))!;
    expect(zlib.brotliDecompressSync(answer.body!).equals(entry.body)).toBe(true);
  });

  it("drops copies made for an entry replaced meanwhile, and reports a failed compression", async () => {
    const { calls, compress } = manualCompressor();
    const failures: string[] = [];
    const { store } = storeWith({ compress, onCompressError: (_error, key) => failures.push(key) });
    const old = store.put("/a", large("old "), json);
    store.answer(old, accepting("br"));
    const replacement = store.put("/a", large("new "), json);
    const bytes = store.usage().bytes;
    calls[0]!.finish();
    await settle();
    expect(store.usage().bytes).toBe(bytes);
    expect(store.answer(replacement, accepting("br"))).toBeUndefined();

    calls[1]!.fail(new Error("out of memory"));
    await settle();
    expect(failures).toEqual(["/a"]);
  });
});

describe("joining requests for the same missing answer", () => {
  it("lets later requests wait for the one answering, until it is done", async () => {
    const { store } = storeWith();
    expect(store.pendingMiss("/a")).toBeUndefined();
    const done = store.startMiss("/a");
    const pending = store.pendingMiss("/a");
    expect(pending).toBeInstanceOf(Promise);
    expect(store.pendingMiss("/b")).toBeUndefined();
    let finished = false;
    void pending!.then(() => {
      finished = true;
    });
    await settle();
    expect(finished).toBe(false);
    done();
    await settle();
    expect(finished).toBe(true);
    expect(store.pendingMiss("/a")).toBeUndefined();
  });

  it("does not let an earlier request's end clear a later one's turn", () => {
    const { store } = storeWith();
    const first = store.startMiss("/a");
    store.startMiss("/a");
    const second = store.pendingMiss("/a");
    first();
    expect(store.pendingMiss("/a")).toBe(second);
  });

  it("makes nobody wait when it keeps nothing", () => {
    const { store } = storeWith({ maxEntries: 0 });
    store.startMiss("/a");
    expect(store.pendingMiss("/a")).toBeUndefined();
  });
});
