import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { multipartBody, sameOrigin } from "../support/factories.js";
import { peakMemoryMb, recordHostile } from "../support/hostile-report.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * Hostile uploads (issue 7) beyond src/server/modules/media/uploads.routes.test.ts (which already covers
 * SVG, HTML renamed .png, a truncated PNG, 10 MB + 1 byte and two files): decompression bombs in three
 * formats, polyglots, and memory under a burst of oversized and bomb uploads.
 */

const t = setupTestApp({ staff: true });
/** Hostile files sent (the one honest image is not counted). */
let hostileUploads = 0;
afterAll(() => {
  if (!t.built) return;
  recordHostile({
    suite: "Hostile uploads",
    payloads: hostileUploads,
    requests: t.traffic.requests,
    fiveHundreds: t.traffic.fiveHundreds,
    peakMemoryMb: peakMemoryMb(),
  });
});

const MAX = 10_485_760;
const INVALID_TYPE = "Please upload an image file (PNG, JPG, GIF, etc.)";

/** A multipart body with one file in the field 'file', as a browser's FormData sends it. */
const multipart = (bytes: Buffer, name: string, type: string) => multipartBody([{ field: "file", bytes, name, type }]);

async function upload(bytes: Buffer, name = "photo.png", type = "image/png", hostile = true) {
  const { payload, contentType } = await multipart(bytes, name, type);
  return send(payload, contentType, hostile);
}

function send(payload: Buffer, contentType: string, hostile = true) {
  if (hostile) hostileUploads += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/upload/image",
    headers: { ...sameOrigin(t.cookie), "content-type": contentType },
    payload,
  });
}

/* ------------------------------------------------------------ image builders */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number, bitDepth: number, colorType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = bitDepth;
  data[9] = colorType;
  return pngChunk("IHDR", data); // compression, filter and interlace 0
}

/**
 * A real PNG bomb: 30000 x 30000 one-bit grey pixels, every row filter 0 and all zero: 112 MB of
 * scanlines deflated to about 110 kB (decoded to RGB by a naive server: 2.7 GB).
 */
function pngBomb(side = 30_000): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const rows = Buffer.alloc(row.length * side);
  const idat = zlib.deflateSync(rows, { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(side, side, 1, 0),
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A tiny real PNG whose IHDR is patched to declare width x height (with a correct CRC). */
async function patchedPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer(),
  );
  const patched = Buffer.from(png);
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(zlib.crc32(patched.subarray(12, 29)), 29);
  return patched;
}

/** A tiny real JPEG whose SOF marker is patched to declare width x height. */
async function patchedJpeg(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00f" } })
      .jpeg()
      .toBuffer(),
  );
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1]! >= 0xc0 && jpeg[i + 1]! <= 0xc2) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error("no SOF marker");
}

/** Offset just after a GIF's header, logical screen descriptor and global colour table. */
function gifBodyOffset(gif: Buffer): number {
  const flags = gif[10]!;
  return 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
}

/** A tiny real GIF whose logical screen and image descriptor declare width x height. */
async function patchedGif(width: number, height: number): Promise<Buffer> {
  const gif = Buffer.from(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f0f" } })
      .gif()
      .toBuffer(),
  );
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  const descriptor = gif.indexOf(0x2c, gifBodyOffset(gif));
  gif.writeUInt16LE(width, descriptor + 5);
  gif.writeUInt16LE(height, descriptor + 7);
  return gif;
}

/** A real GIF with a comment extension holding a script, before its image data. */
async function gifWithScriptComment(): Promise<Buffer> {
  const gif = Buffer.from(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f0f" } })
      .gif()
      .toBuffer(),
  );
  const text = Buffer.from("<script>alert(document.cookie)</script><html><body onload=alert(1)>", "latin1");
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0x00])]);
  const at = gifBodyOffset(gif);
  return Buffer.concat([gif.subarray(0, at), comment, gif.subarray(at)]);
}

const HTML = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script><img src=x onerror=alert(1)></body></html>",
);

const rssMb = () => process.memoryUsage().rss / 1_048_576;

/**
 * Counts the pixel pipelines sharp runs from now on (toBuffer, toFile: decoding and re-encoding) in this
 * process, where the app under test runs; the returned function gives the count and stops counting.
 */
function countPixelWork(): () => number {
  const spies = [vi.spyOn(sharp.prototype, "toBuffer"), vi.spyOn(sharp.prototype, "toFile")];
  return () => {
    const count = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    for (const spy of spies) spy.mockRestore();
    return count;
  };
}

/* ------------------------------------------------------------ tests */

describe("decompression bombs: refused from the header, with a clear message, without decoding", () => {
  const bombs: [string, () => Buffer | Promise<Buffer>, string, string][] = [
    ["a real PNG bomb (30000 x 30000, 112 MB of zero scanlines in ~110 kB)", () => pngBomb(), "bomb.png", "image/png"],
    [
      "a tiny PNG whose IHDR declares 30000 x 30000 (CRC fixed)",
      () => patchedPng(30_000, 30_000),
      "tiny.png",
      "image/png",
    ],
    ["a PNG declaring 2^31-1 x 2^31-1", () => patchedPng(2 ** 31 - 1, 2 ** 31 - 1), "max.png", "image/png"],
    ["a tiny JPEG whose SOF declares 65000 x 65000", () => patchedJpeg(65_000, 65_000), "tiny.jpg", "image/jpeg"],
    ["a tiny GIF declaring 65535 x 65535", () => patchedGif(65_535, 65_535), "tiny.gif", "image/gif"],
  ];

  for (const [label, make, name, type] of bombs) {
    it(`refuses ${label}`, async () => {
      const bytes = await make();
      const before = rssMb();
      const pixelWork = countPixelWork();
      const started = performance.now();
      const response = await upload(bytes, name, type);
      const ms = performance.now() - started;
      const pipelines = pixelWork();
      const grown = rssMb() - before;
      console.log(
        `bomb ${name}: ${bytes.length} bytes -> ${response.statusCode} in ${ms.toFixed(0)} ms, RSS +${grown.toFixed(0)} MB`,
      );
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const { message } = response.json() as { message: string };
      expect(message).toMatch(/image/i);
      // Decoding 900 M pixels would take seconds and gigabytes; the header alone is enough to refuse, so
      // not one pixel pipeline is started (a count, where a time limit would depend on the machine).
      expect(pipelines).toBe(0);
      expect(grown).toBeLessThan(150);
    });
  }

  it("still accepts a large but honest image (4000 x 3000)", async () => {
    const png = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const pixelWork = countPixelWork();
    const response = await upload(png, "photo.png", "image/png", false);
    expect(response.statusCode, response.body).toBe(201);
    // Decoded and re-encoded (original and renditions): the count the bombs are held to does see this work.
    expect(pixelWork()).toBeGreaterThan(0);
  });
});

describe("polyglots: refused, or stored and served only as an image with nosniff", () => {
  const served = async (response: Awaited<ReturnType<typeof upload>>, mime: string) => {
    if (response.statusCode !== 201) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect((response.json() as { message: string }).message).toEqual(expect.any(String));
      return "refused";
    }
    const { filePath } = response.json() as { filePath: string };
    expect(filePath).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp|avif)$/);
    // Whatever the browser asks for, the answer is the image type, never sniffable, never HTML.
    for (const accept of ["text/html", "*/*", "application/javascript"]) {
      const file = await t.app.inject({ url: filePath, headers: { accept } });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toMatch(new RegExp(`^${mime}(;|$)`));
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
      // The original is stored re-encoded: what rode along in comments or after the image is gone.
      expect(file.rawPayload.includes("<script>")).toBe(false);
    }
    return "served as image";
  };

  it("a valid PNG with an HTML/JS payload appended after IEND", async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    const outcome = await served(await upload(Buffer.concat([png, HTML]), "polyglot.png"), "image/png");
    console.log(`PNG + HTML polyglot: ${outcome}`);
  });

  it("a valid GIF whose comment extension is a <script>", async () => {
    const outcome = await served(await upload(await gifWithScriptComment(), "comment.gif", "image/gif"), "image/gif");
    console.log(`GIF with <script> comment: ${outcome}`);
  });

  it("a valid JPEG with HTML in a COM segment, uploaded as .html with text/html", async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#00f" } })
      .jpeg()
      .toBuffer();
    const text = HTML;
    const com = Buffer.alloc(4);
    com.writeUInt16BE(0xfffe, 0);
    com.writeUInt16BE(text.length + 2, 2);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), com, text, jpeg.subarray(2)]);
    const response = await upload(polyglot, "page.html", "text/html");
    const outcome = await served(response, "image/jpeg");
    if (response.statusCode === 201) expect((response.json() as { filePath: string }).filePath).toMatch(/\.jpg$/);
    console.log(`JPEG with HTML comment named page.html: ${outcome}`);
  });

  it("HTML behind a PNG or GIF signature (magic bytes, then a page) is refused", async () => {
    for (const magic of [PNG_SIGNATURE, Buffer.from("GIF89a", "latin1"), Buffer.from([0xff, 0xd8, 0xff, 0xe0])]) {
      const response = await upload(Buffer.concat([magic, HTML]), "x.png");
      expect(response.statusCode).toBe(415);
      expect((response.json() as { message: string }).message).toMatch(/image/i);
    }
  });

  it("an SVG with a BOM and an XML declaration, or declared as image/png, is refused", async () => {
    const svg = Buffer.from(
      '\ufeff<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    for (const [name, type] of [
      ["a.svg", "image/svg+xml"],
      ["a.png", "image/png"],
    ]) {
      const response = await upload(svg, name, type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: INVALID_TYPE });
    }
  });
});

describe("memory stays bounded under a burst of hostile uploads", () => {
  it("20 uploads of 10 MB + 1 byte at once: all 413, RSS growth well under 200 MB", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    const big = Buffer.alloc(MAX + 1);
    png.copy(big);
    // One request body reused by all 20, so the test's own buffers do not count against the server.
    const { payload, contentType } = await multipart(big, "huge.png", "image/png");
    await send(payload, contentType); // warm-up
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb());
    }, 20);
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(payload, contentType)));
    clearInterval(sampler);
    const after = rssMb();
    console.log(
      `20 x (10 MB + 1): RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} -> ${after.toFixed(0)} MB, statuses ${[
        ...new Set(responses.map((r) => r.statusCode)),
      ]}`,
    );
    for (const r of responses) {
      expect(r.statusCode).toBe(413);
      expect(r.json()).toEqual({ message: "File must be smaller than 10MB" });
    }
    expect(peak - before).toBeLessThan(200);
    expect(after - before).toBeLessThan(200);
  });

  it("20 decompression bombs at once: all refused, RSS growth well under 200 MB", async () => {
    const bomb = pngBomb();
    const { payload, contentType } = await multipart(bomb, "bomb.png", "image/png");
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb());
    }, 20);
    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(payload, contentType)));
    clearInterval(sampler);
    console.log(
      `20 bombs: ${(performance.now() - started).toFixed(0)} ms, RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB`,
    );
    for (const r of responses) expect(r.statusCode).toBe(415);
    expect(peak - before).toBeLessThan(200);
  });
});
