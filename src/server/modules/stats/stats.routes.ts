import type { FastifyInstance } from "fastify";
import { dashboardStatsSchema } from "#shared/schemas/stats.js";
import type { createStatsRepository } from "./stats.repository.js";

export function registerStatsRoutes(app: FastifyInstance, stats: ReturnType<typeof createStatsRepository>) {
  app.get(
    "/api/admin/stats",
    {
      config: {
        openapi: {
          summary: "Dashboard counts (drafts = all articles minus published)",
          tags: ["admin"],
          response: dashboardStatsSchema,
        },
      },
    },
    () => stats.dashboard(),
  );
}
