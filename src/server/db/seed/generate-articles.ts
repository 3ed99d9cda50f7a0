import { sql } from "drizzle-orm";
import { slugify } from "#shared/schemas/common.js";
import { type Db, queryRows } from "../client.js";
import { articles, categories, comments } from "../schema.js";
import { readDemoArticles } from "./demo-articles.js";

const DAY = 86_400_000;

/**
 * Adds `count` published articles for load testing, built from the demo articles' own paragraphs so that
 * search and page weights stay realistic. Inserted in batches; every tenth article gets two approved comments.
 */
export async function generateArticles(db: Db, count: number, log: (line: string) => void = () => {}): Promise<void> {
  const cats = await db.select({ id: categories.id }).from(categories);
  if (cats.length === 0) throw new Error("No categories: seed the demo content first");
  const demoArticles = readDemoArticles();
  const paragraphs = demoArticles.flatMap((a) => a.body.split("\n\n"));
  const titles = demoArticles.map((a) => a.title);
  const authors = demoArticles.map((a) => a.author);
  const [row] = await queryRows<{ max: number }>(db, sql`select coalesce(max(id), 0)::int as max from articles`);
  const start = (row?.max ?? 0) + 1;
  const now = Date.now();
  const batchSize = 500;
  // Generated text reuses the demo paragraphs, whose words are already in the search vocabulary, so the
  // per-row vocabulary trigger is switched off for the bulk insert. One transaction: a failure rolls back
  // the rows and the trigger switch together.
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table articles disable trigger articles_collect_search_terms`);
    await insertBatches(tx as unknown as Db, count, start, batchSize, now, { cats, paragraphs, titles, authors }, log);
    await tx.execute(sql`alter table articles enable trigger articles_collect_search_terms`);
  });
}

async function insertBatches(
  db: Db,
  count: number,
  start: number,
  batchSize: number,
  now: number,
  source: { cats: { id: number }[]; paragraphs: string[]; titles: string[]; authors: string[] },
  log: (line: string) => void,
): Promise<void> {
  const { cats, paragraphs, titles, authors } = source;
  for (let offset = 0; offset < count; offset += batchSize) {
    const values = [];
    for (let i = offset; i < Math.min(count, offset + batchSize); i++) {
      const n = start + i;
      const title = `${titles[n % titles.length]} (${n})`;
      const body = Array.from({ length: 4 + (n % 5) }, (_, p) => paragraphs[(n * 7 + p * 13) % paragraphs.length]).join(
        "\n\n",
      );
      const publishedAt = new Date(now - ((n * 7919) % (365 * DAY)) - DAY);
      values.push({
        slug: slugify(title),
        title,
        excerpt: paragraphs[(n * 3) % paragraphs.length]!.slice(0, 180),
        body,
        author: authors[n % authors.length]!,
        categoryId: cats[n % cats.length]!.id,
        featured: false,
        published: true,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    }
    const inserted = await db.insert(articles).values(values).returning({ id: articles.id });
    const commentRows = inserted
      .filter((_, i) => i % 10 === 0)
      .flatMap(({ id }) => [
        { articleId: id, name: "Karin", body: "Thanks for the clear summary.", status: "published" as const },
        { articleId: id, name: "Lars", body: "Good to read this in English.", status: "published" as const },
      ]);
    if (commentRows.length) await db.insert(comments).values(commentRows);
    log(`  ${Math.min(count, offset + batchSize)} / ${count}`);
  }
}
