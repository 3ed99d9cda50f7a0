import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Article, Revision, RevisionSummary } from "#shared/schemas/article.js";
import type { UploadedImage } from "#shared/schemas/upload.js";
import { articleInput, makeCategory, multipartBody, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { FOREIGN_IMAGE } from "./articles.service.js";

/** Formatting and the hero picture's words (issue 20): bodyFormat, heroAlt, heroCaption, heroCredit. */
const t = setupTestApp({ staff: true });

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...sameOrigin(t.cookie), ...headers },
    ...(payload ? { payload: payload as object } : {}),
  });

const unique = () => Math.random().toString(36).slice(2, 8);

async function create(overrides: Record<string, unknown> = {}) {
  const category = await makeCategory(t.app);
  const payload = articleInput({ categoryId: category.id, slug: `markup-${unique()}`, published: true, ...overrides });
  const created = await send("POST", "/api/admin/articles", payload);
  expect(created.statusCode, created.body).toBe(201);
  return { article: created.json() as Article, payload };
}

const HERO_WORDS = {
  heroImage: "/uploads/0123456789abcdef01234567.jpg",
  heroAlt: "A ferry in the ice off Vaxholm",
  heroCaption: "The morning ferry could not reach the quay.",
  heroCredit: "Photo: Anna Svensson / TT",
};

describe("body format and the hero picture's words", () => {
  it("are stored, answered by the admin and public APIs, and a new article without a format is plain text", async () => {
    const { article } = await create({ bodyFormat: "markdown", body: "## Heading\n\nText.", ...HERO_WORDS });
    expect(article).toMatchObject({ bodyFormat: "markdown", ...HERO_WORDS });
    const published = await t.app.inject({ url: `/api/articles/${article.slug}` });
    expect(published.json()).toMatchObject({ bodyFormat: "markdown", ...HERO_WORDS });

    const { article: plain } = await create();
    expect(plain).toMatchObject({ bodyFormat: "text", heroAlt: null, heroCaption: null, heroCredit: null });
  });

  it("stay as they are when a save leaves them out (a client that predates them), and clear when sent empty", async () => {
    const { article, payload } = await create({ bodyFormat: "markdown", ...HERO_WORDS });
    const {
      bodyFormat: _f,
      heroAlt: _a,
      heroCaption: _c,
      heroCredit: _r,
      ...older
    } = payload as Record<string, unknown>;
    const kept = await send("PUT", `/api/admin/articles/${article.id}`, { ...older, title: "Edited" });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ title: "Edited", bodyFormat: "markdown", ...HERO_WORDS });

    const cleared = await send("PUT", `/api/admin/articles/${article.id}`, {
      ...payload,
      bodyFormat: "text",
      heroAlt: "",
      heroCaption: null,
      heroCredit: "   ",
    });
    expect(cleared.json()).toMatchObject({ bodyFormat: "text", heroAlt: null, heroCaption: null, heroCredit: null });
  });

  it.each([
    [{ bodyFormat: "html" }, "Body format must be text or markdown"],
    [{ bodyFormat: 1 }, "Body format must be text or markdown"],
    [{ heroAlt: "x".repeat(301) }, "Alt text must be at most 300 characters"],
    [{ heroCaption: "x".repeat(501) }, "Caption must be at most 500 characters"],
    [{ heroCredit: "x".repeat(201) }, "Credit must be at most 200 characters"],
    [{ heroAlt: 42 }, "Alt text must be text"],
  ])("refuses %j with 400 and its message", async (bad, message) => {
    const category = await makeCategory(t.app);
    const response = await send("POST", "/api/admin/articles", articleInput({ categoryId: category.id, ...bad }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("refuses a Markdown body that shows a picture from elsewhere, and not a plain one that names it", async () => {
    const category = await makeCategory(t.app);
    const body = "Look:\n\n![pixel](https://tracker.example/p.gif)";
    const refused = await send(
      "POST",
      "/api/admin/articles",
      articleInput({ categoryId: category.id, body, bodyFormat: "markdown" }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: FOREIGN_IMAGE });
    // Switching an existing plain article to Markdown checks its body too.
    const { article, payload } = await create({ body });
    const switched = await send("PUT", `/api/admin/articles/${article.id}`, { ...payload, bodyFormat: "markdown" });
    expect(switched.statusCode).toBe(400);
    expect(switched.json()).toEqual({ message: FOREIGN_IMAGE });
    const ours = await send("PUT", `/api/admin/articles/${article.id}`, {
      ...payload,
      bodyFormat: "markdown",
      body: "![Ours](/uploads/0123456789abcdef01234567.png)",
    });
    expect(ours.statusCode).toBe(200);
  });

  it("needs a signed-in editor (401) on our own site (403)", async () => {
    const category = await makeCategory(t.app);
    const payload = articleInput({ categoryId: category.id, bodyFormat: "markdown" });
    const stranger = await t.app.inject({ method: "POST", url: "/api/admin/articles", payload });
    expect(stranger.statusCode).toBe(401);
    const crossSite = await send("POST", "/api/admin/articles", payload, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("are kept by revisions and put back by a restore", async () => {
    const { article, payload } = await create({ bodyFormat: "markdown", ...HERO_WORDS });
    await send("PUT", `/api/admin/articles/${article.id}`, {
      ...payload,
      bodyFormat: "text",
      heroAlt: "Another picture",
      heroCaption: null,
      heroCredit: null,
    });
    const { revisions } = (await send("GET", `/api/admin/articles/${article.id}/revisions`)).json() as {
      revisions: RevisionSummary[];
    };
    const revision = (
      await send("GET", `/api/admin/articles/${article.id}/revisions/${revisions[0]!.id}`)
    ).json() as Revision;
    expect(revision).toMatchObject({ bodyFormat: "markdown", ...HERO_WORDS });
    const restored = await send("POST", `/api/admin/articles/${article.id}/revisions/${revision.id}/restore`);
    expect(restored.json()).toMatchObject({ bodyFormat: "markdown", ...HERO_WORDS });
  });
});

describe("the reader's rendered body", () => {
  const render = (slug: string) => t.app.services.articles.getPublicRendered(slug);

  it("renders Markdown on the server into safe blocks, reading time from the words a reader reads", async () => {
    const words = Array.from({ length: 150 }, (_, i) => `word${i}`).join(" ");
    const link = `[${words}](https://example.com/${"very-long-path/".repeat(40)})`;
    const { article } = await create({
      bodyFormat: "markdown",
      body: `## Heading\n\n${link}\n\n<script>alert(1)</script>\n\n${words}`,
    });
    const { rendered } = await render(article.slug);
    expect(rendered.blocks).toHaveLength(4);
    expect(rendered.blocks[0]).toEqual({ t: "h2", c: ["Heading"] });
    expect(rendered.blocks[2]).toEqual({ t: "p", c: ["<script>alert(1)</script>"] });
    // 1 + 150 + 1 + 150 words: two minutes; the link's long address is not read.
    expect(rendered.readingMinutes).toBe(2);
    expect(rendered.summary).toBe("Heading");
  });

  it.each([
    ["65,000 lines", "a\n".repeat(65_000)],
    ["65,000 open brackets", "[\n".repeat(65_000)],
    ["65,000 quote marks", "> ".repeat(65_000)],
    ["400 nested lists", Array.from({ length: 400 }, (_, i) => `${" ".repeat(i * 2)}- item`).join("\n")],
    ["130,000 stars", "*".repeat(130_000)],
    ["20,000 nested emphases", `${"*".repeat(20_000)}a${"*".repeat(20_000)}`],
  ])("saves and renders a Markdown body of %s, never answering 500", async (_name, body) => {
    const { article } = await create({ bodyFormat: "markdown", body });
    const published = await t.app.inject({ url: `/api/articles/${article.slug}` });
    expect(published.statusCode).toBe(200);
    expect(published.json().body).toBe(body.trim());
    // The reader page's data: the body rendered on the server, and sent on as JSON.
    const { rendered } = await render(article.slug);
    expect(rendered.blocks.length).toBeGreaterThan(0);
    expect(JSON.stringify(rendered).length).toBeGreaterThan(0);
  });

  it("renders plain text exactly as paragraphs, with line breaks and bare links", async () => {
    const { article } = await create({ body: "One\nline two https://svt.se/x.\n\n## Not a heading" });
    const { rendered } = await render(article.slug);
    expect(rendered.blocks).toEqual([
      {
        t: "p",
        c: ["One", { t: "br" }, "line two ", { t: "a", href: "https://svt.se/x", c: ["https://svt.se/x"] }, "."],
      },
      { t: "p", c: ["## Not a heading"] },
    ]);
    expect(rendered.summary).toBe("One line two https://svt.se/x.");
  });

  it("gives an uploaded picture in the text its renditions and, from the media library, its size", async () => {
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#468" } })
      .png()
      .toBuffer();
    const { payload, contentType } = await multipartBody([{ field: "file", bytes, name: "a.png", type: "image/png" }]);
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/upload/image",
      headers: { ...sameOrigin(t.cookie), "content-type": contentType },
      payload,
    });
    const { filePath } = uploaded.json() as UploadedImage;
    const { article } = await create({ bodyFormat: "markdown", body: `Intro.\n\n![A harbour](${filePath} "At dawn")` });
    const { rendered } = await render(article.slug);
    const base = filePath.replace(/\.png$/, "");
    expect(rendered.blocks[1]).toEqual({
      t: "figure",
      c: [
        {
          t: "img",
          src: filePath,
          alt: "A harbour",
          srcSet: `${base}-w400.webp 400w, ${base}-w800.webp 800w, ${base}-w1200.webp 1200w`,
          sizes: "(min-width: 800px) 768px, 100vw",
          width: 900,
          height: 600,
        },
        { t: "figcaption", c: ["At dawn"] },
      ],
    });
  });
});
