import type { FastifyInstance } from "fastify";
import { articleListSchema } from "#shared/schemas/article.js";
import { categoryInput, categorySchema } from "#shared/schemas/category.js";
import { idParams, messageResponse, paginationQuery, slugParams } from "#shared/schemas/common.js";
import { PAGE_SIZE } from "#shared/constants.js";
import { parseInput } from "../../http-error.js";
import type { ArticlesService } from "../articles/articles.service.js";
import type { CategoriesService } from "./categories.service.js";

const categoryPage = paginationQuery(PAGE_SIZE.category);
const tags = ["categories"];

export function registerCategoryRoutes(app: FastifyInstance, categories: CategoriesService, articles: ArticlesService) {
  app.get(
    "/api/categories",
    {
      config: {
        openapi: { summary: "All categories with published article counts", tags, response: categorySchema.array() },
      },
    },
    () => categories.list(),
  );

  app.get(
    "/api/categories/:slug",
    { config: { openapi: { summary: "One category", tags, response: categorySchema } } },
    (request) => categories.getBySlug(parseInput(slugParams, request.params).slug),
  );

  app.get(
    "/api/categories/:slug/articles",
    {
      config: {
        openapi: {
          summary: "Published articles of a category",
          tags,
          query: categoryPage,
          response: articleListSchema,
        },
      },
    },
    async (request) => {
      const category = await categories.getBySlug(parseInput(slugParams, request.params).slug);
      return articles.listPublic({ categoryId: category.id }, parseInput(categoryPage, request.query));
    },
  );

  app.post(
    "/api/admin/categories",
    {
      config: {
        openapi: { summary: "Create a category", tags, body: categoryInput, response: categorySchema, status: 201 },
      },
    },
    async (request, reply) => reply.code(201).send(await categories.create(parseInput(categoryInput, request.body))),
  );

  app.put(
    "/api/admin/categories/:id",
    { config: { openapi: { summary: "Update a category", tags, body: categoryInput, response: categorySchema } } },
    (request) => categories.update(parseInput(idParams, request.params).id, parseInput(categoryInput, request.body)),
  );

  app.delete(
    "/api/admin/categories/:id",
    {
      config: {
        openapi: { summary: "Delete a category (its articles become unassigned)", tags, response: messageResponse },
      },
    },
    async (request) => {
      await categories.delete(parseInput(idParams, request.params).id);
      return { message: "Category deleted successfully" };
    },
  );
}
