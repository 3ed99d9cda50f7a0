import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { multipartBody, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";
import { backfillRenditions } from "./backfill.js";
import { createLocalMediaStore } from "./media-store.local.js";

const t = setupTestApp({ staff: true });

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a6" } });

async function upload(bytes: Buffer, name = "photo.jpg", type = "image/jpeg") {
  const { payload, contentType } = await multipartBody([{ field: "file", bytes, name, type }]);
  return t.app.inject({
    method: "POST",
    url: "/api/upload/image",
    headers: { ...sameOrigin(t.cookie), "content-type": contentType },
    payload,
  });
}

/** Uploads, then fetches each rendition the way a browser would; returns their decoded metadata. */
async function uploadAndFetchRenditions(bytes: Buffer, name?: string, type?: string) {
  const response = await upload(bytes, name, type);
  expect(response.statusCode, response.body).toBe(201);
  expect(Object.keys(response.json())).toEqual(["filePath", "id", "width", "height", "size", "originalName"]);
  const { filePath } = response.json() as { filePath: string };
  const served = [];
  for (const width of RENDITION_WIDTHS) {
    const reply = await t.app.inject({ url: renditionName(filePath, width) });
    expect(reply.statusCode, `${width}w`).toBe(200);
    served.push({ width, reply, meta: await sharp(reply.rawPayload, { animated: true }).metadata() });
  }
  return { filePath, served };
}

describe("POST /api/upload/image: WebP renditions", () => {
  it("writes 400, 800 and 1200 px WebP renditions beside a large original, served immutable and nosniff", async () => {
    const original = await picture(1600, 900).jpeg().toBuffer();
    const { filePath, served } = await uploadAndFetchRenditions(original);
    expect(filePath).toMatch(/^\/uploads\/[a-f0-9]{24}\.jpg$/);
    for (const { width, reply, meta } of served) {
      expect(reply.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(reply.headers["content-type"]).toBe("image/webp");
      expect(reply.headers["cache-control"]).toContain("immutable");
      expect(reply.headers["cache-control"]).toMatch(/max-age=\d{7,}/);
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, (width * 9) / 16]);
    }
    // The original stays a JPEG of its own size, as the fallback (re-encoded without metadata: tests/hostile/upload-metadata).
    const stored = await sharp((await t.app.inject({ url: filePath })).rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["jpeg", 1600, 900]);
  });

  it("never upscales: widths above the original's hold the original's size", async () => {
    const { served } = await uploadAndFetchRenditions(await picture(1000, 500).png().toBuffer(), "a.png", "image/png");
    expect(served.map(({ meta }) => [meta.width, meta.height])).toEqual([
      [400, 200],
      [800, 400],
      [1000, 500],
    ]);
    const small = await uploadAndFetchRenditions(await picture(300, 150).png().toBuffer(), "b.png", "image/png");
    expect(small.served.map(({ meta }) => [meta.width, meta.height])).toEqual([
      [300, 150],
      [300, 150],
      [300, 150],
    ]);
  });

  it("turns a sideways camera picture upright, as browsers show the original", async () => {
    const sideways = await picture(1600, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { served } = await uploadAndFetchRenditions(sideways);
    expect(served.map(({ meta }) => [meta.width, meta.height])).toEqual([
      [400, 800],
      [800, 1600],
      [800, 1600],
    ]);
  });

  it("keeps an animated GIF animated", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 60, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } })
      .gif()
      .toBuffer();
    const { served } = await uploadAndFetchRenditions(gif, "anim.gif", "image/gif");
    for (const { meta } of served) expect([meta.format, meta.pages, meta.width]).toEqual(["webp", 2, 60]);
  });

  it("handles uploads arriving together, leaving no temporary files", async () => {
    const bytes = await Promise.all(
      [1, 2, 3].map((i) =>
        picture(900 + i, 500)
          .png()
          .toBuffer(),
      ),
    );
    const responses = await Promise.all(bytes.map((b) => upload(b, "x.png", "image/png")));
    for (const response of responses) {
      expect(response.statusCode).toBe(201);
      const name = path.basename(response.json().filePath);
      for (const width of RENDITION_WIDTHS) {
        await expect(fs.stat(path.join(t.config.uploadDir, renditionName(name, width)))).resolves.toBeTruthy();
      }
    }
    expect((await fs.readdir(t.config.uploadDir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("a refused upload leaves neither an original nor renditions", async () => {
    const before = (await fs.readdir(t.config.uploadDir)).length;
    const png = await picture(800, 400).png().toBuffer();
    const response = await upload(png.subarray(0, Math.floor(png.length / 2)), "cut.png", "image/png");
    expect(response.statusCode).toBe(415);
    expect((await fs.readdir(t.config.uploadDir)).length).toBe(before);
  });
});

describe("backfillRenditions", () => {
  it("gives stored pictures without renditions their renditions once, and skips unreadable files", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "onff-backfill-"));
    try {
      await fs.mkdir(path.join(dir, "demo"));
      await fs.writeFile(path.join(dir, "old.png"), await picture(900, 450).png().toBuffer());
      await fs.writeFile(path.join(dir, "demo", "older.webp"), await picture(500, 250).webp().toBuffer());
      await fs.writeFile(path.join(dir, "broken.jpg"), Buffer.from("not a picture at all"));
      const warnings: object[] = [];
      const log = { warn: (obj: object) => warnings.push(obj), info: () => {} };

      expect(await backfillRenditions(createLocalMediaStore(dir), log)).toBe(2);
      expect(warnings).toHaveLength(1);
      const widths = async (file: string) => (await sharp(path.join(dir, file)).metadata()).width;
      expect(await Promise.all(RENDITION_WIDTHS.map((w) => widths(renditionName("old.png", w))))).toEqual([
        400, 800, 900,
      ]);
      expect(await widths(renditionName("demo/older.webp", 1200))).toBe(500);
      // Renditions are not originals: a second run has nothing to do.
      expect(await backfillRenditions(createLocalMediaStore(dir), log)).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("opens a picture the media library knows only when one of its renditions is missing", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "onff-backfill-"));
    try {
      const sideways = await picture(900, 450).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      for (const name of ["known.jpg", "new.jpg", "known-unfinished.jpg"])
        await fs.writeFile(path.join(dir, name), sideways);
      const store = createLocalMediaStore(dir);
      const log = { warn: () => {}, info: () => {} };
      expect(await backfillRenditions(store, log)).toBe(3);
      // Put the camera metadata back: a pass that opened a picture would remove it again.
      for (const name of ["known.jpg", "new.jpg"]) await fs.writeFile(path.join(dir, name), sideways);
      await fs.rm(path.join(dir, renditionName("known-unfinished.jpg", 800)));

      expect(await backfillRenditions(store, log, new Set(["known.jpg", "known-unfinished.jpg"]))).toBe(1);
      const orientation = async (name: string) => (await sharp(path.join(dir, name)).metadata()).orientation;
      expect(await orientation("known.jpg")).toBe(6);
      expect(await orientation("new.jpg")).toBeUndefined();
      expect(await fs.stat(path.join(dir, renditionName("known-unfinished.jpg", 800)))).toBeTruthy();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
