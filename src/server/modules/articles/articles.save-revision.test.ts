import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "#shared/schemas/article.js";
import { articleRevisions, articles } from "#server/db/schema.js";
import { articleInput, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

/**
 * A save and the revision it keeps are one write (ADR 0029): when the revision cannot be written, the
 * article is not changed either. The fault is the database's own: a trigger that refuses every revision.
 */
const t = setupTestApp({ staff: true });
const REFUSED = "revisions refused by the test";

const send = (method: "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: sameOrigin(t.cookie), ...(payload ? { payload } : {}) });

async function refuseRevisions() {
  await t.database.db.execute(
    sql.raw(`create or replace function test_refuse_revisions() returns trigger language plpgsql
      as $$ begin raise exception '${REFUSED}'; end $$`),
  );
  await t.database.db.execute(sql`create trigger test_refuse_revisions before insert on article_revisions
    for each row execute function test_refuse_revisions()`);
}
afterEach(async () => {
  await t.database.db.execute(sql`drop trigger if exists test_refuse_revisions on article_revisions`);
});

/** The article as stored, and the titles of its revisions, newest first. */
async function stored(id: number) {
  const [row] = await t.database.db
    .select({ title: articles.title, body: articles.body, updatedAt: articles.updatedAt })
    .from(articles)
    .where(eq(articles.id, id));
  const revisions = await t.database.db
    .select({ title: articleRevisions.title })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, id))
    .orderBy(sql`${articleRevisions.id} desc`);
  return { ...row!, revisions: revisions.map((r) => r.title) };
}

let categoryId: number;
beforeAll(async () => {
  categoryId = (await makeCategory(t.app)).id;
});

async function newArticle(title: string): Promise<Article> {
  const created = await send("POST", "/api/admin/articles", articleInput({ categoryId, title, body: `${title}.` }));
  expect(created.statusCode).toBe(201);
  return created.json() as Article;
}
const save = (article: Article, title: string, extra: object = {}) =>
  send(
    "PUT",
    `/api/admin/articles/${article.id}`,
    articleInput({ categoryId, slug: article.slug, title, body: `${title}.`, ...extra }),
  );

describe("a save and its revision", () => {
  it("are both written, or neither when the revision fails", async () => {
    const article = await newArticle("Before the fault");
    const before = await stored(article.id);

    await refuseRevisions();
    const refused = await save(article, "Saved during the fault");
    expect(refused.statusCode).toBe(500);
    expect(await stored(article.id)).toEqual(before);
    expect(before.revisions).toEqual([]);

    await t.database.db.execute(sql`drop trigger test_refuse_revisions on article_revisions`);
    expect((await save(article, "Saved after the fault")).statusCode).toBe(200);
    expect(await stored(article.id)).toMatchObject({
      title: "Saved after the fault",
      body: "Saved after the fault.",
      revisions: ["Before the fault"],
    });
  });

  it("are neither written when the save itself fails", async () => {
    const taken = await newArticle("Holding the slug");
    const article = await newArticle("Wanting the slug");
    const duplicate = await save(article, "Wanting the slug", { slug: taken.slug });
    expect(duplicate.statusCode).toBe(409);
    expect(await stored(article.id)).toMatchObject({ title: "Wanting the slug", revisions: [] });
  });

  it("are one write for a restore too: the article unchanged and no revision when its revision fails", async () => {
    const article = await newArticle("First version");
    expect((await save(article, "Second version")).statusCode).toBe(200);
    const [first] = await t.database.db
      .select({ id: articleRevisions.id })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, article.id));
    const restore = () => send("POST", `/api/admin/articles/${article.id}/revisions/${first!.id}/restore`);
    const before = await stored(article.id);

    await refuseRevisions();
    expect((await restore()).statusCode).toBe(500);
    expect(await stored(article.id)).toEqual(before);

    await t.database.db.execute(sql`drop trigger test_refuse_revisions on article_revisions`);
    expect((await restore()).statusCode).toBe(200);
    expect(await stored(article.id)).toMatchObject({
      title: "First version",
      revisions: ["Second version", "First version"],
    });
  });
});
