import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#shared/roles.js";
import type { Article } from "#shared/schemas/article.js";
import type { MediaItem, MediaList } from "#shared/schemas/media.js";
import type { UploadedImage } from "#shared/schemas/upload.js";
import { HttpError } from "#server/http-error.js";
import { articleInput, makeCategory, roleCookie, sameOrigin, uploadImage } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import { type TestApp, setupTestApp } from "../support/test-app.js";

/**
 * Issue 41, finding 3: a contributor was refused an editor's unpublished article (403), yet the media library
 * named it in `usedBy` ("EMBARGOED: CEO to resign", its slug) and `?q=` found its pictures by the article's alt
 * text and captions. The library now names, and searches through, only the articles the caller may read
 * (article-permissions.ts: contributors and authors their own, editors and administrators all); the others
 * are counted in `usedByOthers`, so an image in use still says so.
 */

const t = setupTestApp({ staff: true });
let requests = 0;
let payloads = 0;
afterAll(() =>
  recordHostile({
    suite: "Drafts through the media library (issue 41)",
    payloads,
    requests,
    fiveHundreds: t.traffic.fiveHundreds,
  }),
);

const inject: TestApp["app"]["inject"] = ((options: object) => {
  requests += 1;
  return t.app.inject(options);
}) as TestApp["app"]["inject"];

/** Words no other test uses, so a search finds only what this file made. */
const tok = randomBytes(4).toString("hex");
const SECRET_TITLE = `EMBARGOED: CEO to resign ${tok}`;
const MERGER = `merger${tok}`;
const BOARD = `boardvote${tok}`;
const SHARED = `quarterly${tok}`;
const LIVE = `livestory${tok}`;

const cookies = {} as Record<Role, string>;
const ids = {} as Record<Role, number>;
const images = {} as Record<"hero" | "body" | "mine" | "live" | "free", UploadedImage>;
let embargoed: Article;
let live: Article;
let contributorsOwn: Article;

async function upload(name: string): Promise<UploadedImage> {
  const bytes = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#a63" } })
    .png()
    .toBuffer();
  requests += 1;
  return uploadImage(t.app, t.cookie, bytes, name);
}

/** Writes an article through the API as `role`, so that it is theirs (`created_by`). */
async function write(role: Role, overrides: Record<string, unknown>): Promise<Article> {
  const categoryId = (await makeCategory(t.app)).id;
  const response = await inject({
    method: "POST",
    url: "/api/admin/articles",
    headers: sameOrigin(cookies[role]),
    payload: articleInput({ categoryId, published: false, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Article;
}

async function library(role: Role, query: string) {
  payloads += 1;
  const response = await inject({ url: `/api/admin/media${query}`, headers: { cookie: cookies[role] } });
  expect(response.statusCode, `${role} ${query}: ${response.body}`).toBe(200);
  return { body: response.body, list: response.json() as MediaList };
}

const entryOf = (list: MediaList, image: UploadedImage): MediaItem | undefined =>
  list.media.find((item) => item.id === image.id);

const named = (article: Article) => ({
  id: article.id,
  title: article.title,
  slug: article.slug,
  published: article.published,
});

beforeAll(async () => {
  for (const role of ["contributor", "author", "editor", "administrator"] as const) {
    const account = await roleCookie(t.app, role);
    cookies[role] = account.cookie;
    ids[role] = account.id;
  }
  images.hero = await upload("podium.png");
  images.body = await upload("chart.png");
  images.mine = await upload("harbour.png");
  images.live = await upload("launch.png");
  images.free = await upload("unused.png");
  // The editor's embargoed draft: its hero (alt text and caption) and a Markdown picture (alt and title).
  embargoed = await write("editor", {
    title: SECRET_TITLE,
    heroImage: images.hero.filePath,
    heroAlt: `The ${MERGER} podium`,
    heroCaption: `Before the ${SHARED} figures`,
    bodyFormat: "markdown",
    body: `The board decided.\n\n![${MERGER} chart](${images.body.filePath} "The ${BOARD}")\n\nMore.`,
  });
  // The editor's article readers can already see.
  live = await write("editor", {
    title: `Launch day ${tok}`,
    published: true,
    heroImage: images.live.filePath,
    heroAlt: `${LIVE} launch`,
  });
  // The contributor's own draft shows the embargoed story's hero too, and a picture of its own.
  contributorsOwn = await write("contributor", {
    title: `Harbour works ${tok}`,
    heroImage: images.mine.filePath,
    heroAlt: `Harbour ${SHARED} cranes`,
    bodyFormat: "markdown",
    body: `Cranes.\n\n![the podium](${images.hero.filePath})\n\nEnd.`,
  });
});

describe("Drafts through the media library (issue 41)", () => {
  it("the contributor is refused the editor's draft itself (the rule the library follows)", async () => {
    const refused = await inject({
      url: `/api/admin/preview/articles/${embargoed.id}`,
      headers: { cookie: cookies.contributor },
    });
    expect(refused.statusCode).toBe(403);
  });

  for (const role of ["contributor", "author"] as const) {
    it(`${role}: usedBy names only their own articles; the others are counted, never named`, async () => {
      const { body, list } = await library(role, "?limit=100");
      for (const secret of [SECRET_TITLE, embargoed.slug, live.title, live.slug]) expect(body).not.toContain(secret);
      // The contributor's own draft shows two of the pictures; for the author it is another writer's too.
      const own = role === "contributor" ? [named(contributorsOwn)] : [];
      expect(entryOf(list, images.hero)).toMatchObject({ usedBy: own, usedByOthers: role === "contributor" ? 1 : 2 });
      expect(entryOf(list, images.body)).toMatchObject({ usedBy: [], usedByOthers: 1 });
      expect(entryOf(list, images.live)).toMatchObject({ usedBy: [], usedByOthers: 1 });
      expect(entryOf(list, images.mine)).toMatchObject({ usedBy: own, usedByOthers: role === "contributor" ? 0 : 1 });
      expect(entryOf(list, images.free)).toMatchObject({ usedBy: [], usedByOthers: 0 });
    });

    it(`${role}: q finds nothing through another's articles' alt text or captions`, async () => {
      for (const q of [MERGER, BOARD, LIVE, `${MERGER} podium`, `${MERGER.toUpperCase()}`]) {
        const { body, list } = await library(role, `?q=${encodeURIComponent(q)}`);
        expect(list, q).toEqual({ media: [], total: 0 });
        expect(body).not.toContain(SECRET_TITLE);
      }
    });
  }

  it("contributor: q still finds their own pictures, and the pages and total count only those", async () => {
    // SHARED is in the embargoed hero's caption and in the contributor's own hero's alt text.
    const first = await library("contributor", `?q=${SHARED}&limit=1`);
    expect(first.list.total).toBe(1);
    expect(first.list.media.map((item) => item.id)).toEqual([images.mine.id]);
    expect((await library("contributor", `?q=${SHARED}&limit=1&page=2`)).list).toEqual({ media: [], total: 1 });
    // Its own Markdown picture's alt text finds the hero it shares with the draft; the draft stays unnamed.
    const podium = await library("contributor", `?q=${encodeURIComponent("the podium")}`);
    expect(podium.list.media.map((item) => item.id)).toContain(images.hero.id);
    expect(podium.body).not.toContain(SECRET_TITLE);
    // A file's own name is the library's, not an article's: found for everyone.
    expect((await library("contributor", "?q=podium.png")).list.media.map((item) => item.id)).toEqual([images.hero.id]);
  });

  for (const role of ["editor", "administrator"] as const) {
    it(`${role}: sees and finds every article, as before`, async () => {
      const { list } = await library(role, "?limit=100");
      expect(entryOf(list, images.hero)).toMatchObject({
        usedBy: [named(contributorsOwn), named(embargoed)],
        usedByOthers: 0,
      });
      expect(entryOf(list, images.live)).toMatchObject({ usedBy: [named(live)], usedByOthers: 0 });
      const found = (await library(role, `?q=${MERGER}`)).list;
      expect(found.total).toBe(2);
      expect(found.media.map((item) => item.id).sort()).toEqual([images.hero.id, images.body.id].sort());
      expect((await library(role, `?q=${SHARED}`)).list.total).toBe(2);
    });
  }

  it("deleting an image in use: the editor's 409 names the articles; the library's answer follows the caller", async () => {
    const refused = await inject({
      method: "DELETE",
      url: `/api/admin/media/${images.hero.id}`,
      headers: sameOrigin(cookies.editor),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "This image is used by 2 articles and cannot be deleted",
      usedBy: [named(contributorsOwn), named(embargoed)],
      usedByOthers: 0,
    });
    // Contributors may not delete at all (the route's role); were the service asked for one, its answer
    // would still count the draft without naming it.
    const asContributor = await inject({
      method: "DELETE",
      url: `/api/admin/media/${images.hero.id}`,
      headers: sameOrigin(cookies.contributor),
    });
    expect(asContributor.statusCode).toBe(403);
    const error = await t.app.services.media
      .delete(images.hero.id, { id: ids.contributor, role: "contributor" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(409);
    const { message, details } = error as HttpError;
    expect(message).toBe("This image is used by 2 articles and cannot be deleted");
    expect(JSON.stringify(details)).not.toContain(SECRET_TITLE);
    expect(details).toEqual({ usedBy: [named(contributorsOwn)], usedByOthers: 1 });
    expect((await library("editor", "?limit=100")).list.media.map((item) => item.id)).toContain(images.hero.id);
  });

  it("hostile searches and pages answer 200 or a clear 400, never 500, and leak nothing", async () => {
    const queries = [
      "?q=%25",
      "?q=_",
      "?q=%5C",
      "?q='",
      `?q=${encodeURIComponent(`${MERGER}%`)}`,
      `?q=${encodeURIComponent(`%${MERGER.slice(3)}`)}`,
      `?q=${encodeURIComponent(`${MERGER.slice(0, 6)}_${MERGER.slice(7)}`)}`,
      `?q=${MERGER}&q=${BOARD}`,
      `?q=${"x".repeat(5000)}`,
      "?q=%00",
      "?page=0",
      "?page=-1",
      "?limit=100000",
      "?page=1e9",
      "?limit=abc",
      "?q[]=x",
    ];
    for (const query of queries) {
      payloads += 1;
      const response = await inject({ url: `/api/admin/media${query}`, headers: { cookie: cookies.contributor } });
      expect([200, 400], `${query}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expect(response.body, query).not.toContain(SECRET_TITLE);
      expect(response.body, query).not.toContain(embargoed.slug);
      if (response.statusCode === 400) expect(response.json().message, query).toEqual(expect.any(String));
      if (response.statusCode === 200) {
        const list = response.json() as MediaList;
        for (const item of list.media) expect(item.usedBy.map((article) => article.id)).not.toContain(embargoed.id);
      }
    }
    expect(t.traffic.fiveHundreds).toBe(0);
  });
});
