import type { FastifyInstance } from "fastify";
import { articleSchema } from "#shared/schemas/article.js";
import { idParams } from "#shared/schemas/common.js";
import { parseInput } from "../../http-error.js";
import type { ArticlesService } from "./articles.service.js";

/**
 * Staff preview of any article, draft or scheduled, exactly as stored (the public read only returns
 * articles readers may see). Lives under /api/admin/, so the access guard makes it staff-only.
 */
export function registerArticlePreviewRoutes(app: FastifyInstance, articles: ArticlesService): void {
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
    (request) => articles.getForStaff(parseInput(idParams, request.params).id),
  );
}
