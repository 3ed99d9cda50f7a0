import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CommentStatus } from "#shared/schemas/comment.js";
import { type Db, queryRows } from "../../db/client.js";
import { articles, comments } from "../../db/schema.js";

/** The comment a reply answers, read beside the reply in the moderation list. */
const parent = alias(comments, "parent");

/** Thrown inside a bulk transaction to roll it back when some of the ids do not exist. */
export class MissingComments extends Error {
  constructor(readonly ids: number[]) {
    super(`Comments not found: ${ids.join(", ")}`);
  }
}

function missingFrom(wanted: number[], found: { id: number }[]): number[] {
  const seen = new Set(found.map((r) => r.id));
  return wanted.filter((id) => !seen.has(id));
}

export interface CommentWrite {
  articleId: number;
  parentId: number | null;
  name: string;
  email: string | null;
  body: string;
}

/** A comment as moderation shows it, with the article it is on. */
const moderationColumns = {
  id: comments.id,
  name: comments.name,
  email: comments.email,
  body: comments.body,
  parentId: comments.parentId,
  status: comments.status,
  createdAt: comments.createdAt,
  articleSlug: articles.slug,
  articleTitle: articles.title,
};

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

    /**
     * The id the next comment would get, taken from the table's sequence and never used: what a comment the
     * honeypot dropped is answered with, so its answer is a real comment's, in order with theirs (issue 41).
     */
    async reserveId(): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select nextval(pg_get_serial_sequence('comments', 'id'))::int as id`,
      );
      return row!.id;
    },

    /** The newest `limit` comments in a status. */
    listByStatus(status: CommentStatus, limit: number) {
      return db
        .select(moderationColumns)
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

    /** One page of a status, newest first, with the article and (for a reply) the parent's name and body. */
    listPage(status: CommentStatus, limit: number, offset: number) {
      return db
        .select({ ...moderationColumns, articleId: articles.id, parentName: parent.name, parentBody: parent.body })
        .from(comments)
        .innerJoin(articles, eq(articles.id, comments.articleId))
        .leftJoin(parent, eq(parent.id, comments.parentId))
        .where(eq(comments.status, status))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit)
        .offset(offset);
    },

    async countByStatus(status: CommentStatus): Promise<number> {
      const [row] = await db.select({ n: count() }).from(comments).where(eq(comments.status, status));
      return row?.n ?? 0;
    },

    /**
     * Sets the status of every id in one transaction; if any id does not exist, nothing changes and
     * MissingComments names them.
     */
    setStatusMany(ids: number[], status: CommentStatus): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(comments)
          .set({ status })
          .where(inArray(comments.id, ids))
          .returning({ id: comments.id });
        const missing = missingFrom(ids, rows);
        if (missing.length > 0) throw new MissingComments(missing);
        return rows.length;
      });
    },

    /** Deletes every id (replies go with their parent) in one transaction, or none when any is missing. */
    deleteMany(ids: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(comments).where(inArray(comments.id, ids)).returning({ id: comments.id });
        const missing = missingFrom(ids, rows);
        if (missing.length > 0) throw new MissingComments(missing);
        return rows.length;
      });
    },

    /** Replies go with their parent (cascade). */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
      return rows.length > 0;
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
