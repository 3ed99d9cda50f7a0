import { and, asc, eq, sql } from "drizzle-orm";
import type { CategoryInput } from "#shared/schemas/category.js";
import type { Db } from "../../db/client.js";
import { categories } from "../../db/schema.js";
import { isPubliclyVisible } from "../articles/articles.repository.js";

// Qualified by hand: Drizzle leaves column names unqualified in a single-table select, which would make
// the correlated subquery compare the article's own columns.
const publishedCount = sql<number>`(
  select count(*)::int from "articles"
  where "articles"."category_id" = "categories"."id" and ${isPubliclyVisible}
)`.as("articleCount");

const columns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  order: categories.order,
  articleCount: publishedCount,
};

export function createCategoriesRepository(db: Db) {
  return {
    list() {
      return db
        .select(columns)
        .from(categories)
        .orderBy(asc(categories.order), asc(categories.name), asc(categories.id));
    },
    async findById(id: number) {
      const [row] = await db.select(columns).from(categories).where(eq(categories.id, id)).limit(1);
      return row;
    },
    async insert(input: CategoryInput) {
      const [row] = await db.insert(categories).values(input).returning({ id: categories.id });
      return row!.id;
    },
    async update(id: number, input: CategoryInput): Promise<boolean> {
      const rows = await db.update(categories).set(input).where(eq(categories.id, id)).returning({ id: categories.id });
      return rows.length > 0;
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db
        .delete(categories)
        .where(and(eq(categories.id, id)))
        .returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
