import { describe, expect, it } from "vitest";
import { ALT_PLACEHOLDER, isPlaceholderAlt } from "#shared/alt-text.js";
import type { Article, ArticleList } from "#shared/schemas/article.js";
import type { ArticleCheck } from "#shared/schemas/article-checks.js";
import { articleInput, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { createContentChanges } from "../../invalidation/content-version.js";
import { createArticles } from "./index.js";

/** The checks before publishing (issue 30): what they find, and publishing refused on placeholder alt text. */
const t = setupTestApp({ staff: true });

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: sameOrigin(t.cookie), ...(payload ? { payload: payload as object } : {}) });

const PICTURE = "/uploads/harbour.png";
const REFUSED = `Replace the placeholder alt text "${ALT_PLACEHOLDER}" before publishing`;

async function draft(overrides: Record<string, unknown> = {}) {
  const category = await makeCategory(t.app);
  const input = articleInput({ categoryId: category.id, published: false, bodyFormat: "markdown", ...overrides });
  const created = await send("POST", "/api/admin/articles", input);
  expect(created.statusCode, created.body).toBe(201);
  return { article: created.json() as Article, input };
}

const checksOf = async (id: number) => {
  const response = await send("GET", `/api/admin/articles/${id}/checks`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { checks: ArticleCheck[] }).checks;
};
const kinds = (checks: ArticleCheck[]) => checks.map((c) => [c.kind, c.severity]);

describe("placeholder alt text", () => {
  it("knows the editor's own placeholder, a few words that only say 'a picture', and file names", () => {
    for (const alt of [ALT_PLACEHOLDER, "image", "Picture.", "photo", "alt", "IMG_1234.jpg", "DSC01234", "harbour.png"])
      expect(isPlaceholderAlt(alt), alt).toBe(true);
    for (const alt of ["", "A photo of the harbour at dawn", "Stockholm's city hall", "Image of a ferry in ice"])
      expect(isPlaceholderAlt(alt), alt).toBe(false);
  });
});

describe("GET /api/admin/articles/{id}/checks", () => {
  it("lists placeholder alt (an error), missing alt, no excerpt and a hero without alt (warnings)", async () => {
    const body = [
      "Text.",
      `![${ALT_PLACEHOLDER}](${PICTURE})`,
      `![](${PICTURE})`,
      `<img src="${PICTURE}">`,
      `![IMG_1234.jpg](${PICTURE})`,
      `![The ferry at Slussen](${PICTURE})`,
    ].join("\n\n");
    const { article } = await draft({ body, heroImage: PICTURE, heroAlt: null, excerpt: null });
    const checks = await checksOf(article.id);
    expect(kinds(checks)).toEqual([
      ["image-alt-placeholder", "error"],
      ["image-alt-missing", "warning"],
      ["no-excerpt", "warning"],
      ["hero-alt-missing", "warning"],
    ]);
    expect(checks[0]).toMatchObject({
      message: `Replace the placeholder alt text "${ALT_PLACEHOLDER}", "IMG_1234.jpg" before publishing`,
      words: [ALT_PLACEHOLDER, "IMG_1234.jpg"],
    });
    expect(checks[1]!.message).toMatch(/^2 pictures in the text have no alt text/);
  });

  it("finds nothing in a finished article; untranslated words need the hook (none without it)", async () => {
    const { article } = await draft({
      body: `Stockholm logga luren.\n\n![The ferry at Slussen](${PICTURE})`,
      excerpt: "A ferry.",
      heroImage: PICTURE,
      heroAlt: "The harbour",
    });
    expect(await checksOf(article.id)).toEqual([]);
  });

  it("names the words the untranslatedWordsOf hook reports, as a warning", async () => {
    const { article } = await draft({ body: "They logga in and Add luren.", excerpt: "x" });
    const asked: [number, string][] = [];
    const { service } = createArticles(t.database, t.config, {
      changes: createContentChanges(),
      imageSizes: async () => new Map(),
      translationChecks: {
        untranslatedWordsOf: async (id, text) => {
          asked.push([id, text]);
          return ["logga", "luren"];
        },
      },
    });
    expect(await service.checks(article.id)).toEqual([
      {
        kind: "untranslated-words",
        severity: "warning",
        message: 'Swedish words left untranslated: "logga", "luren"',
        words: ["logga", "luren"],
      },
    ]);
    expect(asked).toEqual([[article.id, "They logga in and Add luren."]]);
  });

  it("names Swedish left in an article with no Swedish source, but not English words, names or kept terms", async () => {
    const { service } = createArticles(t.database, t.config, {
      changes: createContentChanges(),
      imageSizes: async () => new Map(),
      translationChecks: {
        untranslatedWordsOf: async () => undefined,
        termBase: async () => ({
          version: "test",
          terms: [{ swedish: "Systembolaget", english: "Systembolaget", keep: true, place: false }],
        }),
      },
    });
    const swedish = await draft({
      body: "Police said the scam spread fast.\n\nBedragarna lurade henne att logga in med BankID och lägga på luren.",
      excerpt: "A scam.",
    });
    const [check] = await service.checks(swedish.article.id);
    expect(check).toMatchObject({ kind: "untranslated-words", severity: "warning" });
    expect(check!.words).toEqual(["bedragarna", "lurade", "henne", "att", "och", "lägga", "på"]);

    // English words that are also Swedish spellings (barn, glad, hand, men, far, bit, film, land), names, a kept term.
    const english = await draft({
      body:
        "The men in the barn had a film about a glad hand and a land far away. A bit of rain fell over Umeå in the " +
        "morning, and the police said the road was closed after the storm. Systembolaget said its shops in Kiruna " +
        "would open late, and Anna Berg told reporters she was sure the service would return soon. Prices rose by " +
        "two per cent in March, the statistics agency said on Tuesday, as fuel and food became more expensive.",
      excerpt: "Rain in the north.",
    });
    expect(await service.checks(english.article.id)).toEqual([]);
  });

  it("warns when the Swedish source names a term whose English the text does not write", async () => {
    const { service } = createArticles(t.database, t.config, {
      changes: createContentChanges(),
      imageSizes: async () => new Map(),
      translationChecks: {
        untranslatedWordsOf: async () => [],
        swedishOf: async () => "Trafikverkets chef avgår. Vägen stängs.",
        termBase: async () => ({
          version: "test",
          terms: [
            { swedish: "Trafikverket", english: "the Swedish Transport Administration", keep: false, place: false },
          ],
        }),
      },
    });
    const missing = await draft({ body: "The Transport Administration's chief resigns.", excerpt: "x" });
    expect(await service.checks(missing.article.id)).toEqual([
      {
        kind: "term-missing",
        severity: "warning",
        message: 'The source names Trafikverket: write it as "the Swedish Transport Administration"',
        words: ["Trafikverket"],
      },
    ]);
    const written = await draft({ body: "The Swedish Transport Administration's chief resigns.", excerpt: "x" });
    expect(await service.checks(written.article.id)).toEqual([]);
  });

  it("answers 404 for an unknown article and 400 for a bad id", async () => {
    expect((await send("GET", "/api/admin/articles/999999/checks")).statusCode).toBe(404);
    expect((await send("GET", "/api/admin/articles/abc/checks")).statusCode).toBe(400);
  });
});

describe("POST /api/admin/articles/checks (text not saved yet)", () => {
  it("checks what is sent, not what is stored", async () => {
    const { article, input } = await draft({ body: "Fine.", excerpt: "x" });
    const response = await send("POST", "/api/admin/articles/checks", {
      ...input,
      articleId: article.id,
      body: `![photo](${PICTURE})`,
      excerpt: "",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(kinds((response.json() as { checks: ArticleCheck[] }).checks)).toEqual([
      ["image-alt-placeholder", "error"],
      ["no-excerpt", "warning"],
    ]);
    const unknown = await send("POST", "/api/admin/articles/checks", { articleId: 999999, body: "x" });
    expect(unknown.statusCode).toBe(404);
    expect((await send("POST", "/api/admin/articles/checks", { body: 5 })).statusCode).toBe(400);
  });
});

describe("publishing with placeholder alt text", () => {
  const placeholderBody = `Text.\n\n![${ALT_PLACEHOLDER}](${PICTURE})`;

  it("refuses to create it published (nothing is saved), and saves it as a draft", async () => {
    const category = await makeCategory(t.app);
    const input = articleInput({ categoryId: category.id, bodyFormat: "markdown", body: placeholderBody });
    const refused = await send("POST", "/api/admin/articles", input);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: REFUSED });
    const listed = (
      await send("GET", `/api/admin/articles?q=${encodeURIComponent(input.title)}`)
    ).json() as ArticleList;
    expect(listed.articles.filter((a) => a.slug === input.slug)).toEqual([]);
    // Scheduled is publishing too.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await send("POST", "/api/admin/articles", { ...input, publishedAt: later })).statusCode).toBe(400);
    expect((await send("POST", "/api/admin/articles", { ...input, published: false })).statusCode).toBe(201);
  });

  it("refuses an update that publishes it or keeps it published (nothing saved); unpublishing is allowed", async () => {
    const { article, input } = await draft({ body: placeholderBody, excerpt: "x" });
    const url = `/api/admin/articles/${article.id}`;
    const refused = await send("PUT", url, { ...input, title: "Changed", published: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: REFUSED });
    const stored = (await send("GET", `/api/admin/preview/articles/${article.id}`)).json() as Article;
    expect(stored).toMatchObject({ title: article.title, published: false });

    // Published with a real description, then the placeholder put back while it stays published: refused.
    const fixed = `Text.\n\n![The ferry](${PICTURE})`;
    expect((await send("PUT", url, { ...input, body: fixed, published: true })).statusCode).toBe(200);
    const kept = await send("PUT", url, { ...input, body: placeholderBody, published: true });
    expect(kept.statusCode).toBe(400);
    expect((await send("PUT", url, { ...input, body: placeholderBody, published: false })).statusCode).toBe(200);
  });

  it("refuses a placeholder hero alt text too", async () => {
    const { article, input } = await draft({ body: "Text.", heroImage: PICTURE, heroAlt: "image" });
    const refused = await send("PUT", `/api/admin/articles/${article.id}`, { ...input, published: true });
    expect(refused.json()).toEqual({ message: 'Replace the placeholder alt text "image" before publishing' });
  });

  it("refuses a bulk publish that includes such an article, all or none", async () => {
    const good = await draft({ body: "Text." });
    const bad = await draft({ body: placeholderBody });
    const refused = await send("POST", "/api/admin/articles/bulk", {
      ids: [good.article.id, bad.article.id],
      action: "publish",
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toBe(`${REFUSED} (in “${bad.article.title}”)`);
    const stored = (await send("GET", `/api/admin/preview/articles/${good.article.id}`)).json() as Article;
    expect(stored.published).toBe(false);
  });

  it("lets warnings through: no excerpt, no alt, no hero alt", async () => {
    const { article, input } = await draft({ body: `![](${PICTURE})`, heroImage: PICTURE, excerpt: null });
    const saved = await send("PUT", `/api/admin/articles/${article.id}`, { ...input, published: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Article).published).toBe(true);
  });
});
