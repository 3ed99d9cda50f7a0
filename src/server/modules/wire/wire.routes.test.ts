import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Source, WireDraft, WireItem, WireList, WireRefresh } from "#shared/schemas/wire.js";
import { type FakeUpstream, hoursAgo, RSS_HEADERS, rssFeed, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { makeArticle, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { shortenAtWord } from "#shared/text.js";
import {
  AFTONBLADET_ARTICLE,
  AFTONBLADET_CLUTTER_TEXTS,
  expectedParagraphs,
  SVT_ARTICLE,
  SVT_CLUTTER_TEXTS,
  SWEDISH_PAGE_PATHS,
  swedishFeedItems,
  swedishPageReplies,
  VIDEO_PAGE_TEXTS,
} from "#tests/support/swedish-pages.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { translateSwedish } from "sv-en";
import { wireItems } from "../../db/schema.js";

let upstream: FakeUpstream;
/** Stands for an internal service: nothing on the desk may ever reach it. */
let internal: FakeUpstream;

beforeAll(async () => {
  upstream = await startFakeUpstream(swedishPageReplies());
  internal = await startFakeUpstream({
    "/secret": { headers: { "content-type": "text/html" }, body: "<p>secret</p>" },
  });
});
afterAll(async () => {
  await upstream.close();
  await internal.close();
});

const t = setupTestApp(() => ({
  env: {
    RSS_SVT_URL: upstream.url("/svt/rss.xml"),
    RSS_AFTONBLADET_URL: upstream.url("/ab/rss"),
    UPSTREAM_TIMEOUT_MS: "1500",
  },
  staff: true,
}));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const svtFeed = () => [
  ...swedishFeedItems(upstream.url),
  // Links the desk must never follow: another local service, the cloud metadata address, a private one.
  { title: "Intern sida", link: internal.url("/secret"), description: "Ska inte hämtas.", date: hoursAgo(6) },
  { title: "Metadata", link: "http://169.254.169.254/latest/meta-data/", date: hoursAgo(7) },
  { title: "Privat adress", link: "http://10.0.0.1/nyheter", date: hoursAgo(8) },
];

beforeEach(() => {
  upstream.route("/svt/rss.xml", { headers: RSS_HEADERS, body: rssFeed(svtFeed()) });
  upstream.route("/ab/rss", { headers: RSS_HEADERS, body: rssFeed([]) });
});

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: sameOrigin(t.cookie),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const refresh = async () => (await api("POST", "/api/admin/wire/refresh", {})).json() as WireRefresh;
const wire = async (query = "") => (await api("GET", `/api/admin/wire${query}`)).json() as WireList;
const itemTitled = async (originalTitle: string) =>
  (await wire("?limit=100")).items.find((i) => i.originalTitle === originalTitle)!;

describe("sources", () => {
  it("starts with SVT and Aftonbladet from the configuration, trusted as configured", async () => {
    const response = await api("GET", "/api/admin/sources");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const { sources } = response.json() as { sources: Source[] };
    expect(sources.map((s) => [s.name, s.feedUrl, s.configured, s.enabled])).toEqual([
      ["Aftonbladet", upstream.url("/ab/rss"), true, true],
      ["SVT", upstream.url("/svt/rss.xml"), true, true],
    ]);
    expect(sources.find((s) => s.name === "SVT")!.articleHosts).toEqual(["www.svt.se", "svt.se"]);
  });

  it("adds, changes and removes a source; bad input gets a clear 400", async () => {
    const category = await makeCategory(t.app);
    const created = await api("POST", "/api/admin/sources", {
      name: "Sveriges Radio",
      feedUrl: "https://api.sr.se/api/rss/program/83",
      categoryId: category.id,
      articleHosts: ["SVERIGESRADIO.se", "sverigesradio.se"],
    });
    expect(created.statusCode).toBe(201);
    const source = created.json() as Source;
    expect(source).toMatchObject({
      name: "Sveriges Radio",
      enabled: true,
      configured: false,
      categoryId: category.id,
      articleHosts: ["sverigesradio.se"],
      itemCount: 0,
    });

    const changed = await api("PUT", `/api/admin/sources/${source.id}`, {
      name: "SR Ekot",
      feedUrl: source.feedUrl,
      enabled: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: "SR Ekot", enabled: false, categoryId: null, articleHosts: [] });

    const bad: [unknown, string][] = [
      [{ feedUrl: "https://example.se/rss" }, "Name is required"],
      [{ name: "X" }, "Feed URL is required"],
      [{ name: "X", feedUrl: "ftp://example.se/rss" }, "Feed URL must be an http or https URL"],
      [{ name: "X", feedUrl: "https://user:pw@example.se/rss" }, "Feed URL may not contain a user name or password"],
      [
        { name: "X", feedUrl: "https://example.se/rss", articleHosts: ["not a host"] },
        "Article hosts must be host names such as www.svt.se",
      ],
      [{ name: "X", feedUrl: "https://example.se/rss", categoryId: 999_999 }, "Category not found"],
    ];
    for (const [payload, message] of bad) {
      const response = await api("POST", "/api/admin/sources", payload);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    expect(
      (await api("PUT", "/api/admin/sources/999999", { name: "X", feedUrl: "https://example.se/" })).statusCode,
    ).toBe(404);

    expect((await api("DELETE", `/api/admin/sources/${source.id}`)).statusCode).toBe(200);
    expect((await api("DELETE", `/api/admin/sources/${source.id}`)).statusCode).toBe(404);
  });

  it("refuses a feed URL at a loopback, private or metadata address in any spelling", async () => {
    const spellings = [
      internal.url("/rss"),
      "http://localhost:8080/rss",
      "http://2130706433/rss",
      "http://0x7f.0.0.1/rss",
      "http://0177.0.0.1/rss",
      "http://[::1]/rss",
      "http://[::ffff:127.0.0.1]/rss",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.1.2.3/rss",
      "http://192.168.0.1./rss",
      "http://[fd00::1]/rss",
    ];
    for (const feedUrl of spellings) {
      const response = await api("POST", "/api/admin/sources", { name: "Intern", feedUrl });
      expect([feedUrl, response.statusCode, response.json().message]).toEqual([
        feedUrl,
        400,
        "Feed URL may not point at a private or local address",
      ]);
    }
    // A configured source moved to a typed local URL loses its trust and is checked like any other.
    const { sources } = (await api("GET", "/api/admin/sources")).json() as { sources: Source[] };
    const svt = sources.find((s) => s.name === "SVT")!;
    const moved = await api("PUT", `/api/admin/sources/${svt.id}`, { ...svt, feedUrl: internal.url("/rss") });
    expect(moved.statusCode).toBe(400);
    expect(internal.requests).toHaveLength(0);
  });

  it("is staff only, and a cross-site write is refused", async () => {
    const stranger = await t.app.inject({ method: "GET", url: "/api/admin/sources" });
    expect(stranger.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/admin/wire/refresh",
      headers: { cookie: t.cookie, origin: "https://evil.example", "content-type": "application/json" },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe("the wire", () => {
  it("stores each item once, translated, newest first, and never follows links to private addresses", async () => {
    const first = await refresh();
    expect(first.failures).toEqual([]);
    expect(first.fetched).toBe(7);
    expect(first.added).toBe(7);
    const again = await refresh();
    expect(again).toMatchObject({ fetched: 7, added: 0 });

    const { items, total } = await wire();
    expect(total).toBe(7);
    expect(items[0]).toMatchObject({
      sourceName: "SVT",
      url: upstream.url(SWEDISH_PAGE_PATHS.svt),
      originalTitle: SVT_ARTICLE.title,
      title: translateSwedish(SVT_ARTICLE.title),
      originalSummary: "Drygt 14 000 hushåll saknade ström på fredagsmorgonen efter nattens storm.",
      summary: translateSwedish("Drygt 14 000 hushåll saknade ström på fredagsmorgonen efter nattens storm."),
      status: "new",
      articleId: null,
    });
    const times = items.map((i) => Date.parse(i.publishedAt!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Polling reads feeds only: no article page, and nothing internal.
    expect(internal.requests).toHaveLength(0);
    expect(upstream.requests.filter((r) => r.url.startsWith("/nyheter"))).toHaveLength(0);
  });

  it("filters by source, status and a search in either language, and pages", async () => {
    await refresh();
    const { sources } = (await api("GET", "/api/admin/sources")).json() as { sources: Source[] };
    const svt = sources.find((s) => s.name === "SVT")!;
    expect((await wire(`?sourceId=${svt.id}`)).total).toBe(7);
    expect((await wire(`?sourceId=${sources.find((s) => s.name === "Aftonbladet")!.id}`)).total).toBe(0);
    expect((await wire("?q=bostadsr%C3%A4tt")).items.map((i) => i.originalTitle)).toEqual([AFTONBLADET_ARTICLE.title]);
    const english = translateSwedish("Regeringen föreslår sänkt skatt på pension").split(" ").at(-1)!;
    expect((await wire(`?q=${encodeURIComponent(english)}`)).items.map((i) => i.originalTitle)).toContain(
      "Regeringen föreslår sänkt skatt på pension",
    );
    expect((await wire("?q=100%25")).total).toBe(0);
    const page = await wire("?limit=2&page=2");
    expect([page.items.length, page.total]).toEqual([2, 7]);

    for (const query of ["?status=gone", "?sourceId=abc", "?page=0", `?q=${"x".repeat(201)}`]) {
      const response = await api("GET", `/api/admin/wire${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("dismisses and restores an item", async () => {
    await refresh();
    const item = await itemTitled("Privat adress");
    const dismissed = await api("PUT", `/api/admin/wire/${item.id}`, { status: "dismissed" });
    expect(dismissed.json()).toMatchObject({ id: item.id, status: "dismissed" });
    expect((await wire("?status=dismissed")).items.map((i) => i.id)).toContain(item.id);
    expect((await wire("?status=new")).items.map((i) => i.id)).not.toContain(item.id);
    const restored = await api("PUT", `/api/admin/wire/${item.id}`, { status: "new" });
    expect(restored.json()).toMatchObject({ status: "new" });
    const bad = await api("PUT", `/api/admin/wire/${item.id}`, { status: "used" });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "Status must be new or dismissed"]);
    expect((await api("PUT", "/api/admin/wire/999999", { status: "new" })).statusCode).toBe(404);
  });

  it("forgets items first seen over 30 days ago that never became an article, and skips such old items", async () => {
    await refresh();
    const old = await itemTitled("Privat adress");
    const kept = await itemTitled("Metadata");
    const article = await makeArticle(t.app, { published: false });
    await t.database.db
      .update(wireItems)
      .set({ firstSeenAt: daysAgo(31), publishedAt: daysAgo(31) })
      .where(inArray(wireItems.id, [old.id, kept.id]));
    await t.database.db
      .update(wireItems)
      .set({ articleId: article.id, status: "used" })
      .where(eq(wireItems.id, kept.id));
    upstream.route("/ab/rss", {
      headers: RSS_HEADERS,
      body: rssFeed([{ title: "Gammal nyhet", link: "https://www.aftonbladet.se/gammal", date: daysAgo(40) }]),
    });
    expect(await refresh()).toMatchObject({ fetched: 8, added: 1 }); // the forgotten one is seen anew; the old one skipped
    const titles = (await wire("?limit=100")).items.map((i) => i.originalTitle);
    expect(titles).toContain("Metadata");
    expect(titles).not.toContain("Gammal nyhet");
    expect((await itemTitled("Privat adress")).id).not.toBe(old.id);
    await t.database.db
      .update(wireItems)
      .set({ articleId: null, status: "new", firstSeenAt: new Date() })
      .where(eq(wireItems.id, kept.id));
  });

  it("records a failing feed on its source and still reads the others", async () => {
    upstream.route("/ab/rss", { status: 500, body: "down" });
    const result = await refresh();
    expect(result.failures).toEqual([
      {
        sourceId: expect.any(Number),
        name: "Aftonbladet",
        message: "answered 500 (internal server error)",
      },
    ]);
    const { sources } = (await api("GET", "/api/admin/sources")).json() as { sources: Source[] };
    expect(sources.find((s) => s.name === "Aftonbladet")!.lastError).toBe("answered 500 (internal server error)");
    expect(sources.find((s) => s.name === "SVT")!.lastError).toBeNull();
  });
});

describe("drafts from the wire", () => {
  const draft = (id: number, payload: unknown = {}) => api("POST", `/api/admin/wire/${id}/draft`, payload);

  it("answers 404 for an unknown item and 400 for a bad category", async () => {
    await refresh();
    expect((await draft(999_999)).statusCode).toBe(404);
    const item = (await wire("?status=new")).items[0] as WireItem;
    const bad = await draft(item.id, { categoryId: "politics" });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "Category must be a category id"]);
    const missing = await draft(item.id, { categoryId: 999_999 });
    expect([missing.statusCode, missing.json().message]).toEqual([400, "Category not found"]);
    expect((await itemTitled(item.originalTitle)).status).toBe("new");
  });

  it("makes an unpublished English article from the source's page, its clutter left out, credited", async () => {
    await refresh();
    const category = await makeCategory(t.app);
    const item = await itemTitled(SVT_ARTICLE.title);
    const response = await draft(item.id, { categoryId: category.id });
    expect(response.statusCode).toBe(201);
    const { article, bodySource, notice } = response.json() as WireDraft;
    expect(bodySource).toBe("page");
    expect(notice).toBeUndefined();
    const english = expectedParagraphs(SVT_ARTICLE).map((p) => translateSwedish(p));
    // Markdown: the subheading is a "## " line (wire.desk-drafts.test.ts has the rest of the format).
    expect(article.body!.split("\n\n").map((p) => p.replace(/^## /, ""))).toEqual(english);
    for (const clutter of SVT_CLUTTER_TEXTS) {
      expect(article.body).not.toContain(translateSwedish(clutter));
      expect(article.body).not.toContain(clutter);
    }
    expect(article).toMatchObject({
      title: item.title,
      slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      excerpt: shortenAtWord(english[0]!, 300),
      author: "Administrator",
      categoryId: category.id,
      published: false,
      sourceName: "SVT",
      sourceUrl: item.url,
    });
    expect(await itemTitled(SVT_ARTICLE.title)).toMatchObject({ status: "used", articleId: article.id });
    // Readers see nothing of it until it is published.
    expect((await t.app.inject({ url: `/api/articles/${article.slug}` })).statusCode).toBe(404);

    const second = await draft(item.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: "A draft from this item already exists", articleId: article.id });
    const dismiss = await api("PUT", `/api/admin/wire/${item.id}`, { status: "dismissed" });
    expect([dismiss.statusCode, dismiss.json().articleId]).toEqual([409, article.id]);
  });

  it("reads an Aftonbladet page too, and gives a second story with the same title its own slug", async () => {
    await makeCategory(t.app);
    const item = await itemTitled(AFTONBLADET_ARTICLE.title);
    const { article } = (await draft(item.id)).json() as WireDraft;
    expect(article.body!.split("\n\n")).toEqual(
      expectedParagraphs(AFTONBLADET_ARTICLE).map((p) => translateSwedish(p)),
    );
    for (const clutter of AFTONBLADET_CLUTTER_TEXTS) expect(article.body).not.toContain(clutter);
    const twin = await t.app.services.articles.freeSlug(article.title);
    expect(twin).toBe(`${article.slug}-2`);
  });

  it("falls back to the feed's summary when the page has no article text or cannot be read, and says so", async () => {
    const noText = await itemTitled("Regeringen föreslår sänkt skatt på pension");
    const fallback = (await draft(noText.id)).json() as WireDraft;
    expect(fallback.bodySource).toBe("summary");
    expect(fallback.notice).toBe(
      "The source page has no article text that could be read, so the draft holds the feed's summary.",
    );
    expect(fallback.article.body).toBe(noText.summary);

    upstream.route(SWEDISH_PAGE_PATHS.video, { status: 404, body: "gone" });
    const gone = await itemTitled(VIDEO_PAGE_TEXTS.title);
    const missing = (await draft(gone.id)).json() as WireDraft;
    expect(missing.bodySource).toBe("summary");
    expect(missing.notice).toBe(
      "The source page could not be read (upstream answered 404), so the draft holds the feed's summary.",
    );
  });

  it("never fetches an item's link to another local service or a private address", async () => {
    for (const title of ["Intern sida", "Metadata", "Privat adress"]) {
      const item = await itemTitled(title);
      const response = await draft(item.id);
      expect(response.statusCode).toBe(201);
      const body = response.json() as WireDraft;
      expect(body.bodySource).toBe("summary");
      expect(body.notice).toMatch(
        /^The source page could not be read \((address .* is not public|.*non-public address|host .* is not allowed)\)/,
      );
    }
    expect(internal.requests).toHaveLength(0);
  });

  it("puts an item back on the desk when its article is deleted", async () => {
    const item = (await wire("?status=used")).items[0]!;
    await api("DELETE", `/api/admin/articles/${item.articleId}`);
    expect(await itemTitled(item.originalTitle)).toMatchObject({ status: "new", articleId: null });
  });
});
