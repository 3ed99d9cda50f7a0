import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.js";
import { type S3Server, startS3Server } from "#tests/support/s3-server.js";
import { type MediaStore, MediaUnavailableError } from "./media-store.js";
import { createS3MediaStore } from "./media-store.s3.js";
import { openMediaStore } from "./open-media-store.js";

let s3: S3Server;
let store: MediaStore;
const configWith = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...s3.env, ...env });
const warnings: string[] = [];
const log = { warn: (_error: object, message: string) => warnings.push(message) };

beforeAll(async () => {
  s3 = await startS3Server();
  store = createS3MediaStore(configWith({}).media.s3!);
});
afterAll(async () => {
  store?.close();
  await s3?.close();
});

const listed = async (of: MediaStore) => {
  const keys = new Map<string, number>();
  for await (const { key, size } of of.list()) keys.set(key, size);
  return keys;
};

describe("the S3 media store, against a real S3-compatible server", () => {
  it("stores an object and gives it back with its type, size, ETag and date", async () => {
    await store.put("demo/story-hero.webp", Buffer.from("RIFF....WEBPVP8 picture"));
    const object = await store.get("demo/story-hero.webp");
    expect(object).toBeDefined();
    expect(await text(object!.body)).toBe("RIFF....WEBPVP8 picture");
    expect(object).toMatchObject({ size: 23, contentType: "image/webp" });
    expect(object!.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(object!.lastModified.getTime()).toBeGreaterThan(Date.UTC(2020, 0, 1));
    const { body: _, ...info } = object!;
    expect(await store.stat("demo/story-hero.webp")).toEqual(info);
    expect(await store.read("demo/story-hero.webp")).toEqual(Buffer.from("RIFF....WEBPVP8 picture"));
    expect(await store.exists("demo/story-hero.webp")).toBe(true);
  });

  it("says undefined for a missing object, and refuses names that are not ours", async () => {
    expect(await store.get("never-stored.png")).toBeUndefined();
    expect(await store.stat("never-stored.png")).toBeUndefined();
    expect(await store.read("never-stored.png")).toBeUndefined();
    expect(await store.exists("never-stored.png")).toBe(false);
    expect(await store.get("../outside.png")).toBeUndefined();
    await expect(store.put(".hidden.png", Buffer.from("x"))).rejects.toThrow(/Not a storable media name/);
    await expect(store.put("a/../b.png", Buffer.from("x"))).rejects.toThrow(/Not a storable media name/);
  });

  it("lists every object with its size, and deletes", async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `list/item-${i}.png`);
    for (const key of keys) await store.put(key, Buffer.from(key));
    const all = await listed(store);
    for (const key of keys) expect(all.get(key)).toBe(key.length);
    await store.delete("list/item-0.png");
    await store.delete("list/never-there.png");
    expect((await listed(store)).has("list/item-0.png")).toBe(false);
    expect(await store.exists("list/item-1.png")).toBe(true);
  });

  it("turns an unreachable store into MediaUnavailableError, and finds its objects again afterwards", async () => {
    await store.put("outage/before.png", Buffer.from("kept"));
    await s3.stop();
    try {
      await expect(store.put("outage/during.png", Buffer.from("x"))).rejects.toBeInstanceOf(MediaUnavailableError);
      await expect(store.get("outage/before.png")).rejects.toBeInstanceOf(MediaUnavailableError);
      await expect(listed(store)).rejects.toBeInstanceOf(MediaUnavailableError);
    } finally {
      await s3.start();
    }
    expect(await store.read("outage/before.png")).toEqual(Buffer.from("kept"));
    expect(await store.exists("outage/during.png")).toBe(false);
  });
});

describe("openMediaStore: the start-up check", () => {
  it("opens a reachable bucket without a word", async () => {
    warnings.length = 0;
    const opened = await openMediaStore(configWith({}), log);
    expect(opened.kind).toBe("s3");
    expect(warnings).toEqual([]);
    opened.close();
  });

  it("stops start-up naming S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY when the store refuses the key", async () => {
    const opening = openMediaStore(configWith({ S3_ACCESS_KEY_ID: "NOT-A-KEY" }), log);
    await expect(opening).rejects.toBeInstanceOf(ConfigError);
    await expect(opening).rejects.toThrow(/S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: .*refused/);
  });

  it("stops start-up naming S3_BUCKET when the bucket does not exist", async () => {
    const opening = openMediaStore(configWith({ S3_BUCKET: "no-such-bucket" }), log);
    await expect(opening).rejects.toBeInstanceOf(ConfigError);
    await expect(opening).rejects.toThrow(/S3_BUCKET: bucket "no-such-bucket" does not exist/);
  });

  it("starts anyway when the store is unreachable, with a warning that says uploads answer 503 meanwhile", async () => {
    warnings.length = 0;
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    const opened = await openMediaStore(configWith({ S3_ENDPOINT: "http://127.0.0.1:1" }), log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /Cannot reach the S3 store for bucket "media".*ECONNREFUSED.*uploads and stored pictures answer 503/,
    );
    opened.close();
  });

  it("leaves local storage alone", async () => {
    const opened = await openMediaStore(loadConfig({ NODE_ENV: "test" }), log);
    expect(opened.kind).toBe("local");
  });
});
