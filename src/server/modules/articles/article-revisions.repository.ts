import { and, desc, eq, notInArray } from "drizzle-orm";
import { MAX_REVISIONS } from "#shared/schemas/article.js";
import type { Db } from "../../db/client.js";
import { articleRevisions } from "../../db/schema.js";
import type { ArticleRow } from "./articles.repository.js";

export type RevisionRow = typeof articleRevisions.$inferSelect;

/** The versions of articles that saves replaced (migration 0009): the latest MAX_REVISIONS per article. */
export function createRevisionsRepository(db: Db) {
  return {
    /**
     * Keeps `replaced` (the article as it was before a save) and forgets the article's oldest beyond the
     * limit. `autosave`: the save was an autosave (see `latest`).
     */
    async record(replaced: ArticleRow & { body: string }, savedBy: string, autosave = false): Promise<void> {
      await db.insert(articleRevisions).values({
        articleId: replaced.id,
        title: replaced.title,
        slug: replaced.slug,
        excerpt: replaced.excerpt,
        body: replaced.body,
        author: replaced.author,
        categoryId: replaced.categoryId,
        heroImage: replaced.heroImage,
        thumbImage: replaced.thumbImage,
        featured: replaced.featured,
        published: replaced.published,
        publishedAt: replaced.publishedAt,
        sourceName: replaced.sourceName,
        sourceUrl: replaced.sourceUrl,
        bodyFormat: replaced.bodyFormat,
        heroAlt: replaced.heroAlt,
        heroCaption: replaced.heroCaption,
        heroCredit: replaced.heroCredit,
        savedBy,
        autosave,
      });
      const kept = db
        .select({ id: articleRevisions.id })
        .from(articleRevisions)
        .where(eq(articleRevisions.articleId, replaced.id))
        .orderBy(desc(articleRevisions.id))
        .limit(MAX_REVISIONS);
      await db
        .delete(articleRevisions)
        .where(and(eq(articleRevisions.articleId, replaced.id), notInArray(articleRevisions.id, kept)));
    },

    /** The article's newest revision: who kept it, when, and whether an autosave did. */
    async latest(articleId: number) {
      const [row] = await db
        .select({
          savedBy: articleRevisions.savedBy,
          autosave: articleRevisions.autosave,
          createdAt: articleRevisions.createdAt,
        })
        .from(articleRevisions)
        .where(eq(articleRevisions.articleId, articleId))
        .orderBy(desc(articleRevisions.id))
        .limit(1);
      return row;
    },

    async list(articleId: number) {
      return db
        .select({
          id: articleRevisions.id,
          title: articleRevisions.title,
          savedBy: articleRevisions.savedBy,
          createdAt: articleRevisions.createdAt,
        })
        .from(articleRevisions)
        .where(eq(articleRevisions.articleId, articleId))
        .orderBy(desc(articleRevisions.id));
    },

    async find(articleId: number, revisionId: number): Promise<RevisionRow | undefined> {
      const [row] = await db
        .select()
        .from(articleRevisions)
        .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.id, revisionId)))
        .limit(1);
      return row;
    },
  };
}
export type RevisionsRepository = ReturnType<typeof createRevisionsRepository>;
