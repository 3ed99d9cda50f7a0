import type { FastifyInstance } from "fastify";
import { articleListSchema } from "#shared/schemas/article.js";
import { categoryInput, categorySchema } from "#shared/schemas/category.js";
import { idParams, messageResponse, paginationQuery, slugParams } from "#shared/schemas/common.js";
import { PAGE_SIZE } from "#shared/constants.js";
import { defineRoute } from "../../define-route.js";
import type { ArticlesService } from "../articles/articles.service.js";
import type { CategoriesService } from "./categories.service.js";

const categoryPage = paginationQuery(PAGE_SIZE.category);
const tags = ["categories"];

export function registerCategoryRoutes(app: FastifyInstance, categories: CategoriesService, articles: ArticlesService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/categories",
    summary: "All categories with published article counts",
    tags,
    response: categorySchema.array(),
    handler: () => categories.list(),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/categories/:slug",
    summary: "One category",
    tags,
    params: slugParams,
    response: categorySchema,
    handler: (request) => categories.getBySlug(request.params.slug),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/categories/:slug/articles",
    summary: "Published articles of a category",
    tags,
    params: slugParams,
    query: categoryPage,
    response: articleListSchema,
    handler: async (request) => {
      const category = await categories.getBySlug(request.params.slug);
      return articles.listPublic({ categoryId: category.id }, request.query);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/categories",
    role: "editor",
    summary: "Create a category",
    tags,
    body: categoryInput,
    response: categorySchema,
    status: 201,
    handler: (request) => categories.create(request.body),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/admin/categories/:id",
    role: "editor",
    summary: "Update a category",
    tags,
    params: idParams,
    body: categoryInput,
    response: categorySchema,
    handler: (request) => categories.update(request.params.id, request.body),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/categories/:id",
    role: "editor",
    summary: "Delete a category (its articles become unassigned)",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await categories.delete(request.params.id);
      return { message: "Category deleted successfully" };
    },
  });
}
