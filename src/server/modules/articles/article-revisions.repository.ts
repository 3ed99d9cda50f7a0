import { and, desc, eq, notInArray } from "drizzle-orm";
import { MAX_REVISIONS } from "#shared/schemas/article.js";
import type { Db } from "../../db/client.js";
import { articleRevisions } from "../../db/schema.js";
import { contentOf } from "./article-fields.js";
import type { ArticleRow } from "./articles.repository.js";

export type RevisionRow = typeof articleRevisions.$inferSelect;

/** The version a save replaced, kept as a revision: the article as it was, who saved, whether an autosave did. */
export interface ReplacedVersion {
  article: ArticleRow & { body: string };
  savedBy: string;
  /** The save was an autosave (see `latest`). */
  autosave: boolean;
}

/**
 * Keeps the replaced `article` (every content field as it was, ADR 0029) and forgets the article's
 * oldest revisions beyond the limit. `db`: the save's transaction (articles.repository.ts `update`), so that a save
 * and the version it replaced are written together or not at all.
 */
export async function recordRevision(db: Db, { article, savedBy, autosave }: ReplacedVersion): Promise<void> {
  await db.insert(articleRevisions).values({ articleId: article.id, ...contentOf(article), savedBy, autosave });
  const kept = db
    .select({ id: articleRevisions.id })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, article.id))
    .orderBy(desc(articleRevisions.id))
    .limit(MAX_REVISIONS);
  await db
    .delete(articleRevisions)
    .where(and(eq(articleRevisions.articleId, article.id), notInArray(articleRevisions.id, kept)));
}

/**
 * The versions of articles that saves replaced (migration 0009): the latest MAX_REVISIONS per article,
 * written by the save that replaced each (`recordRevision`).
 */
export function createRevisionsRepository(db: Db) {
  return {
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
