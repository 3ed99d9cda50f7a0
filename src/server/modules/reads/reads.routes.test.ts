import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.js";
import { makeArticle, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { readsOf as readsOfIn, referrerReads as referrerReadsIn } from "#tests/support/reads.js";

const t = setupTestApp({ staff: true });

/** A reader's browser, as the beacon's request shows it. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let nextAddress = 1;
/** Another reader: its own address (the test app trusts no proxy, so the socket's stands in: remoteAddress). */
const reader = (userAgent = BROWSER) => ({
  userAgent,
  remoteAddress: `10.0.${nextAddress >> 8}.${nextAddress++ & 255}`,
});

function beacon(payload: unknown, from = reader(), headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/reads",
    remoteAddress: from.remoteAddress,
    headers: { ...sameOrigin(), "user-agent": from.userAgent, ...headers },
    payload: payload as object,
  });
}

const readsOf = (articleId: number) => readsOfIn(t.database, articleId);
const referrerReads = (host: string) => referrerReadsIn(t.database, host);
const mostRead = async (query = "") => {
  const response = await t.app.inject({ url: `/api/articles/most-read${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { articles: { id: number; slug: string }[] }).articles;
};

describe("POST /api/reads", () => {
  it("counts a reader's read once per window, however often the page is reloaded, and writes it on flush", async () => {
    const article = await makeArticle(t.app);
    const one = reader();
    for (let i = 0; i < 3; i++) {
      const response = await beacon({ articleId: article.id }, one);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    await beacon({ articleId: article.id }, reader(PHONE));
    // Nothing is written per beacon: the counts wait in memory for the next flush.
    expect(await readsOf(article.id)).toBe(0);
    expect(t.app.services.reads.pending).toBe(2);
    expect(await t.app.services.reads.flush()).toBe(2);
    expect(await readsOf(article.id)).toBe(2);
    // Counts add up in the database: the next flush adds to the same row.
    await beacon({ articleId: article.id });
    await t.app.services.reads.flush();
    expect(await readsOf(article.id)).toBe(3);
  });

  it("does not count bots, requests without a browser, or signed-in staff; answers them the same", async () => {
    const article = await makeArticle(t.app);
    const answers = [
      await beacon({ articleId: article.id }, reader("Googlebot/2.1 (+http://www.google.com/bot.html)")),
      await beacon({ articleId: article.id }, reader("Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0")),
      await beacon({ articleId: article.id }, reader("curl/8.5.0")),
      await beacon({ articleId: article.id }, reader(""), { "user-agent": "" }),
      await beacon({ articleId: article.id }, reader(), { cookie: t.cookie }),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(204);
    await t.app.services.reads.flush();
    expect(await readsOf(article.id)).toBe(0);
  });

  it("counts only articles readers can see: drafts, scheduled and unknown ids are accepted and not counted", async () => {
    const draft = await makeArticle(t.app, { published: false, publishedAt: null });
    const scheduled = await makeArticle(t.app, { publishedAt: new Date(Date.now() + 86_400_000) });
    for (const articleId of [draft.id, scheduled.id, 2_000_000_000]) {
      expect((await beacon({ articleId })).statusCode).toBe(204);
    }
    await t.app.services.reads.flush();
    expect(await readsOf(draft.id)).toBe(0);
    expect(await readsOf(scheduled.id)).toBe(0);
    expect(t.app.services.reads.pending).toBe(0);
  });

  it("keeps the referring site's host name only, and not our own pages or what is not a web address", async () => {
    const article = await makeArticle(t.app);
    const referrers = [
      "https://www.Google.com/search?q=private+words",
      "https://www.google.com/",
      "http://localhost:3000/category/politics",
      "javascript:alert(1)",
      "not a url",
      "https://xn--bcher-kva.example/",
      "",
    ];
    for (const referrer of referrers) expect((await beacon({ articleId: article.id, referrer })).statusCode).toBe(204);
    await t.app.services.reads.flush();
    expect(await readsOf(article.id)).toBe(referrers.length);
    expect(await referrerReads("www.google.com")).toBe(2);
    expect(await referrerReads("xn--bcher-kva.example")).toBe(1);
    const hosts = await queryRows<{ host: string }>(t.database.db, sql`select distinct host from referrer_reads`);
    expect(hosts.map((row) => row.host).sort()).toEqual(["www.google.com", "xn--bcher-kva.example"]);
  });

  it("refuses what is not a beacon with a 400 that says why, and a write from another site with 403", async () => {
    const cases: [unknown, string][] = [
      [{}, "articleId must be an article's id"],
      [{ articleId: "12" }, "articleId must be an article's id"],
      [{ articleId: 1.5 }, ""],
      [{ articleId: -1 }, ""],
      [{ articleId: 1, referrer: "x".repeat(2049) }, "referrer must be at most 2048 characters"],
    ];
    for (const [payload, message] of cases) {
      const response = await beacon(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json()).toEqual({ message });
    }
    const crossSite = await beacon({ articleId: 1 }, reader(), { origin: "https://elsewhere.example" });
    expect(crossSite.statusCode).toBe(403);
  });

  it("never clears the page cache: counting is not a content change", async () => {
    const article = await makeArticle(t.app);
    const version = t.app.services.changes.version;
    await beacon({ articleId: article.id });
    await t.app.services.reads.flush();
    expect(t.app.services.changes.version).toBe(version);
  });
});

describe("GET /api/articles/most-read", () => {
  it("lists the most read published articles of today and yesterday, most first, without their counts", async () => {
    await t.app.services.reads.flush();
    await t.database.db.execute(sql`delete from article_reads`);
    const [first, second, third, old, hidden] = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => makeArticle(t.app, { title: `Most read candidate ${n}` })),
    );
    const add = (id: number, daysAgo: number, reads: number) =>
      t.database.db.execute(
        sql`insert into article_reads (article_id, day, reads) values (${id}, (now() at time zone 'UTC')::date - ${daysAgo}::int, ${reads})`,
      );
    await add(first!.id, 0, 30);
    await add(second!.id, 0, 10);
    await add(second!.id, 1, 15);
    await add(third!.id, 1, 5);
    await add(old!.id, 2, 500);
    await add(hidden!.id, 0, 900);
    await t.app.inject({
      method: "POST",
      url: "/api/admin/articles/bulk",
      headers: sameOrigin(t.cookie),
      payload: { ids: [hidden!.id], action: "unpublish" },
    });
    // The list is remembered for a minute per process: ask a fresh one.
    const { createReads } = await import("./index.js");
    const reads = createReads(t.database, {
      publicArticles: (ids) => t.app.services.articles.listPublicByIds(ids),
      changes: t.app.services.changes,
    });
    expect((await reads.mostRead(5)).map((a) => a.id)).toEqual([first!.id, second!.id, third!.id]);
    expect((await reads.mostRead(2)).map((a) => a.id)).toEqual([first!.id, second!.id]);
  });

  it("is public and cacheable, and refuses a bad limit with a 400", async () => {
    const response = await t.app.inject({ url: "/api/articles/most-read" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/public/);
    expect(Array.isArray(await mostRead("?limit=10"))).toBe(true);
    for (const limit of ["0", "11", "two", "1.5"]) {
      const bad = await t.app.inject({ url: `/api/articles/most-read?limit=${limit}` });
      expect(bad.statusCode, limit).toBe(400);
      expect(bad.json()).toEqual({ message: "limit must be a whole number from 1 to 10" });
    }
  });
});
