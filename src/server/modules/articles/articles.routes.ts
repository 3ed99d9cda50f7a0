import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { PAGE_SIZE } from "#shared/constants.js";
import {
  adminArticleFilters,
  articleBulkInput,
  articleBulkResponse,
  articleInput,
  articleListSchema,
  articleSchema,
  revisionListSchema,
  revisionSchema,
} from "#shared/schemas/article.js";
import { idParams, idSchema, messageResponse, paginationQuery, slugParams } from "#shared/schemas/common.js";
import { parseInput } from "../../http-error.js";
import type { ArticlesService } from "./articles.service.js";

const booleanFlag = z
  .enum(["true", "false"], { error: "featured must be true or false" })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === "true"));

const publicListQuery = paginationQuery(PAGE_SIZE.allArticles).extend({
  featured: booleanFlag,
  category: idSchema.optional(),
  exclude: idSchema.optional(),
});

const searchQuery = paginationQuery(PAGE_SIZE.search).extend({
  q: z
    .string({ error: "Enter a search query" })
    .trim()
    .min(1, { error: "Enter a search query" })
    .max(200, { error: "Search query must be at most 200 characters" }),
});

const adminListQuery = paginationQuery(PAGE_SIZE.adminArticles).extend(adminArticleFilters.shape);
const BULK_DONE: Record<string, string> = {
  publish: "published",
  unpublish: "unpublished",
  feature: "featured",
  unfeature: "no longer featured",
  delete: "deleted",
};
const tags = ["articles"];
const revisionParams = z.object({ id: idSchema, revisionId: idSchema });
/** Who saved, as revisions name them: the signed-in staff member's name. */
const savedBy = (request: FastifyRequest) => request.staff?.name ?? "Staff";

export function registerArticleRoutes(app: FastifyInstance, articles: ArticlesService) {
  app.get(
    "/api/articles",
    {
      config: {
        openapi: {
          summary: "Published articles, newest first",
          tags,
          query: publicListQuery,
          response: articleListSchema,
        },
      },
    },
    (request) => {
      const { page, limit, featured, category, exclude } = parseInput(publicListQuery, request.query);
      return articles.listPublic({ featured, categoryId: category, excludeId: exclude }, { page, limit });
    },
  );

  app.get(
    "/api/articles/:slug",
    { config: { openapi: { summary: "One published article", tags, response: articleSchema } } },
    (request) => articles.getPublic(parseInput(slugParams, request.params).slug),
  );

  app.get(
    "/api/search",
    {
      config: {
        openapi: {
          summary: "Full-text search of published articles, typo-tolerant",
          tags,
          query: searchQuery,
          response: articleListSchema,
        },
      },
    },
    (request) => {
      const { q, page, limit } = parseInput(searchQuery, request.query);
      return app.cpuTurns.run(() => articles.search(q, { page, limit }));
    },
  );

  app.get(
    "/api/admin/articles",
    {
      config: {
        openapi: {
          summary: "All articles incl. drafts, newest created first; searched, filtered and sorted as asked",
          tags,
          query: adminListQuery,
          response: articleListSchema,
        },
      },
    },
    (request) => {
      const { page, limit, ...filters } = parseInput(adminListQuery, request.query);
      return app.cpuTurns.run(() => articles.listAll({ page, limit }, filters));
    },
  );

  app.post(
    "/api/admin/articles/bulk",
    {
      config: {
        openapi: {
          summary: "Publish, unpublish, feature, unfeature or delete several articles at once (all or none)",
          tags,
          body: articleBulkInput,
          response: articleBulkResponse,
        },
      },
    },
    async (request) => {
      const input = parseInput(articleBulkInput, request.body);
      const affected = await articles.bulk(input);
      return { message: `${affected} article${affected === 1 ? "" : "s"} ${BULK_DONE[input.action]}`, affected };
    },
  );

  app.post(
    "/api/admin/articles",
    {
      config: {
        openapi: { summary: "Create an article", tags, body: articleInput, response: articleSchema, status: 201 },
      },
    },
    async (request, reply) => reply.code(201).send(await articles.create(parseInput(articleInput, request.body))),
  );

  app.put(
    "/api/admin/articles/:id",
    { config: { openapi: { summary: "Update an article", tags, body: articleInput, response: articleSchema } } },
    (request) =>
      articles.update(
        parseInput(idParams, request.params).id,
        parseInput(articleInput, request.body),
        savedBy(request),
      ),
  );

  app.get(
    "/api/admin/articles/:id/revisions",
    {
      config: {
        openapi: {
          summary: "The versions earlier saves replaced, newest first (the latest 50)",
          tags,
          response: revisionListSchema,
        },
      },
    },
    async (request) => ({ revisions: await articles.listRevisions(parseInput(idParams, request.params).id) }),
  );

  app.get(
    "/api/admin/articles/:id/revisions/:revisionId",
    { config: { openapi: { summary: "One earlier version of an article, whole", tags, response: revisionSchema } } },
    (request) => {
      const { id, revisionId } = parseInput(revisionParams, request.params);
      return articles.getRevision(id, revisionId);
    },
  );

  app.post(
    "/api/admin/articles/:id/revisions/:revisionId/restore",
    {
      config: {
        openapi: {
          summary: "Put an earlier version back (a new save: the version it replaces is kept too)",
          tags,
          response: articleSchema,
        },
      },
    },
    (request) => {
      const { id, revisionId } = parseInput(revisionParams, request.params);
      return articles.restoreRevision(id, revisionId, savedBy(request));
    },
  );

  app.delete(
    "/api/admin/articles/:id",
    { config: { openapi: { summary: "Delete an article and its comments", tags, response: messageResponse } } },
    async (request) => {
      await articles.delete(parseInput(idParams, request.params).id);
      return { message: "Article deleted successfully" };
    },
  );
}
