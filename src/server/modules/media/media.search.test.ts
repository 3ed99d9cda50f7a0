import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { UploadedImage } from "#shared/schemas/upload.js";
import type { MediaList } from "#shared/schemas/media.js";
import { makeArticle, multipartBody, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp, type TestAppHandle } from "#tests/support/test-app.js";
import { registerStoredMedia } from "./register-stored-media.js";

/** Pictures you can find (issue 30, point 7): original names, search, one entry per picture. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a6" } })
    .png()
    .toBuffer();

/** A word no other test in this file uses, so a search finds only what the test made. */
const token = () => `tok${randomBytes(4).toString("hex")}`;

async function uploadResponse(t: TestAppHandle, payload: Buffer, contentType: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/upload/image",
    headers: { ...sameOrigin(t.cookie), "content-type": contentType },
    payload,
  });
}

async function upload(t: TestAppHandle, name: string, bytes?: Buffer): Promise<UploadedImage> {
  const body = await multipartBody([
    { field: "file", bytes: bytes ?? (await picture(24, 16)), name, type: "image/png" },
  ]);
  const response = await uploadResponse(t, body.payload, body.contentType);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as UploadedImage;
}

/** A multipart body written by hand: the file part's Content-Disposition exactly as given. */
async function rawUpload(t: TestAppHandle, disposition: string) {
  const boundary = "----onffTestBoundary";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: image/png\r\n\r\n`),
    await picture(20, 20),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return uploadResponse(t, payload, `multipart/form-data; boundary=${boundary}`);
}

async function search(t: TestAppHandle, q: string, extra = "") {
  const response = await t.app.inject({
    url: `/api/admin/media?q=${encodeURIComponent(q)}${extra}`,
    headers: { cookie: t.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MediaList;
}

const ids = (list: MediaList) => list.media.map((item) => item.id);

describe("the media library keeps each upload's own name", () => {
  const t = setupTestApp({ staff: true });

  it("answers and lists the name it was uploaded with; the stored name stays random", async () => {
    const image = await upload(t, "harbour.png");
    expect(image.originalName).toBe("harbour.png");
    expect(image.filePath).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/);
    const [listed] = (await search(t, "harbour")).media;
    expect(listed).toMatchObject({ id: image.id, originalName: "harbour.png", path: image.filePath });
  });

  it("keeps a name in any script, and cleans what is not a name: paths, control characters, length", async () => {
    expect((await upload(t, "Hamn i Visby – Gotland, å.png")).originalName).toBe("Hamn i Visby – Gotland, å.png");

    const cases: [string, string | null][] = [
      [`form-data; name="file"; filename="C:\\\\Users\\\\me\\\\quay.png"`, "quay.png"],
      [`form-data; name="file"; filename="../../etc/passwd.png"`, "passwd.png"],
      [`form-data; name="file"; filename="bell\x07 and\ttab\u202Egnp.png"`, "bell and tabgnp.png"],
      [`form-data; name="file"; filename="   "`, null],
      [`form-data; name="file"; filename=".."`, null],
      [`form-data; name="file"; filename=""`, null],
    ];
    for (const [disposition, expected] of cases) {
      const response = await rawUpload(t, disposition);
      expect(response.statusCode, `${disposition}: ${response.body}`).toBe(201);
      expect((response.json() as UploadedImage).originalName, disposition).toBe(expected);
    }

    const long = `${"a very long name ".repeat(20)}.png`;
    const cut = (await upload(t, long)).originalName!;
    expect([...cut].length).toBe(200);
    expect(cut.startsWith("a very long name a very")).toBe(true);
    expect(cut.endsWith("….png")).toBe(true);
  });

  it("shows a picture stored before names were kept under its stored name (null original name)", async () => {
    const store = t.app.services.uploads.store;
    await store.put("0123456789abcdef01234567.png", await picture(30, 30));
    await registerStoredMedia(store, t.app.services.media, { warn: () => undefined });
    const found = (await search(t, "0123456789abcdef01234567")).media;
    expect(found.map((item) => [item.path, item.originalName])).toEqual([
      ["/uploads/0123456789abcdef01234567.png", null],
    ]);
  });
});

describe("GET /api/admin/media?q=", () => {
  const t = setupTestApp({ staff: true });

  it("finds pictures by their name, case-insensitively, every word anywhere in it", async () => {
    const word = token();
    const harbour = await upload(t, `Harbour-${word}-Visby.PNG`);
    const quay = await upload(t, `quay ${word}.png`);
    await upload(t, "unrelated.png");
    expect(ids(await search(t, word.toUpperCase()))).toEqual([quay.id, harbour.id]);
    expect(ids(await search(t, `visby ${word}`))).toEqual([harbour.id]);
    expect(ids(await search(t, `  harbour   ${word} `))).toEqual([harbour.id]);
    expect((await search(t, `${word} nowhere`)).total).toBe(0);
  });

  it("finds pictures by the alt text and caption they are shown with, in an article or its Markdown", async () => {
    const [alt, caption, inBody, bodyCaption] = [token(), token(), token(), token()];
    const byAlt = await upload(t, "one.png");
    const byCaption = await upload(t, "two.png");
    const byMarkdown = await upload(t, "three.png");
    const byMarkdownTitle = await upload(t, "four.png");
    await makeArticle(t.app, { heroImage: byAlt.filePath, heroAlt: `Ferry leaving ${alt} at dawn` });
    // Linked through a rendition: the same picture.
    await makeArticle(t.app, {
      heroImage: byCaption.filePath.replace(/\.png$/, "-w800.webp"),
      heroCaption: `Photo: ${caption.toUpperCase()}`,
    });
    await makeArticle(t.app, {
      bodyFormat: "markdown",
      body: [
        "Text.",
        `![A map of ${inBody}](${byMarkdown.filePath})`,
        `![A chart](${byMarkdownTitle.filePath.replace(/\.png$/, "-w400.webp")} "Prices (in ${bodyCaption}) rise")`,
        "More text.",
      ].join("\n\n"),
    });
    expect(ids(await search(t, alt))).toEqual([byAlt.id]);
    expect(ids(await search(t, `ferry ${alt}`))).toEqual([byAlt.id]);
    expect(ids(await search(t, caption))).toEqual([byCaption.id]);
    expect(ids(await search(t, inBody))).toEqual([byMarkdown.id]);
    // A Markdown picture's title is its caption.
    expect(ids(await search(t, bodyCaption))).toEqual([byMarkdownTitle.id]);
    expect((await search(t, `chart ${inBody}`)).total).toBe(0);
    // A word in the name and another in the alt text: both found, so the picture is.
    expect(ids(await search(t, `one.png ${alt}`))).toEqual([byAlt.id]);
  });

  it("takes %, _ and \\ literally", async () => {
    const word = token();
    const percent = await upload(t, `${word} 100% sure.png`);
    const underscore = await upload(t, `${word} a_b.png`);
    const backslash = await upload(t, `${word} back\\slash.png`);
    await upload(t, `${word} 1000 sure axb.png`);
    expect(ids(await search(t, `${word} %`))).toEqual([percent.id]);
    expect(ids(await search(t, `${word} 0%`))).toEqual([percent.id]);
    expect(ids(await search(t, `${word} a_b`))).toEqual([underscore.id]);
    expect(ids(await search(t, `${word} _`))).toEqual([underscore.id]);
    // A backslash in a multipart file name ends its path: "back\slash.png" is kept as "slash.png".
    expect(backslash.originalName).toBe("slash.png");
    expect((await search(t, `${word} \\`)).total).toBe(0);
  });

  it("pages the results, and an empty q lists everything", async () => {
    const word = token();
    const made = [];
    for (const n of [1, 2, 3]) made.push(await upload(t, `${word}-${n}.png`));
    const first = await search(t, word, "&limit=2");
    expect([first.total, ids(first)]).toEqual([3, [made[2]!.id, made[1]!.id]]);
    expect(ids(await search(t, word, "&limit=2&page=2"))).toEqual([made[0]!.id]);
    const all = await search(t, "   ");
    const plain = await t.app.inject({ url: "/api/admin/media", headers: { cookie: t.cookie } });
    expect(all.total).toBe((plain.json() as MediaList).total);
  });

  it("refuses a search over 200 characters (400)", async () => {
    const response = await t.app.inject({
      url: `/api/admin/media?q=${"x".repeat(201)}`,
      headers: { cookie: t.cookie },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: "Search query must be at most 200 characters" },
    ]);
  });
});

describe("the demo's hero and thumbnail are one entry", () => {
  const t = setupTestApp({ staff: true });
  const remove = (id: number) =>
    t.app.inject({ method: "DELETE", url: `/api/admin/media/${id}`, headers: sameOrigin(t.cookie) });

  it("lists the thumbnail as a variant of its hero; an article using either keeps the entry", async () => {
    const store = t.app.services.uploads.store;
    const slug = `demo/${token()}`;
    // Found thumbnail first: it joins its hero's entry whichever is recorded first.
    await store.put(
      `${slug}-thumb.webp`,
      await sharp(await picture(40, 22))
        .webp()
        .toBuffer(),
    );
    await store.put(
      `${slug}-hero.webp`,
      await sharp(await picture(120, 68))
        .webp()
        .toBuffer(),
    );
    await registerStoredMedia(store, t.app.services.media, { warn: () => undefined });

    const word = slug.slice("demo/".length);
    const listed = await search(t, word);
    expect(listed.total).toBe(1);
    const [entry] = listed.media;
    expect(entry).toMatchObject({ path: `/uploads/${slug}-hero.webp`, width: 120, height: 68, originalName: null });
    expect(entry!.variants).toEqual([
      { path: `/uploads/${slug}-thumb.webp`, width: 40, height: 22, size: expect.any(Number) },
    ]);

    // The article shows only the thumbnail: the entry is in use, and deleting it is refused.
    const article = await makeArticle(t.app, { thumbImage: `/uploads/${slug}-thumb.webp` });
    expect((await search(t, word)).media[0]!.usedBy.map((a) => a.id)).toEqual([article.id]);
    const refused = await remove(entry!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().usedBy.map((a: { id: number }) => a.id)).toEqual([article.id]);
    expect((await t.app.inject({ url: `/uploads/${slug}-thumb.webp` })).statusCode).toBe(200);

    // Once no article uses it, deleting the entry removes both pictures and their renditions.
    await t.app.services.articles.delete(article.id);
    expect((await remove(entry!.id)).statusCode).toBe(200);
    for (const file of [`${slug}-hero.webp`, `${slug}-thumb.webp`]) {
      expect(await store.stat(file), file).toBeUndefined();
    }
    expect((await search(t, word)).total).toBe(0);
    expect(await t.app.services.media.recordedKeys()).not.toContain(`${slug}-thumb.webp`);
  });
});
