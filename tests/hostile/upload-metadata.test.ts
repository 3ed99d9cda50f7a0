import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";
import { backfillRenditions } from "#server/modules/media/backfill.js";
import { createLocalMediaStore } from "#server/modules/media/media-store.local.js";
import { encodeCleanOriginal } from "#server/modules/media/clean-original.js";
import { exifCredit, readExifEntries } from "#server/modules/media/exif.js";
import { multipartBody, sameOrigin } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * Finding 5: the stored original (also the page's `<img src>`) kept its EXIF, GPS position included.
 * Photos carrying what a phone records are uploaded, then the stored bytes are read back.
 */

const t = setupTestApp({ staff: true });
let payloads = 0;
afterAll(() => {
  if (!t.built) return;
  recordHostile({
    suite: "Upload metadata (EXIF, GPS)",
    payloads,
    requests: t.traffic.requests,
    fiveHundreds: t.traffic.fiveHundreds,
  });
});

const CREDIT = { Copyright: "Copyright 2025 Karin Berg", Artist: "Karin Berg" };
const XMP_SECRET = "59,19.9N";
const COMMENT = "Taken at Storgatan 12, Umea";
const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="${XMP_SECRET}"/></rdf:RDF></x:xmpmeta>`;

/** What a phone writes: camera, date, GPS position, the credit, XMP, and "turn me 90° clockwise". */
const phoneMetadata = {
  IFD0: { Make: "Fonecorp", Model: "Fone 12 Pro", DateTime: "2025:06:01 10:15:00", ...CREDIT },
  IFD2: { DateTimeOriginal: "2025:06:01 10:15:00" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "63/1 49/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "20/1 15/1 0/1" },
};

/** A 1600 x 800 landscape stored sideways (orientation 6): shown upright it is 800 x 1600. */
const sideways = () =>
  sharp({ create: { width: 1600, height: 800, channels: 3, background: "#5a8" } })
    .withExif(phoneMetadata)
    .withMetadata({ orientation: 6 })
    .withXmp(xmp);

/** Inserts a JPEG comment (COM segment) after the SOI marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), com, Buffer.from(text, "latin1"), jpeg.subarray(2)]);
}

async function upload(bytes: Buffer, name: string, type: string, fields: Record<string, string> = {}) {
  payloads += 1;
  const { payload, contentType } = await multipartBody([
    ...Object.entries(fields).map(([field, text]) => ({ field, text })),
    { field: "file", bytes, name, type },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/upload/image",
    headers: { ...sameOrigin(t.cookie), "content-type": contentType },
    payload,
  });
}

/** Uploads, then reads the stored original back the way a reader's browser gets it. */
async function storedOriginal(bytes: Buffer, name: string, type: string, fields: Record<string, string> = {}) {
  const response = await upload(bytes, name, type, fields);
  expect(response.statusCode, response.body).toBe(201);
  const { filePath } = response.json() as { filePath: string };
  const served = await t.app.inject({ url: filePath });
  expect(served.statusCode).toBe(200);
  return { filePath, bytes: served.rawPayload, meta: await sharp(served.rawPayload, { animated: true }).metadata() };
}

const ifdsOf = (exif: Buffer | undefined) => new Set((exif ? readExifEntries(exif) : [])?.map((e) => e.ifd));

/** Nothing of what the camera recorded, anywhere in the bytes. */
function expectNoCameraTraces(bytes: Buffer) {
  for (const secret of ["Fonecorp", "Fone 12", "2025:06:01", XMP_SECRET, "GPSLatitude", COMMENT]) {
    expect(bytes.includes(secret), secret).toBe(false);
  }
}

describe("stored originals carry no camera metadata", () => {
  it("a phone JPEG (EXIF, GPS, XMP, comment, orientation 6) is stored upright with none of it", async () => {
    const input = withJpegComment(await sideways().jpeg().toBuffer(), COMMENT);
    const before = await sharp(input).metadata();
    // The test's own photo really carries all of it.
    expect(ifdsOf(before.exif)).toEqual(new Set(["IFD0", "Exif", "GPS"]));
    expect([before.orientation, Boolean(before.xmp), input.includes(COMMENT)]).toEqual([6, true, true]);

    const { filePath, bytes, meta } = await storedOriginal(input, "phone.jpg", "image/jpeg");
    expect(filePath).toMatch(/\.jpg$/);
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([800, 1600]);
    expect(meta.orientation).toBeUndefined();
    expect([meta.exif, meta.xmp, meta.iptc, meta.comments]).toEqual([undefined, undefined, undefined, undefined]);
    expect(bytes.includes("Exif\0\0")).toBe(false);
    expectNoCameraTraces(bytes);
  });

  it("keepCopyright=true keeps the EXIF Copyright and Artist, and nothing else", async () => {
    const { bytes, meta } = await storedOriginal(await sideways().jpeg().toBuffer(), "credit.jpg", "image/jpeg", {
      keepCopyright: "true",
    });
    expect([meta.width, meta.height]).toEqual([800, 1600]);
    expect(meta.orientation ?? 1).toBe(1);
    expect(exifCredit(meta.exif)).toEqual(CREDIT);
    expect(ifdsOf(meta.exif).has("GPS")).toBe(false);
    expect([meta.xmp, meta.iptc]).toEqual([undefined, undefined]);
    expectNoCameraTraces(bytes);
  });

  it("keepCopyright=false, or no field, removes the credit too; any other value is refused", async () => {
    const withoutCredit: Record<string, string>[] = [{ keepCopyright: "false" }, {}];
    for (const fields of withoutCredit) {
      const { meta } = await storedOriginal(await sideways().jpeg().toBuffer(), "x.jpg", "image/jpeg", fields);
      expect(meta.exif).toBeUndefined();
    }
    const refused = await upload(await sideways().jpeg().toBuffer(), "x.jpg", "image/jpeg", { keepCopyright: "yes" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: "keepCopyright must be true or false" });
  });

  it("PNG and WebP stay PNG and WebP, without their EXIF and XMP", async () => {
    for (const [format, name, type] of [
      ["png", "a.png", "image/png"],
      ["webp", "a.webp", "image/webp"],
    ] as const) {
      const input = await sideways()[format]().toBuffer();
      expect(Boolean((await sharp(input).metadata()).exif), format).toBe(true);
      const { bytes, meta } = await storedOriginal(input, name, type);
      expect([meta.format, meta.width, meta.height]).toEqual([format, 800, 1600]);
      expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
      expectNoCameraTraces(bytes);
    }
  });

  it("an indexed PNG stays indexed and pixel-exact", async () => {
    const input = await sharp({ create: { width: 120, height: 60, channels: 3, background: "#246" } })
      .png({ palette: true })
      .withExif(phoneMetadata)
      .toBuffer();
    const { meta, bytes } = await storedOriginal(input, "logo.png", "image/png");
    expect([meta.isPalette, meta.exif]).toEqual([true, undefined]);
    expect((await sharp(bytes).raw().toBuffer()).equals(await sharp(input).raw().toBuffer())).toBe(true);
  });

  it("an animated GIF keeps its frames and timing", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 60, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } })
      .gif({ delay: [100, 300], loop: 0 })
      .toBuffer();
    const { meta } = await storedOriginal(gif, "anim.gif", "image/gif");
    expect([meta.format, meta.pages, meta.delay, meta.width, meta.pageHeight]).toEqual(["gif", 2, [100, 300], 60, 30]);
  });

  it("a wide-gamut (Display P3) photo is converted to sRGB and tagged so", async () => {
    const input = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#f00" } })
      .withIccProfile("p3")
      .jpeg()
      .toBuffer();
    const { meta } = await storedOriginal(input, "p3.jpg", "image/jpeg");
    const description = (icc: Buffer | undefined) => icc?.toString("latin1").replace(/\0/g, "") ?? "";
    expect(description((await sharp(input).metadata()).icc)).toContain("P3");
    expect(description(meta.icc)).toContain("sRGB");
    expect(meta.exif).toBeUndefined();
  });
});

describe("pictures stored before this change are cleaned once, in the background, under the same name", () => {
  it("rewrites a stored original that carries GPS, upright, atomically, and leaves clean ones alone", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "onff-clean-"));
    const log = { warn: () => {}, info: () => {} };
    try {
      const old = withJpegComment(await sideways().jpeg().toBuffer(), COMMENT);
      await fs.writeFile(path.join(dir, "old.jpg"), old);
      // Uploaded after the change with the credit kept: clean already, and must stay as it is.
      const kept = await encodeCleanOriginal(await sideways().jpeg().toBuffer(), "jpg", {
        animated: false,
        keepCopyright: true,
      });
      await fs.writeFile(path.join(dir, "kept.jpg"), kept);
      for (const name of ["old.jpg", "kept.jpg"]) {
        for (const width of RENDITION_WIDTHS) await fs.writeFile(path.join(dir, renditionName(name, width)), "x");
      }
      payloads += 1;

      await backfillRenditions(createLocalMediaStore(dir), log);
      const cleaned = await fs.readFile(path.join(dir, "old.jpg"));
      const meta = await sharp(cleaned).metadata();
      expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(["jpeg", 800, 1600, undefined]);
      expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
      expectNoCameraTraces(cleaned);
      expect((await fs.readFile(path.join(dir, "kept.jpg"))).equals(kept)).toBe(true);
      expect((await fs.readdir(dir)).filter((name) => name.startsWith("."))).toEqual([]);

      // Once: a second start finds nothing to rewrite.
      const { mtimeMs } = await fs.stat(path.join(dir, "old.jpg"));
      await backfillRenditions(createLocalMediaStore(dir), log);
      expect((await fs.stat(path.join(dir, "old.jpg"))).mtimeMs).toBe(mtimeMs);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
