import { PENDING_LIST_MAX } from "#shared/constants.js";
import type {
  AdminComment,
  CommentInput,
  CommentReceipt,
  CommentStatus,
  PublicComment,
} from "#shared/schemas/comment.js";
import type { ContentChanges } from "../../content-changes.js";
import { badRequest, notFound } from "../../http-error.js";
import type { ArticlesRepository } from "../articles/articles.repository.js";
import type { CommentsRepository } from "./comments.repository.js";

const RECEIVED = "Your comment has been submitted for review.";

export function createCommentsService(repo: CommentsRepository, articles: ArticlesRepository, changes: ContentChanges) {
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
        return { id: null, status: "pending", message: RECEIVED };
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

    async setStatus(id: number, status: Exclude<CommentStatus, "pending">): Promise<void> {
      if (!(await repo.setStatus(id, status))) throw notFound("Comment not found");
      changes.bump();
    },

    async delete(id: number): Promise<void> {
      if (!(await repo.delete(id))) throw notFound("Comment not found");
      changes.bump();
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
