import type { FastifyInstance } from "fastify";
import { dashboardStatsSchema } from "#shared/schemas/stats.js";
import { defineRoute } from "../../define-route.js";
import type { createStatsRepository } from "./stats.repository.js";

export function registerStatsRoutes(app: FastifyInstance, stats: ReturnType<typeof createStatsRepository>) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/stats",
    role: "contributor",
    summary: "Dashboard counts (drafts = all articles minus published)",
    tags: ["admin"],
    response: dashboardStatsSchema,
    handler: () => stats.dashboard(),
  });
}
