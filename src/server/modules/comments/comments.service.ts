import { PENDING_LIST_MAX } from "#shared/constants.js";
import {
  type AdminComment,
  type CommentBulkInput,
  type CommentBulkResponse,
  type CommentInput,
  type CommentReceipt,
  type CommentStatus,
  type ModerationList,
  type ModerationQuery,
  type PublicComment,
  STATUS_OF_TAB,
} from "#shared/schemas/comment.js";
import type { ContentEvents } from "../../events/event-bus.js";
import { badRequest, HttpError, notFound } from "../../http-error.js";
import type { ArticlesRepository } from "../articles/articles.repository.js";
import { type CommentsRepository, MissingComments } from "./comments.repository.js";

const RECEIVED = "Your comment has been submitted for review.";

const plural = (n: number) => (n === 1 ? "1 comment" : `${n} comments`);

/** Runs a bulk write; ids that do not exist become a 404 naming them (the transaction changed nothing). */
async function reportingMissing(write: () => Promise<number>): Promise<number> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof MissingComments)) throw error;
    const which =
      error.ids.length === 1 ? "A selected comment no longer exists" : "Some selected comments no longer exist";
    throw new HttpError(404, `${which} (id ${error.ids.join(", ")}). Nothing was changed.`, {}, { missing: error.ids });
  }
}

export function createCommentsService(
  repo: CommentsRepository,
  articles: ArticlesRepository,
  events: Pick<ContentEvents, "raise">,
) {
  /** Approved, rejected or deleted: what readers see of these comments changed. */
  const changed = (commentIds: number[]) => events.raise({ type: "comment.changed", commentIds });

  async function visibleArticleId(slug: string): Promise<number> {
    const id = await articles.findPublicIdBySlug(slug);
    if (id === undefined) throw notFound("Article not found");
    return id;
  }

  async function publishedOf(articleId: number): Promise<PublicComment[]> {
    const rows = await repo.listPublished(articleId);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }

  return {
    /** Approved comments only, oldest first, never with email addresses. */
    async listPublished(slug: string): Promise<PublicComment[]> {
      return publishedOf(await visibleArticleId(slug));
    },

    /** The same, for an article the caller has already found visible (the article page has its id). */
    listPublishedOf: publishedOf,

    /** Every new comment waits for moderation. A filled honeypot is answered the same way but not stored. */
    async submit(slug: string, input: CommentInput): Promise<CommentReceipt> {
      const articleId = await visibleArticleId(slug);
      if (input.parentId !== null) {
        const parent = await repo.findStatus(input.parentId);
        if (!parent || parent.articleId !== articleId || parent.status !== "published") {
          throw badRequest("The comment you are replying to does not exist");
        }
      }
      if (typeof input.website === "string" && input.website.trim() !== "") {
        // An id from the same sequence, never stored: `null` told a bot it had been caught (issue 41).
        return { id: await repo.reserveId(), status: "pending", message: RECEIVED };
      }
      const { id } = await repo.insert({
        articleId,
        parentId: input.parentId,
        name: input.name,
        email: input.email,
        body: input.body,
      });
      return { id, status: "pending", message: RECEIVED };
    },

    /** The newest pending comments, at most PENDING_LIST_MAX (the dashboard's statistics count them all). */
    async listPending(): Promise<AdminComment[]> {
      const rows = await repo.listByStatus("pending", PENDING_LIST_MAX);
      return rows.map(({ articleSlug, articleTitle, createdAt, ...r }) => ({
        ...r,
        createdAt: createdAt.toISOString(),
        article: { slug: articleSlug, title: articleTitle },
      }));
    },

    /** One page of a moderation tab, newest first; `total` counts the whole tab. */
    async listForModeration({ status, page, limit }: ModerationQuery): Promise<ModerationList> {
      const stored = STATUS_OF_TAB[status];
      const [rows, total] = await Promise.all([
        repo.listPage(stored, limit, (page - 1) * limit),
        repo.countByStatus(stored),
      ]);
      return {
        total,
        comments: rows.map(({ articleId, articleSlug, articleTitle, parentName, parentBody, createdAt, ...r }) => ({
          ...r,
          createdAt: createdAt.toISOString(),
          article: { id: articleId, slug: articleSlug, title: articleTitle },
          parent:
            r.parentId !== null && parentName !== null && parentBody !== null
              ? { id: r.parentId, name: parentName, body: parentBody }
              : null,
        })),
      };
    },

    /** Approve, reject or delete many comments in one transaction: all of them, or none. */
    async bulk({ ids, action }: CommentBulkInput): Promise<CommentBulkResponse> {
      if (action === "delete") {
        const deleted = await reportingMissing(() => repo.deleteMany(ids));
        await changed(ids);
        return { message: `${plural(deleted)} deleted`, deleted };
      }
      const updated = await reportingMissing(() =>
        repo.setStatusMany(ids, action === "approve" ? "published" : "rejected"),
      );
      await changed(ids);
      return { message: `${plural(updated)} ${action === "approve" ? "approved" : "rejected"}`, updated };
    },

    async setStatus(id: number, status: Exclude<CommentStatus, "pending">): Promise<void> {
      if (!(await repo.setStatus(id, status))) throw notFound("Comment not found");
      await changed([id]);
    },

    async delete(id: number): Promise<void> {
      if (!(await repo.delete(id))) throw notFound("Comment not found");
      await changed([id]);
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
