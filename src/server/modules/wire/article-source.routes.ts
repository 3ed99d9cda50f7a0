import type { FastifyInstance } from "fastify";
import { articleSourceSchema } from "#shared/schemas/article-source.js";
import { idParams } from "#shared/schemas/common.js";
import { defineRoute } from "../../define-route.js";
import type { CurrentUser } from "#shared/schemas/auth.js";
import type { ArticleSources } from "./article-sources.js";

/**
 * A desk article's Swedish source beside its translation, for the editor (staff only, issue 30), to those
 * who may read the article (`mayRead`: contributors and authors, only their own).
 */
export function registerArticleSourceRoutes(
  app: FastifyInstance,
  sources: ArticleSources,
  mayRead: (articleId: number, writer: CurrentUser) => Promise<void>,
) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/articles/:id/source",
    role: "contributor",
    summary: "The Swedish source of a desk article, paragraph by paragraph beside its translation",
    tags: ["wire"],
    params: idParams,
    response: articleSourceSchema,
    handler: async (request) => {
      await mayRead(request.params.id, request.staff);
      return sources.forArticle(request.params.id);
    },
  });
}
