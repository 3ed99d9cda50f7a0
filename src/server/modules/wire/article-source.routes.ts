import type { FastifyInstance } from "fastify";
import { articleSourceSchema } from "#shared/schemas/article-source.js";
import { idParams } from "#shared/schemas/common.js";
import { defineRoute } from "../../define-route.js";
import type { ArticleSources } from "./article-sources.js";

/** A desk article's Swedish source beside its translation, for the editor (staff only, issue 30). */
export function registerArticleSourceRoutes(app: FastifyInstance, sources: ArticleSources) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/articles/:id/source",
    summary: "The Swedish source of a desk article, paragraph by paragraph beside its translation",
    tags: ["wire"],
    params: idParams,
    response: articleSourceSchema,
    handler: (request) => sources.forArticle(request.params.id),
  });
}
