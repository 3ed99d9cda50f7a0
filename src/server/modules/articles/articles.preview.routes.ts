import type { FastifyInstance } from "fastify";
import { articleSchema } from "../../../shared/schemas/article.js";
import { idParams } from "../../../shared/schemas/common.js";
import type { Database } from "../../db/client.js";
import { notFound, parseInput } from "../../http-error.js";
import { createArticlesRepository } from "./articles.repository.js";
import { toArticle } from "./articles.service.js";

/**
 * Staff preview of any article, draft or scheduled, exactly as stored (the public read only returns
 * articles readers may see). Lives under /api/admin/, so the access guard makes it staff-only.
 */
export function registerArticlePreviewRoutes(app: FastifyInstance, database: Database): void {
  const repo = createArticlesRepository(database.db);
  app.get(
    "/api/admin/preview/articles/:id",
    {
      config: {
        openapi: {
          summary: "One article by id, incl. drafts (staff preview)",
          tags: ["articles"],
          response: articleSchema,
        },
      },
    },
    async (request) => {
      const row = await repo.findById(parseInput(idParams, request.params).id);
      if (!row) throw notFound("Article not found");
      return toArticle(row);
    },
  );
}
