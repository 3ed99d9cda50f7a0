import type { FastifyInstance } from "fastify";
import { articleSchema } from "#shared/schemas/article.js";
import { idParams } from "#shared/schemas/common.js";
import { defineRoute } from "../../define-route.js";
import type { ArticlesService } from "./articles.service.js";

/**
 * Staff preview of any article, draft or scheduled, exactly as stored (the public read only returns
 * articles readers may see). Lives under /api/admin/, so the access guard makes it staff-only.
 */
export function registerArticlePreviewRoutes(app: FastifyInstance, articles: ArticlesService): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/preview/articles/:id",
    role: "contributor",
    summary: "One article by id, incl. drafts (staff preview)",
    tags: ["articles"],
    params: idParams,
    response: articleSchema,
    handler: (request) => articles.getForStaff(request.params.id, request.staff),
  });
}
