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
import { articleChecksInput, articleChecksSchema } from "#shared/schemas/article-checks.js";
import { idParams, idSchema, messageResponse, paginationQuery, slugParams } from "#shared/schemas/common.js";
import { searchQuery } from "#shared/schemas/search.js";
import type { Config } from "../../config.js";
import { defineRoute } from "../../define-route.js";
import { HttpError } from "../../http-error.js";
import { type SearchTurns, searchInTurn } from "./article-search.js";
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

const adminListQuery = paginationQuery(PAGE_SIZE.adminArticles).extend(adminArticleFilters.shape);
const BULK_DONE: Record<string, string> = {
  publish: "published",
  unpublish: "unpublished",
  feature: "featured",
  unfeature: "no longer featured",
  delete: "deleted",
};
const tags = ["articles"];
export const TOO_MANY_SEARCHES = "Too many searches: try again in a minute";
const revisionParams = z.object({ id: idSchema, revisionId: idSchema });
/** `?autosave=true`: the editor saved a draft by itself after a pause in typing (issue 30). */
const saveQuery = z.object({
  autosave: z
    .enum(["true", "false"], { error: "autosave must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});
/** Who saved, as revisions name them: the signed-in staff member's name. */
const savedBy = (request: FastifyRequest) => request.staff?.name ?? "Staff";

export function registerArticleRoutes(
  app: FastifyInstance,
  articles: ArticlesService,
  /** `turns`: where searches wait for theirs (plugins/search-turns.ts, shared with the search page). */
  searches: {
    turns: SearchTurns;
    ratePerMinute: Config["searchRateLimitPerMinute"];
  },
) {
  defineRoute(app, {
    method: "GET",
    url: "/api/articles",
    summary: "Published articles, newest first",
    tags,
    query: publicListQuery,
    response: articleListSchema,
    handler: (request) => {
      const { page, limit, featured, category, exclude } = request.query;
      return articles.listPublic({ featured, categoryId: category, excludeId: exclude }, { page, limit });
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/articles/:slug",
    summary: "One published article",
    tags,
    params: slugParams,
    response: articleSchema,
    handler: (request) => articles.getPublic(request.params.slug),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/search",
    summary: "Full-text search of published articles, typo-tolerant",
    tags,
    query: searchQuery,
    response: articleListSchema,
    // Per client, over every server process (the budgets): every search that reaches this route counts.
    // Answers from the response cache are sent before it and spend none of it (a popular search is free).
    ...(searches.ratePerMinute > 0 && {
      rateLimit: {
        max: searches.ratePerMinute,
        timeWindow: 60_000,
        // No budget headers on answers: they would be stored with a cached answer and sent to everyone.
        addHeadersOnExceeding: {
          "x-ratelimit-limit": false,
          "x-ratelimit-remaining": false,
          "x-ratelimit-reset": false,
        },
        errorResponseBuilder: (_request, context) =>
          new HttpError(429, TOO_MANY_SEARCHES, { "retry-after": String(Math.ceil(context.ttl / 1000)) }),
      },
    }),
    handler: async (request, reply) => {
      const { q, page, limit } = request.query;
      let left = false;
      reply.raw.once("close", () => {
        left = true;
      });
      // A client that left while waiting (a load generator stopping drops dozens at once) costs nothing.
      // The answer nobody reads still goes through the onSend hooks (499, as proxies log it).
      return searchInTurn(articles, searches.turns, q, { page, limit }, () =>
        left ? reply.code(499).send() : undefined,
      );
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/articles",
    role: "contributor",
    summary: "All articles incl. drafts, newest created first; searched, filtered and sorted as asked",
    tags,
    query: adminListQuery,
    response: articleListSchema,
    handler: (request) => {
      const { page, limit, ...filters } = request.query;
      return app.cpuTurns.run(() => articles.listAll({ page, limit }, filters, request.staff));
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/articles/bulk",
    role: "editor",
    summary: "Publish, unpublish, feature, unfeature or delete several articles at once (all or none)",
    tags,
    body: articleBulkInput,
    response: articleBulkResponse,
    handler: async (request) => {
      const affected = await articles.bulk(request.body);
      const done = BULK_DONE[request.body.action];
      return { message: `${affected} article${affected === 1 ? "" : "s"} ${done}`, affected };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/articles",
    role: "contributor",
    summary: "Create an article",
    tags,
    body: articleInput,
    response: articleSchema,
    status: 201,
    handler: (request) => articles.create(request.body, request.staff),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/admin/articles/:id",
    role: "contributor",
    summary: "Update an article",
    tags,
    params: idParams,
    query: saveQuery,
    body: articleInput,
    response: articleSchema,
    handler: (request) =>
      articles.update(request.params.id, request.body, savedBy(request), {
        autosave: request.query.autosave,
        writer: request.staff,
      }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/articles/:id/checks",
    role: "contributor",
    summary: "Problems to fix or know about before publishing: errors refuse publishing, warnings do not",
    tags,
    params: idParams,
    response: articleChecksSchema,
    handler: async (request) => ({ checks: await articles.checks(request.params.id, request.staff) }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/articles/checks",
    role: "contributor",
    summary: "The same checks of text not saved yet (what the editor is about to publish)",
    tags,
    body: articleChecksInput,
    response: articleChecksSchema,
    handler: async (request) => ({ checks: await articles.checksOf(request.body, request.staff) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/articles/:id/revisions",
    role: "contributor",
    summary: "The versions earlier saves replaced, newest first (the latest 50)",
    tags,
    params: idParams,
    response: revisionListSchema,
    handler: async (request) => ({ revisions: await articles.listRevisions(request.params.id, request.staff) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/articles/:id/revisions/:revisionId",
    role: "contributor",
    summary: "One earlier version of an article, whole",
    tags,
    params: revisionParams,
    response: revisionSchema,
    handler: (request) => articles.getRevision(request.params.id, request.params.revisionId, request.staff),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/articles/:id/revisions/:revisionId/restore",
    role: "contributor",
    summary: "Put an earlier version back (a new save: the version it replaces is kept too)",
    tags,
    params: revisionParams,
    response: articleSchema,
    handler: (request) =>
      articles.restoreRevision(request.params.id, request.params.revisionId, savedBy(request), request.staff),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/articles/:id",
    role: "contributor",
    summary: "Delete an article and its comments",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await articles.delete(request.params.id, request.staff);
      return { message: "Article deleted successfully" };
    },
  });
}
