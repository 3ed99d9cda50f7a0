import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";
import type { MediaItem, MediaList } from "#shared/schemas/media.js";
import { articles } from "#server/db/schema.js";
import { makeArticle, sameOrigin, uploadImage } from "#tests/support/factories.js";
import { setupTestApp, type TestAppHandle } from "#tests/support/test-app.js";
import { MEDIA_UNAVAILABLE, MediaUnavailableError } from "./media-store.js";
import { createLocalMediaStore } from "./media-store.local.js";
import { createUploadsService } from "./uploads.service.js";
import { registerStoredMedia } from "./register-stored-media.js";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#36a" } });

const upload = (t: TestAppHandle, bytes: Buffer, name?: string, type?: string) =>
  uploadImage(t.app, t.cookie, bytes, name, type);

async function list(t: TestAppHandle, query = "") {
  const response = await t.app.inject({ url: `/api/admin/media${query}`, headers: { cookie: t.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json() as MediaList;
}

/** The library's entry for an upload (the first 100, which in these tests holds them all). */
async function entry(t: TestAppHandle, id: number): Promise<MediaItem | undefined> {
  return (await list(t, "?limit=100")).media.find((item) => item.id === id);
}

const remove = (t: TestAppHandle, id: number | string, headers: Record<string, string> = sameOrigin(t.cookie)) =>
  t.app.inject({ method: "DELETE", url: `/api/admin/media/${id}`, headers });

/** An article's body as stored, with its format: the admin form's Markdown switch, set in the database. */
async function setBody(t: TestAppHandle, id: number, body: string, bodyFormat: "text" | "markdown") {
  await t.database.db.update(articles).set({ body, bodyFormat }).where(eq(articles.id, id));
}

const usage = (article: { id: number; title: string; slug: string; published: boolean }) => ({
  id: article.id,
  title: article.title,
  slug: article.slug,
  published: article.published,
});

describe("the media library", () => {
  const t = setupTestApp({ staff: true });
  afterEach(() => vi.restoreAllMocks());

  it("records every upload: newest first, with its size, upright dimensions, type and uploader, in pages", async () => {
    const before = (await list(t)).total;
    const first = await upload(t, await picture(30, 20).png().toBuffer());
    const second = await upload(t, await picture(40, 10).jpeg().toBuffer(), "b.jpg", "image/jpeg");
    const sideways = await picture(60, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const third = await upload(t, sideways, "c.jpg", "image/jpeg");

    expect(Object.keys(third)).toEqual(["filePath", "id", "width", "height", "size", "originalName"]);
    expect([third.width, third.height]).toEqual([20, 60]);
    const stored = await t.app.inject({ url: third.filePath });
    expect(third.size).toBe(stored.rawPayload.length);

    const page = await list(t, "?limit=2");
    expect(page.total).toBe(before + 3);
    expect(page.media.map((item) => item.id)).toEqual([third.id, second.id]);
    const [newest] = page.media;
    expect(newest).toEqual({
      id: third.id,
      path: third.filePath,
      originalName: "c.jpg",
      size: third.size,
      width: 20,
      height: 60,
      contentType: "image/jpeg",
      uploadedBy: "Administrator",
      createdAt: expect.any(String),
      variants: [],
      usedBy: [],
      usedByOthers: 0,
    });
    expect(Math.abs(Date.parse(newest!.createdAt) - Date.now())).toBeLessThan(60_000);
    expect((await list(t, "?limit=2&page=2")).media[0]).toMatchObject({
      id: first.id,
      width: 30,
      height: 20,
      contentType: "image/png",
    });
  });

  it("lists the articles that show each image: hero, thumbnail, Markdown body; not a plain-text mention", async () => {
    const png = () => picture(24, 16).png().toBuffer();
    const [hero, thumb, inMarkdown, mentioned] = [
      await upload(t, await png()),
      await upload(t, await png()),
      await upload(t, await png()),
      await upload(t, await png()),
    ];
    const withHero = await makeArticle(t.app, { heroImage: hero.filePath });
    const withThumb = await makeArticle(t.app, { thumbImage: thumb.filePath, published: false });
    const markdown = await makeArticle(t.app);
    await setBody(t, markdown.id, `Before.\n\n![A chart](${inMarkdown.filePath})\n\nAfter.`, "markdown");
    const plain = await makeArticle(t.app);
    await setBody(t, plain.id, `The file ${mentioned.filePath} was discussed.`, "text");

    expect((await entry(t, hero.id))?.usedBy).toEqual([usage(withHero)]);
    expect((await entry(t, thumb.id))?.usedBy).toEqual([usage(withThumb)]);
    expect((await entry(t, thumb.id))?.usedBy[0]?.published).toBe(false);
    expect((await entry(t, inMarkdown.id))?.usedBy).toEqual([usage(markdown)]);
    expect((await entry(t, mentioned.id))?.usedBy).toEqual([]);
  });

  it("refuses a bad page (400), a stranger (401) and a cross-site delete (403)", async () => {
    const badPage = await t.app.inject({ url: "/api/admin/media?page=0", headers: { cookie: t.cookie } });
    expect([badPage.statusCode, badPage.json()]).toEqual([400, { message: "page must be a positive whole number" }]);
    const badLimit = await t.app.inject({ url: "/api/admin/media?limit=x", headers: { cookie: t.cookie } });
    expect([badLimit.statusCode, badLimit.json()]).toEqual([400, { message: "limit must be a positive whole number" }]);

    const image = await upload(t, await picture(10, 10).png().toBuffer());
    expect((await t.app.inject({ url: "/api/admin/media" })).statusCode).toBe(401);
    expect((await remove(t, image.id, sameOrigin())).statusCode).toBe(401);
    expect((await remove(t, image.id, { cookie: t.cookie, origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await remove(t, image.id, { cookie: t.cookie, "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect(await entry(t, image.id)).toBeDefined();
    expect((await t.app.inject({ url: image.filePath })).statusCode).toBe(200);
  });

  it("keeps an image an article shows: 409 with the articles, nothing removed", async () => {
    const image = await upload(t, await picture(20, 20).png().toBuffer());
    const one = await makeArticle(t.app, { heroImage: image.filePath });
    const refused = await remove(t, image.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "This image is used by 1 article and cannot be deleted",
      usedBy: [usage(one)],
      usedByOthers: 0,
    });

    const two = await makeArticle(t.app, { thumbImage: image.filePath });
    expect((await remove(t, image.id)).json()).toEqual({
      message: "This image is used by 2 articles and cannot be deleted",
      usedBy: [usage(two), usage(one)],
      usedByOthers: 0,
    });
    expect(await entry(t, image.id)).toBeDefined();
    for (const url of [image.filePath, ...RENDITION_WIDTHS.map((w) => renditionName(image.filePath, w))]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it("counts an image shown through one of its renditions as used: listed, and 409 on delete", async () => {
    const [asHero, asThumb, inMarkdown] = [
      await upload(t, await picture(30, 20).png().toBuffer()),
      await upload(t, await picture(30, 20).png().toBuffer()),
      await upload(t, await picture(30, 20).png().toBuffer()),
    ];
    const withHero = await makeArticle(t.app, { heroImage: renditionName(asHero.filePath, 800) });
    const withThumb = await makeArticle(t.app, { thumbImage: renditionName(asThumb.filePath, 400) });
    const markdown = await makeArticle(t.app);
    await setBody(t, markdown.id, `![A chart](${renditionName(inMarkdown.filePath, 1200)})`, "markdown");

    for (const [image, article] of [
      [asHero, withHero],
      [asThumb, withThumb],
      [inMarkdown, markdown],
    ] as const) {
      expect((await entry(t, image.id))?.usedBy, image.filePath).toEqual([usage(article)]);
      const refused = await remove(t, image.id);
      expect(refused.statusCode, image.filePath).toBe(409);
      expect(refused.json().usedBy).toEqual([usage(article)]);
      expect((await t.app.inject({ url: renditionName(image.filePath, 800) })).statusCode).toBe(200);
    }
  });

  it("lists an article once when it shows an image both whole and through renditions", async () => {
    const image = await upload(t, await picture(30, 20).png().toBuffer());
    const article = await makeArticle(t.app, {
      heroImage: image.filePath,
      thumbImage: renditionName(image.filePath, 400),
    });
    const body = `![a](${image.filePath})\n\n![b](${renditionName(image.filePath, 800)})`;
    await setBody(t, article.id, body, "markdown");
    expect((await entry(t, image.id))?.usedBy).toEqual([usage(article)]);
  });

  it("deletes an unused image: its row, its original and every rendition", async () => {
    const image = await upload(t, await picture(900, 600).jpeg().toBuffer(), "big.jpg", "image/jpeg");
    const files = [image.filePath, ...RENDITION_WIDTHS.map((width) => renditionName(image.filePath, width))];
    for (const url of files) expect((await t.app.inject({ url })).statusCode, url).toBe(200);

    const deleted = await remove(t, image.id);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: "Image deleted" }]);
    expect(await entry(t, image.id)).toBeUndefined();
    for (const url of files) expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    const again = await remove(t, image.id);
    expect([again.statusCode, again.json()]).toEqual([404, { message: "Image not found" }]);
  });

  it("answers 404 for an unknown id and 400 for a bad one", async () => {
    const unknown = await remove(t, 2_000_000_000);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: "Image not found" }]);
    for (const id of ["abc", "0", "-1", "1.5"]) {
      const bad = await remove(t, id);
      expect([bad.statusCode, bad.json()], id).toEqual([400, { message: "Invalid id" }]);
    }
  });

  it("answers 503 and keeps the row while the store is unavailable; deleting again finishes", async () => {
    const image = await upload(t, await picture(12, 12).png().toBuffer());
    vi.spyOn(t.app.services.uploads.store, "delete").mockRejectedValue(new MediaUnavailableError("bucket down"));
    const refused = await remove(t, image.id);
    expect([refused.statusCode, refused.json()]).toEqual([503, { message: MEDIA_UNAVAILABLE }]);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(await entry(t, image.id)).toBeDefined();

    vi.restoreAllMocks();
    expect((await remove(t, image.id)).statusCode).toBe(200);
    expect((await t.app.inject({ url: image.filePath })).statusCode).toBe(404);
  });

  it("records, once, the pictures stored before the library existed; an unreadable one is logged and skipped", async () => {
    const store = t.app.services.uploads.store;
    const bytes = await picture(50, 30).png().toBuffer();
    await store.put("demo/older-picture.png", bytes);
    await store.put("demo/older-picture-w400.webp", await picture(50, 30).webp().toBuffer());
    await store.put("broken.png", Buffer.from("not a picture at all"));
    await store.put("notes.txt", Buffer.from("not an image name"));
    const { total } = await list(t);
    const log = { warn: vi.fn() };

    expect(await registerStoredMedia(store, t.app.services.media, log)).toBe(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ file: "broken.png" });
    const after = await list(t, "?limit=100");
    expect(after.total).toBe(total + 1);
    const found = after.media.find((item) => item.path === "/uploads/demo/older-picture.png");
    expect(found).toMatchObject({ size: bytes.length, width: 50, height: 30, contentType: "image/png" });
    expect(found?.uploadedBy).toBeNull();
    expect(found?.createdAt).toBe((await store.stat("demo/older-picture.png"))?.lastModified.toISOString());

    expect(await registerStoredMedia(store, t.app.services.media, log)).toBe(0);
    expect((await list(t)).total).toBe(total + 1);
    await store.delete("broken.png");
  });
});

describe("MEDIA_PUBLIC_URL: an image linked at either address is in use", () => {
  const t = setupTestApp({ staff: true, env: { MEDIA_PUBLIC_URL: "https://media.example.test/pictures" } });

  it("counts articles linking it under MEDIA_PUBLIC_URL and at /uploads/", async () => {
    const image = await upload(t, await picture(16, 16).png().toBuffer());
    expect(image.filePath).toMatch(/^https:\/\/media\.example\.test\/pictures\/[0-9a-f]{24}\.png$/);
    const key = image.filePath.slice(image.filePath.lastIndexOf("/") + 1);
    const atCdn = await makeArticle(t.app, { heroImage: image.filePath });
    const atUploads = await makeArticle(t.app, { thumbImage: `/uploads/${key}` });
    const listed = await entry(t, image.id);
    expect(listed?.path).toBe(image.filePath);
    expect(listed?.usedBy).toEqual([usage(atUploads), usage(atCdn)]);
  });

  it("counts a rendition linked under MEDIA_PUBLIC_URL", async () => {
    const image = await upload(t, await picture(16, 16).png().toBuffer());
    const article = await makeArticle(t.app, { heroImage: renditionName(image.filePath, 1200) });
    expect((await entry(t, image.id))?.usedBy).toEqual([usage(article)]);
    expect((await remove(t, image.id)).statusCode).toBe(409);
  });
});

describe("recording an upload fails", () => {
  it("removes the stored original and renditions, and lets the error through", async () => {
    const dir = await fs.mkdtemp(path.join(process.env.ONFF_TEST_TMP!, "media-"));
    try {
      const failure = new Error("database unavailable");
      const uploads = createUploadsService(createLocalMediaStore(dir), {
        recordUpload: () => Promise.reject(failure),
      });
      await expect(uploads.storeImage(await picture(20, 20).png().toBuffer())).rejects.toBe(failure);
      expect(await fs.readdir(dir)).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
