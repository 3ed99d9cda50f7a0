import fs from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MultipartPart, multipartBody, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { MALFORMED_UPLOAD } from "./uploads.routes.js";

const t = setupTestApp({ staff: true });

const MAX = 10_485_760;
const INVALID_TYPE = "Please upload an image file (PNG, JPG, GIF, etc.)";
const base = () => sharp({ create: { width: 20, height: 10, channels: 3, background: "#f00" } });

async function upload(parts: MultipartPart[], headers: Record<string, string> = sameOrigin(t.cookie)) {
  const { payload, contentType } = await multipartBody(parts);
  return t.app.inject({
    method: "POST",
    url: "/api/upload/image",
    headers: { ...headers, "content-type": contentType },
    payload,
  });
}
const file = (bytes: Buffer, name = "photo.png", type = "image/png", field = "file"): MultipartPart => ({
  field,
  bytes,
  name,
  type,
});
const storedFiles = async () => (await fs.readdir(t.config.uploadDir)).length;

describe("POST /api/upload/image: accepted images", () => {
  // `decoded`: the format sharp reads back (AVIF is a HEIF file).
  const formats = [
    { ext: "png", mime: "image/png", decoded: "png", make: () => base().png().toBuffer() },
    { ext: "jpg", mime: "image/jpeg", decoded: "jpeg", make: () => base().jpeg().toBuffer() },
    { ext: "gif", mime: "image/gif", decoded: "gif", make: () => base().gif().toBuffer() },
    { ext: "webp", mime: "image/webp", decoded: "webp", make: () => base().webp().toBuffer() },
    { ext: "avif", mime: "image/avif", decoded: "heif", make: () => base().avif().toBuffer() },
  ];

  for (const format of formats) {
    // Not byte for byte: the original is stored re-encoded in its own format, without metadata.
    it(`stores a ${format.ext} image and serves the same picture back`, async () => {
      const bytes = await format.make();
      const response = await upload([file(bytes, `picture.${format.ext}`, format.mime)]);
      expect(response.statusCode, response.body).toBe(201);
      const { filePath } = response.json();
      expect(filePath).toMatch(new RegExp(`^/uploads/[A-Za-z0-9_-]{8,}\\.${format.ext}$`));

      const served = await t.app.inject({ url: filePath });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format.decoded, 20, 10]);
      expect(served.headers["content-type"]).toContain(format.mime);
      expect(served.headers["cache-control"]).toContain("immutable");
      expect(served.headers["cache-control"]).toMatch(/max-age=(\d{7,})/);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
    });
  }

  it("decides the type by the bytes, not the name or declared type", async () => {
    const jpeg = await base().jpeg().toBuffer();
    const response = await upload([file(jpeg, "looks-like.png", "image/png")]);
    expect(response.statusCode).toBe(201);
    expect(response.json().filePath).toMatch(/\.jpg$/);
  });

  it("gives every upload its own random name", async () => {
    const png = await base().png().toBuffer();
    const a = (await upload([file(png, "same.png")])).json().filePath;
    const b = (await upload([file(png, "same.png")])).json().filePath;
    expect(a).not.toBe(b);
    expect(a).not.toContain("same");
  });

  it("accepts an image of exactly 10485760 bytes", async () => {
    const padded = Buffer.alloc(MAX);
    (await base().png().toBuffer()).copy(padded);
    const response = await upload([file(padded, "exact.png")]);
    expect(response.statusCode, response.body).toBe(201);
    // Stored re-encoded: the picture, without the padding that followed it.
    const served = await t.app.inject({ url: response.json().filePath });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(20);
    expect(served.rawPayload.length).toBeLessThan(MAX);
  });

  it("ignores extra text fields next to the file", async () => {
    const png = await base().png().toBuffer();
    expect((await upload([{ field: "alt", text: "A red box" }, file(png)])).statusCode).toBe(201);
  });
});

describe("POST /api/upload/image: refused uploads", () => {
  let before: number;
  beforeAll(async () => {
    before = await storedFiles();
  });
  afterAll(async () => {
    // Nothing refused may leave a file behind.
    expect(await storedFiles()).toBe(before);
  });

  it("refuses SVG, even declared as an image", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const response = await upload([file(svg, "logo.svg", "image/svg+xml")]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: INVALID_TYPE });
  });

  it("refuses HTML renamed to .png", async () => {
    const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    const response = await upload([file(html, "innocent.png", "image/png")]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: INVALID_TYPE });
  });

  it("refuses a truncated PNG", async () => {
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const response = await upload([file(png.subarray(0, Math.floor(png.length / 2)))]);
    expect([400, 415]).toContain(response.statusCode);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("refuses a multipart body without a boundary with 400, not a server error", async () => {
    const before = await storedFiles();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/image",
      headers: { ...sameOrigin(t.cookie), "content-type": "multipart/form-data" },
      payload: "not multipart at all",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MALFORMED_UPLOAD });
    expect(await storedFiles()).toBe(before);
  });

  it("refuses a file of 10 MB + 1 byte with 413", async () => {
    const png = await base().png().toBuffer();
    const big = Buffer.alloc(MAX + 1);
    png.copy(big);
    const response = await upload([file(big, "huge.png")]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "File must be smaller than 10MB" });
  });

  it("refuses two files in one request", async () => {
    const png = await base().png().toBuffer();
    const response = await upload([file(png, "a.png"), file(png, "b.png")]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("refuses a file in another field, or no file at all", async () => {
    const png = await base().png().toBuffer();
    for (const parts of [[file(png, "a.png", "image/png", "image")], [{ field: "file", text: "not a file" }]]) {
      const response = await upload(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("refuses a JSON body with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/image",
      headers: sameOrigin(t.cookie),
      payload: { file: "iVBORw0KGgo=" },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("requires a session and the same origin", async () => {
    const png = await base().png().toBuffer();
    expect((await upload([file(png)], {})).statusCode).toBe(401);
    expect((await upload([file(png)], { cookie: t.cookie, origin: "https://evil.example" })).statusCode).toBe(403);
  });
});

describe("GET /uploads/{name}", () => {
  it("is 404 for a file that was never uploaded", async () => {
    expect((await t.app.inject({ url: "/uploads/does-not-exist.png" })).statusCode).toBe(404);
  });

  it("does not serve files outside the upload folder", async () => {
    const response = await t.app.inject({ url: "/uploads/..%2f..%2fpackage.json" });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain("only-news-for-free");
  });
});
