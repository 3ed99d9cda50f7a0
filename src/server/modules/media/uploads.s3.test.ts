import fs from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";
import { articleInput, makeCategory, multipartBody, sameOrigin } from "#tests/support/factories.js";
import { type S3Server, startS3Server } from "#tests/support/s3-server.js";
import { setupTestApp, type TestAppHandle } from "#tests/support/test-app.js";

// Registered before the apps: the server is up when their beforeAll builds them, and closed after them.
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

/** Two processes behind one load balancer: each its own app and database, one bucket. */
const a = setupTestApp(() => ({ env: s3.env, staff: true }));
const b = setupTestApp(() => ({ env: s3.env }));

const UNAVAILABLE = { message: "Image storage is unavailable; please try again shortly" };
const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3a6" } })
    .jpeg()
    .toBuffer();

async function upload(t: TestAppHandle, bytes: Buffer) {
  const { payload, contentType } = await multipartBody([
    { field: "file", bytes, name: "photo.jpg", type: "image/jpeg" },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/upload/image",
    headers: { ...sameOrigin(t.cookie), "content-type": contentType },
    payload,
  });
}

async function uploaded(t: TestAppHandle = a): Promise<string> {
  const response = await upload(t, await photo());
  expect(response.statusCode, response.body).toBe(201);
  return response.json().filePath;
}

function expectServedAsToday(reply: { headers: Record<string, unknown> }, type: string) {
  expect(reply.headers["content-type"]).toBe(type);
  expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(reply.headers["x-content-type-options"]).toBe("nosniff");
  expect(reply.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  expect(reply.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  expect(Date.parse(String(reply.headers["last-modified"]))).toBeGreaterThan(Date.UTC(2020, 0, 1));
}

describe("MEDIA_STORAGE=s3: uploads go to the bucket", () => {
  it("stores the original and its renditions in the bucket, none on the process's disk", async () => {
    const filePath = await uploaded();
    expect(filePath).toMatch(/^\/uploads\/[a-f0-9]{24}\.jpg$/);

    const original = await a.app.inject({ url: filePath });
    expect(original.statusCode).toBe(200);
    expectServedAsToday(original, "image/jpeg");
    expect(original.headers["content-length"]).toBe(String(original.rawPayload.length));
    const meta = await sharp(original.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1600, 900]);

    for (const width of RENDITION_WIDTHS) {
      const rendition = await a.app.inject({ url: renditionName(filePath, width) });
      expect(rendition.statusCode, `${width}w`).toBe(200);
      expectServedAsToday(rendition, "image/webp");
      expect((await sharp(rendition.rawPayload).metadata()).width).toBe(width);
    }
    const onDisk = await fs.readdir(a.config.uploadDir).catch(() => []);
    expect(onDisk).toEqual([]);
  });

  it("serves an upload made through one process from another one on the same bucket", async () => {
    const filePath = await uploaded(a);
    const fromA = await a.app.inject({ url: filePath });
    const fromB = await b.app.inject({ url: filePath });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    const rendition = await b.app.inject({ url: renditionName(filePath, 400) });
    expect(rendition.statusCode).toBe(200);
  });

  it("answers HEAD and conditional requests without the bytes", async () => {
    const filePath = await uploaded();
    const full = await a.app.inject({ url: filePath });

    const head = await a.app.inject({ method: "HEAD", url: filePath });
    expect(head.statusCode).toBe(200);
    expectServedAsToday(head, "image/jpeg");
    expect(head.headers["content-length"]).toBe(String(full.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);

    const etag = String(full.headers.etag);
    const byTag = await a.app.inject({ url: filePath, headers: { "if-none-match": etag } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    const otherTag = await a.app.inject({ url: filePath, headers: { "if-none-match": '"another"' } });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.rawPayload.equals(full.rawPayload)).toBe(true);
    const byDate = await a.app.inject({
      url: filePath,
      headers: { "if-modified-since": String(full.headers["last-modified"]) },
    });
    expect(byDate.statusCode).toBe(304);
  });

  it("answers 404, never 500, for missing objects, hidden names, other types and traversal", async () => {
    for (const url of ["/uploads/does-not-exist.png", "/uploads/.hidden.png", "/uploads/notes.txt", "/uploads/"]) {
      const reply = await a.app.inject({ url });
      expect(reply.statusCode, url).toBe(404);
    }
    const traversal = await a.app.inject({ url: "/uploads/..%2f..%2fpackage.json" });
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.statusCode).toBeLessThan(500);
    expect(traversal.body).not.toContain("only-news-for-free");
  });
});

describe("MEDIA_STORAGE=s3: the store goes down", () => {
  it("answers an upload 503 with a clear message, and keeps every earlier picture", async () => {
    const before = await uploaded();
    const bytesBefore = (await a.app.inject({ url: before })).rawPayload;
    await s3.stop();
    try {
      const refused = await upload(a, await photo());
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(UNAVAILABLE);
      expect(refused.headers["retry-after"]).toBe("5");
      // Readers of a picture meanwhile are told the same, not a 500.
      const reading = await b.app.inject({ url: before });
      expect(reading.statusCode).toBe(503);
      expect(reading.json()).toEqual(UNAVAILABLE);
      expect(reading.headers["cache-control"]).toBe("no-store");
    } finally {
      await s3.start();
    }
    const after = await b.app.inject({ url: before });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(bytesBefore)).toBe(true);
    for (const width of RENDITION_WIDTHS) {
      expect((await a.app.inject({ url: renditionName(before, width) })).statusCode).toBe(200);
    }
    // And uploads work again.
    await uploaded();
  });
});

describe("MEDIA_PUBLIC_URL: pictures linked at a CDN or the bucket", () => {
  const cdn = setupTestApp(() => ({
    env: { ...s3.env, MEDIA_PUBLIC_URL: "http://media.example.test/" },
    staff: true,
    build: {
      extend: (app) => {
        app.get("/html-probe", (_request, reply) => reply.type("text/html").send("<p>probe</p>"));
      },
    },
  }));

  it("links a new upload at MEDIA_PUBLIC_URL; the same picture is still served at /uploads/", async () => {
    const filePath = await uploaded(cdn);
    const match = /^http:\/\/media\.example\.test\/([a-f0-9]{24}\.jpg)$/.exec(filePath);
    expect(match, filePath).not.toBeNull();
    const served = await b.app.inject({ url: `/uploads/${match![1]}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
  });

  it("is accepted as an article's picture, and allowed by the pages' Content-Security-Policy", async () => {
    const filePath = await uploaded(cdn);
    const category = await makeCategory(cdn.app);
    const saved = await cdn.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: sameOrigin(cdn.cookie),
      payload: articleInput({ categoryId: category.id, heroImage: filePath, thumbImage: filePath }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().heroImage).toBe(filePath);

    const page = await cdn.app.inject({ url: "/html-probe" });
    const imgSrc = String(page.headers["content-security-policy"])
      .split(";")
      .find((directive) => directive.trim().startsWith("img-src"));
    expect(imgSrc).toContain("http://media.example.test");
  });
});
