import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "#shared/schemas/article.js";
import { type Database, type Db, openDatabase, queryRows } from "#server/db/client.js";
import { migrate, migrationsFolder } from "#server/db/migrate.js";
import { articleInput, makeCategory, sameOrigin } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import { withDatabase } from "../support/global-setup.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * Finding 4: the "did you mean" vocabulary must hold only words of articles readers can see at that
 * moment. Each case plants a made-up word in an article that is not (or no longer) visible, then searches
 * for a misspelling of it next to a misspelled real word ("budgte"), which is what makes the corrected
 * query find something and be offered: before the fix the answer was "<secret> or budget".
 */

const t = setupTestApp({ staff: true });
let categoryId: number;
let probes = 0;

beforeAll(async () => {
  categoryId = (await makeCategory(t.app)).id;
  await save(undefined, "budget", { title: "Municipal budget adopted", body: "The budget passed." });
});
afterAll(() => {
  if (!t.built) return;
  recordHostile({
    suite: "Search vocabulary (unpublished words)",
    payloads: probes,
    requests: t.traffic.requests,
    fiveHundreds: t.traffic.fiveHundreds,
  });
});

/** Creates (no id) or replaces an article through the admin API, as the editor's form does. */
async function save(id: number | undefined, slug: string, fields: Record<string, unknown>): Promise<Article> {
  const response = await t.app.inject({
    method: id === undefined ? "POST" : "PUT",
    url: id === undefined ? "/api/admin/articles" : `/api/admin/articles/${id}`,
    headers: sameOrigin(t.cookie),
    payload: articleInput({ categoryId, slug, ...fields }),
  });
  expect(response.statusCode, response.body).toBe(id === undefined ? 201 : 200);
  return response.json() as Article;
}

const secretArticle = (word: string, fields: Record<string, unknown> = {}) => ({
  title: `Notes on ${word}`,
  body: `Internal notes: ${word} is not announced yet.`,
  ...fields,
});

async function remove(id: number) {
  const response = await t.app.inject({
    method: "DELETE",
    url: `/api/admin/articles/${id}`,
    headers: sameOrigin(t.cookie),
  });
  expect(response.statusCode).toBe(200);
}

/** What the search API offers for "<word with its last letter changed> or budgte". */
async function correction(word: string): Promise<string | undefined> {
  probes += 1;
  const typo = `${word.slice(0, -1)}${word.endsWith("c") ? "x" : "c"}`;
  const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(`${typo} or budgte`)}` });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { total: number; correctedQuery?: string };
  expect(body.total).toBeGreaterThan(0); // "budget" is always found
  return body.correctedQuery;
}

const suggested = async (word: string) => (await correction(word))?.split(" ").includes(word) ?? false;

/** The vocabulary must equal the words of the articles visible now, each with how many contain it. */
async function expectVocabularyOfVisibleArticles(db: Db = t.database.db) {
  const [stored, expected] = await Promise.all([
    queryRows<{ word: string; n: number }>(db, sql`select word, visible_articles as n from search_terms order by word`),
    queryRows<{ word: string; n: number }>(
      db,
      sql`select w as word, count(*)::int as n
          from articles a, unnest(search_terms_words(a.title, a.excerpt, a.body)) as w
          where a.published and a.published_at <= now() group by w order by w`,
    ),
  ]);
  expect(stored).toEqual(expected);
}

describe("the 'did you mean' vocabulary follows what readers can see", () => {
  it("a draft's words are never suggested; publishing adds them, unpublishing takes them away", async () => {
    const draft = await save(undefined, "zebra-draft", secretArticle("zebrafoo", { published: false }));
    expect(await correction("zebrafoo")).toBe("zebrafoc or budget");
    await expectVocabularyOfVisibleArticles();

    await save(draft.id, "zebra-draft", secretArticle("zebrafoo", { published: true }));
    expect(await correction("zebrafoo")).toBe("zebrafoo or budget");

    await save(draft.id, "zebra-draft", secretArticle("zebrafoo", { published: false }));
    expect(await suggested("zebrafoo")).toBe(false);
    await expectVocabularyOfVisibleArticles();
  });

  it("a word stays while any visible article has it, and goes with the last one", async () => {
    const first = await save(undefined, "walrus-1", secretArticle("walrusplim"));
    const second = await save(undefined, "walrus-2", secretArticle("walrusplim"));
    await save(first.id, "walrus-1", secretArticle("walrusplim", { published: false }));
    expect(await suggested("walrusplim")).toBe(true);
    await remove(second.id);
    expect(await suggested("walrusplim")).toBe(false);
    await expectVocabularyOfVisibleArticles();
  });

  it("deleting a published article takes its words away", async () => {
    const article = await save(undefined, "otter", secretArticle("ottervang"));
    expect(await suggested("ottervang")).toBe(true);
    await remove(article.id);
    expect(await suggested("ottervang")).toBe(false);
    await expectVocabularyOfVisibleArticles();
  });

  it("an edit that removes a word from a published article takes it away", async () => {
    const article = await save(undefined, "lemur", secretArticle("lemurquist"));
    expect(await suggested("lemurquist")).toBe(true);
    await save(article.id, "lemur", { title: "Notes on lemurs", body: "Nothing to see here." });
    expect(await suggested("lemurquist")).toBe(false);
    await expectVocabularyOfVisibleArticles();
  });

  it("moving a live article's publication time into the future takes its words away", async () => {
    const article = await save(undefined, "pelican", secretArticle("pelicanbrux"));
    expect(await suggested("pelicanbrux")).toBe(true);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await save(article.id, "pelican", secretArticle("pelicanbrux", { publishedAt: later }));
    expect(await suggested("pelicanbrux")).toBe(false);
    await expectVocabularyOfVisibleArticles();
  });

  it("a scheduled article's words come only when its time has come, with no edit", async () => {
    const goesLiveAt = Date.now() + 1_500;
    await save(undefined, "quokka", secretArticle("quokkamint", { publishedAt: new Date(goesLiveAt).toISOString() }));
    await save(
      undefined,
      "far-future",
      secretArticle("narwhalzep", { publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    expect(await suggested("quokkamint")).toBe(false);
    expect(await suggested("narwhalzep")).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, goesLiveAt - Date.now() + 100));
    expect(await correction("quokkamint")).toBe("quokkamint or budget");
    expect(await suggested("narwhalzep")).toBe(false);
    await expectVocabularyOfVisibleArticles();
  });
});

/** An empty database of the kind under test (not migrated: the test chooses which migrations run). */
async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `onff_vocab_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
  return {
    database,
    async drop() {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

describe("an existing database", () => {
  it("loses the words it had already leaked when migration 0005 runs", async () => {
    const { database, drop } = await emptyDatabase();
    const before = await fs.mkdtemp(path.join(process.env.ONFF_TEST_TMP!, "migrations-"));
    try {
      for (const file of await fs.readdir(migrationsFolder())) {
        if (file < "0005") await fs.copyFile(path.join(migrationsFolder(), file), path.join(before, file));
      }
      await migrate(database, before);
      const { db } = database;
      await db.execute(sql`insert into categories (id, name, slug) values (1, 'News', 'news')`);
      await db.execute(sql`insert into articles (slug, title, body, author, category_id, published, published_at) values
        ('draft', 'Draft', 'leakyword', 'A', 1, false, null),
        ('live', 'Live', 'visibleword', 'A', 1, true, now() - interval '1 hour'),
        ('later', 'Later', 'futureword', 'A', 1, true, now() + interval '1 day')`);
      const words = async () =>
        (await queryRows<{ word: string }>(db, sql`select word from search_terms order by word`)).map((r) => r.word);
      expect(await words()).toEqual(expect.arrayContaining(["leakyword", "futureword", "visibleword"]));
      probes += 2;

      expect(await migrate(database)).toContain("0005_search_terms_visible.sql");
      expect(await words()).toEqual(["live", "visibleword"]);
      await expectVocabularyOfVisibleArticles(db);
      const waiting = await queryRows<{ slug: string }>(
        db,
        sql`select a.slug from search_terms_scheduled s join articles a on a.id = s.article_id`,
      );
      expect(waiting).toEqual([{ slug: "later" }]);
    } finally {
      await drop();
      await fs.rm(before, { recursive: true, force: true });
    }
  });
});
