import type { FastifyInstance } from "fastify";
import { idParams, messageResponse, slugParams } from "#shared/schemas/common.js";
import {
  adminCommentSchema,
  commentBulkInput,
  commentBulkResponse,
  commentInput,
  commentReceiptSchema,
  commentStatusInput,
  moderationListSchema,
  moderationQuery,
  publicCommentSchema,
} from "#shared/schemas/comment.js";
import { defineRoute, perMinute } from "../../define-route.js";
import type { CommentsService } from "./comments.service.js";

const tags = ["comments"];

export function registerCommentRoutes(app: FastifyInstance, comments: CommentsService, ratePerMinute: number) {
  defineRoute(app, {
    method: "GET",
    url: "/api/articles/:slug/comments",
    summary: "Approved comments, oldest first",
    tags,
    params: slugParams,
    response: publicCommentSchema.array(),
    handler: (request) => comments.listPublished(request.params.slug),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/articles/:slug/comments",
    summary: "Submit a comment or reply for moderation",
    tags,
    params: slugParams,
    body: commentInput,
    response: commentReceiptSchema,
    status: 201,
    rateLimit: perMinute(ratePerMinute, "Too many comments. Please wait a minute before posting again."),
    handler: (request) => comments.submit(request.params.slug, request.body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/comments/pending",
    role: "editor",
    summary: "Comments waiting for moderation",
    tags,
    response: adminCommentSchema.array(),
    handler: () => comments.listPending(),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/comments",
    role: "editor",
    summary: "One page of pending, approved or rejected comments, newest first, with the comment a reply answers",
    tags,
    query: moderationQuery,
    response: moderationListSchema,
    handler: (request) => comments.listForModeration(request.query),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/comments/bulk",
    role: "editor",
    summary: "Approve, reject or delete up to 100 comments at once: all of them or, if any is missing, none",
    tags,
    body: commentBulkInput,
    response: commentBulkResponse,
    handler: (request) => comments.bulk(request.body),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/admin/comments/:id/status",
    role: "editor",
    summary: "Approve (published) or reject a comment",
    tags,
    params: idParams,
    body: commentStatusInput,
    response: messageResponse,
    handler: async (request) => {
      await comments.setStatus(request.params.id, request.body.status);
      return { message: "Comment status updated successfully" };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/comments/:id",
    role: "editor",
    summary: "Delete a comment and its replies permanently",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await comments.delete(request.params.id);
      return { message: "Comment deleted successfully" };
    },
  });
}
