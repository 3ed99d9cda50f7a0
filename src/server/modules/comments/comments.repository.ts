import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { CommentStatus } from "#shared/schemas/comment.js";
import type { Db } from "../../db/client.js";
import { articles, comments } from "../../db/schema.js";

export interface CommentWrite {
  articleId: number;
  parentId: number | null;
  name: string;
  email: string | null;
  body: string;
}

export function createCommentsRepository(db: Db) {
  // Read for every article page: prepared once rather than built on every request.
  const published = db
    .select({
      id: comments.id,
      name: comments.name,
      body: comments.body,
      parentId: comments.parentId,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(and(eq(comments.articleId, sql.placeholder("articleId")), eq(comments.status, "published")))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .prepare("comments_published");

  return {
    listPublished(articleId: number) {
      return published.execute({ articleId });
    },

    async findStatus(id: number) {
      const [row] = await db
        .select({ articleId: comments.articleId, status: comments.status })
        .from(comments)
        .where(eq(comments.id, id))
        .limit(1);
      return row;
    },

    async insert(values: CommentWrite) {
      const [row] = await db
        .insert(comments)
        .values({ ...values, status: "pending" })
        .returning({ id: comments.id, createdAt: comments.createdAt });
      return row!;
    },

    /** The newest `limit` comments in a status. */
    listByStatus(status: CommentStatus, limit: number) {
      return db
        .select({
          id: comments.id,
          name: comments.name,
          email: comments.email,
          body: comments.body,
          parentId: comments.parentId,
          status: comments.status,
          createdAt: comments.createdAt,
          articleSlug: articles.slug,
          articleTitle: articles.title,
        })
        .from(comments)
        .innerJoin(articles, eq(articles.id, comments.articleId))
        .where(eq(comments.status, status))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit);
    },

    async setStatus(id: number, status: CommentStatus): Promise<boolean> {
      const rows = await db.update(comments).set({ status }).where(eq(comments.id, id)).returning({ id: comments.id });
      return rows.length > 0;
    },

    /** Replies go with their parent (cascade). */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
      return rows.length > 0;
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
