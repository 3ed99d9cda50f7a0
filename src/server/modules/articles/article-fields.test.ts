import { getTableColumns, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  type Article,
  articleContentSchema,
  articleInput,
  articleSchema,
  type Revision,
  type RevisionSummary,
  revisionSchema,
} from "#shared/schemas/article.js";
import { EMPTY_ARTICLE } from "#web/admin/features/articles/article-form-values.js";
import { queryRows } from "#server/db/client.js";
import { ARTICLE_CONTENT_FIELDS, articleRevisions, articles } from "#server/db/schema.js";
import { makeCategory, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

/**
 * An article's content is listed once (ADR 0029): the article and its revisions share the columns, the
 * shared schema and the form name the same fields, the migrations made the tables the schema describes,
 * and a restore brings every field back.
 */
const t = setupTestApp({ staff: true });

const fields = [...ARTICLE_CONTENT_FIELDS].sort();
const sorted = (keys: Iterable<string>) => [...keys].sort();
/** The columns each table has besides the content, so that a column added outside the list is noticed. */
const ARTICLE_OWN = ["id", "createdAt", "updatedAt", "bodyUpdatedAt", "createdBy", "search"];
const REVISION_OWN = ["id", "articleId", "savedBy", "autosave", "createdAt"];

describe("the article's content fields", () => {
  it("are every column of articles and revisions but each table's own, of the same names and types", () => {
    const article = getTableColumns(articles);
    const revision = getTableColumns(articleRevisions);
    expect(sorted(Object.keys(article))).toEqual(sorted([...fields, ...ARTICLE_OWN]));
    expect(sorted(Object.keys(revision))).toEqual(sorted([...fields, ...REVISION_OWN]));
    for (const field of fields) {
      const [a, r] = [article[field], revision[field]];
      expect([r.name, r.getSQLType(), r.notNull], field).toEqual([a.name, a.getSQLType(), a.notNull]);
    }
  });

  it("are the fields the shared schema accepts and answers, and the article form holds", () => {
    expect(sorted(Object.keys(articleInput.shape))).toEqual(fields);
    expect(sorted(Object.keys(articleContentSchema.shape))).toEqual(fields);
    expect(sorted(Object.keys(EMPTY_ARTICLE))).toEqual(fields);
    for (const schema of [articleSchema, revisionSchema])
      expect(Object.keys(schema.shape)).toEqual(expect.arrayContaining(fields));
  });

  it("are stored as the migrations made the tables: the same columns, types, nullability and defaults", async () => {
    for (const table of [articles, articleRevisions]) {
      const { name, columns } = getTableConfig(table);
      const stored = await queryRows<{ name: string; type: string; notNull: boolean; hasDefault: boolean }>(
        t.database.db,
        sql`select attname as name, format_type(atttypid, atttypmod) as type, attnotnull as "notNull",
              (atthasdef and attgenerated = '') as "hasDefault"
            from pg_attribute where attrelid = ${name}::regclass and attnum > 0 and not attisdropped`,
      );
      const described = columns.map((column) => ({
        name: column.name,
        type: column.getSQLType().replace(/^serial$/, "integer"),
        notNull: column.notNull,
        hasDefault: column.hasDefault && !column.generated,
      }));
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      expect(stored.sort(byName), name).toEqual(described.sort(byName));
    }
  });
});

describe("restoring a revision", () => {
  const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: sameOrigin(t.cookie), ...(payload ? { payload } : {}) });
  const contentOf = (from: Article | Revision) =>
    Object.fromEntries(fields.map((field) => [field, from[field as keyof typeof from]]));

  it("brings back every content field", async () => {
    const [first, second] = [await makeCategory(t.app), await makeCategory(t.app)];
    // Every field a value of its own in each version (the check below says none was left out).
    const original = {
      slug: "every-field-original",
      title: "Every field, original",
      excerpt: "The original excerpt.",
      body: "The **original** body.",
      author: "Original Author",
      categoryId: first.id,
      heroImage: "/uploads/original-hero.jpg",
      thumbImage: "/uploads/original-thumb.jpg",
      featured: true,
      published: true,
      publishedAt: "2024-03-01T09:30:00.000Z",
      sourceName: "Original Source",
      sourceUrl: "https://original.example/story",
      bodyFormat: "markdown",
      heroAlt: "A ferry leaving the harbour at dawn",
      heroCaption: "The original caption",
      heroCredit: "Original Photographer",
    };
    const changed = {
      slug: "every-field-changed",
      title: "Every field, changed",
      excerpt: "A changed excerpt.",
      body: "A changed body.",
      author: "Changed Author",
      categoryId: second.id,
      heroImage: "https://images.example/changed-hero.jpg",
      thumbImage: "https://images.example/changed-thumb.jpg",
      featured: false,
      published: false,
      publishedAt: "2025-07-15T14:00:00.000Z",
      sourceName: "Changed Source",
      sourceUrl: "https://changed.example/story",
      bodyFormat: "text",
      heroAlt: "Snow on the quay",
      heroCaption: "A changed caption",
      heroCredit: "Changed Photographer",
    };
    expect(sorted(Object.keys(original))).toEqual(fields);
    for (const field of fields)
      expect(changed[field as keyof typeof changed], field).not.toEqual(original[field as keyof typeof original]);

    const created = await send("POST", "/api/admin/articles", original);
    expect(created.statusCode).toBe(201);
    const article = created.json() as Article;
    expect(contentOf(article)).toEqual(original);

    const saved = await send("PUT", `/api/admin/articles/${article.id}`, changed);
    expect(saved.statusCode).toBe(200);
    expect(contentOf(saved.json() as Article)).toEqual(changed);

    const { revisions } = (await send("GET", `/api/admin/articles/${article.id}/revisions`)).json() as {
      revisions: RevisionSummary[];
    };
    const revision = (
      await send("GET", `/api/admin/articles/${article.id}/revisions/${revisions[0]!.id}`)
    ).json() as Revision;
    expect(contentOf(revision)).toEqual(original);

    const restored = await send("POST", `/api/admin/articles/${article.id}/revisions/${revision.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(contentOf(restored.json() as Article)).toEqual(original);
  });
});
