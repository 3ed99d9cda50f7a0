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
import { HttpError, parseInput } from "../../http-error.js";
import type { CommentsService } from "./comments.service.js";

const tags = ["comments"];

export function registerCommentRoutes(app: FastifyInstance, comments: CommentsService, ratePerMinute: number) {
  app.get(
    "/api/articles/:slug/comments",
    {
      config: { openapi: { summary: "Approved comments, oldest first", tags, response: publicCommentSchema.array() } },
    },
    (request) => comments.listPublished(parseInput(slugParams, request.params).slug),
  );

  app.post(
    "/api/articles/:slug/comments",
    {
      config: {
        openapi: {
          summary: "Submit a comment or reply for moderation",
          tags,
          body: commentInput,
          response: commentReceiptSchema,
          status: 201,
        },
        rateLimit: {
          max: ratePerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, "Too many comments. Please wait a minute before posting again.", {
              "retry-after": String(Math.ceil(context.ttl / 1000)),
            }),
        },
      },
    },
    async (request, reply) => {
      const { slug } = parseInput(slugParams, request.params);
      const receipt = await comments.submit(slug, parseInput(commentInput, request.body));
      return reply.code(201).send(receipt);
    },
  );

  app.get(
    "/api/admin/comments/pending",
    { config: { openapi: { summary: "Comments waiting for moderation", tags, response: adminCommentSchema.array() } } },
    () => comments.listPending(),
  );

  app.get(
    "/api/admin/comments",
    {
      config: {
        openapi: {
          summary: "One page of pending, approved or rejected comments, newest first, with the comment a reply answers",
          tags,
          query: moderationQuery,
          response: moderationListSchema,
        },
      },
    },
    (request) => comments.listForModeration(parseInput(moderationQuery, request.query)),
  );

  app.post(
    "/api/admin/comments/bulk",
    {
      config: {
        openapi: {
          summary: "Approve, reject or delete up to 100 comments at once: all of them or, if any is missing, none",
          tags,
          body: commentBulkInput,
          response: commentBulkResponse,
        },
      },
    },
    (request) => comments.bulk(parseInput(commentBulkInput, request.body)),
  );

  app.put(
    "/api/admin/comments/:id/status",
    {
      config: {
        openapi: {
          summary: "Approve (published) or reject a comment",
          tags,
          body: commentStatusInput,
          response: messageResponse,
        },
      },
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      await comments.setStatus(id, parseInput(commentStatusInput, request.body).status);
      return { message: "Comment status updated successfully" };
    },
  );

  app.delete(
    "/api/admin/comments/:id",
    {
      config: {
        openapi: { summary: "Delete a comment and its replies permanently", tags, response: messageResponse },
      },
    },
    async (request) => {
      await comments.delete(parseInput(idParams, request.params).id);
      return { message: "Comment deleted successfully" };
    },
  );
}
