import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.js";
import { articleRevisions, articleSources, articles, translationReviews, translationUnits } from "../../db/schema.js";
import type { SegmentReview } from "./reviews.js";
import { containsPattern } from "../media/media.repository.js";

export type TranslationUnitRow = typeof translationUnits.$inferSelect;
export type TranslationUnitWrite = Omit<typeof translationUnits.$inferInsert, "id" | "updatedAt">;

/** How many units a near-match search reads by trigram likeness before measuring each one exactly. */
const NEAR_CANDIDATES = 12;

/** Rows one upsert statement writes (8 parameters each). */
const UPSERT_CHUNK = 1_000;

export function createMemoryRepository(db: Db) {
  const upsertRows = (units: readonly TranslationUnitWrite[]) =>
    db
      .insert(translationUnits)
      .values([...units])
      .onConflictDoUpdate({
        target: translationUnits.sourceKey,
        set: {
          swedish: sql`excluded.swedish`,
          english: sql`excluded.english`,
          engineEnglish: sql`excluded.engine_english`,
          engine: sql`excluded.engine`,
          sourceName: sql`excluded.source_name`,
          articleId: sql`excluded.article_id`,
          fixedBy: sql`excluded.fixed_by`,
          updatedAt: sql`now()`,
        },
      });
  return {
    async byKeys(keys: readonly string[]): Promise<Map<string, TranslationUnitRow>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select()
        .from(translationUnits)
        .where(inArray(translationUnits.sourceKey, [...keys]));
      return new Map(rows.map((row) => [row.sourceKey, row]));
    },
    /** The units whose key shares most trigrams with `key` (pg_trgm's `%`), likest first. */
    nearCandidates(key: string): Promise<TranslationUnitRow[]> {
      return db
        .select()
        .from(translationUnits)
        .where(and(sql`${translationUnits.sourceKey} % ${key}`, sql`${translationUnits.sourceKey} <> ${key}`))
        .orderBy(desc(sql`similarity(${translationUnits.sourceKey}, ${key})`))
        .limit(NEAR_CANDIDATES);
    },
    /** Writes units; a segment already remembered takes the new English (the latest publication's). */
    async upsert(units: readonly TranslationUnitWrite[]): Promise<void> {
      // In statements of UPSERT_CHUNK rows: PostgreSQL takes at most 65,535 parameters in one.
      for (let from = 0; from < units.length; from += UPSERT_CHUNK) {
        await upsertRows(units.slice(from, from + UPSERT_CHUNK));
      }
    },
    list(q: string | undefined, limit: number): Promise<TranslationUnitRow[]> {
      const pattern = q ? containsPattern(q) : undefined;
      return db
        .select()
        .from(translationUnits)
        .where(
          pattern ? or(ilike(translationUnits.swedish, pattern), ilike(translationUnits.english, pattern)) : undefined,
        )
        .orderBy(desc(translationUnits.updatedAt), desc(translationUnits.id))
        .limit(limit);
    },
    /** An article's segment reviews, replaced by those of its latest publication, in one transaction. */
    async replaceReviews(articleId: number, sourceName: string | null, reviews: readonly SegmentReview[]) {
      await db.transaction(async (tx) => {
        await tx.delete(translationReviews).where(eq(translationReviews.articleId, articleId));
        if (reviews.length > 0) {
          await tx.insert(translationReviews).values(reviews.map((review) => ({ ...review, articleId, sourceName })));
        }
      });
    },
    /** The reviews of the last `days` days, summed per source and engine, the memory's share, the terms. */
    async translationAnalytics(days: number) {
      const since = sql`now() - make_interval(days => ${days})`;
      const engines = await db
        .select({
          sourceName: translationReviews.sourceName,
          engine: translationReviews.engine,
          segments: sql<number>`count(*)::int`,
          words: sql<number>`coalesce(sum(${translationReviews.words}), 0)::int`,
          // Weighted by each segment's words: a long paragraph counts for more than a subheading.
          chrf: sql<number>`(sum(${translationReviews.chrf} * greatest(${translationReviews.words}, 1)) / sum(greatest(${translationReviews.words}, 1)))::float8`,
          wordEditRate: sql<number>`(sum(${translationReviews.wordEditRate} * greatest(${translationReviews.words}, 1)) / sum(greatest(${translationReviews.words}, 1)))::float8`,
        })
        .from(translationReviews)
        .where(sql`${translationReviews.reviewedAt} >= ${since}`)
        .groupBy(translationReviews.sourceName, translationReviews.engine)
        .orderBy(desc(sql`count(*)`), translationReviews.sourceName, translationReviews.engine);
      const terms = await queryRows<{ swedish: string; corrections: number }>(
        db,
        sql`
        select term as swedish, count(*)::int as corrections
        from ${translationReviews}, unnest(${translationReviews.termsCorrected}) as term
        where ${translationReviews.reviewedAt} >= ${since}
        group by term order by count(*) desc, term limit 10`,
      );
      return { engines, terms };
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(translationUnits);
      return row?.n ?? 0;
    },
    all(): Promise<TranslationUnitRow[]> {
      return db.select().from(translationUnits).orderBy(translationUnits.id);
    },
    async delete(id: number): Promise<boolean> {
      return (
        (await db.delete(translationUnits).where(eq(translationUnits.id, id)).returning({ id: translationUnits.id }))
          .length > 0
      );
    },
    /**
     * What a published desk article's memory is made of: the article as readers get it, its Swedish
     * source, and who saved its published text (the newest revision that is no autosave).
     */
    async publishedDeskArticle(articleId: number) {
      const [row] = await db
        .select({
          title: articles.title,
          body: articles.body,
          published: articles.published,
          sourceName: articles.sourceName,
          swedishTitle: articleSources.swedishTitle,
          englishTitle: articleSources.englishTitle,
          titleMemory: articleSources.titleMemory,
          blocks: articleSources.blocks,
        })
        .from(articles)
        .innerJoin(articleSources, eq(articleSources.articleId, articles.id))
        .where(eq(articles.id, articleId))
        .limit(1);
      if (!row) return undefined;
      const [revision] = await db
        .select({ savedBy: articleRevisions.savedBy })
        .from(articleRevisions)
        .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.autosave, false)))
        .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
        .limit(1);
      return { ...row, savedBy: revision?.savedBy ?? null };
    },
  };
}
export type MemoryRepository = ReturnType<typeof createMemoryRepository>;
