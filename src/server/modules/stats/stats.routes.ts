import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { createStatsRepository } from "./stats.repository.js";

const statsSchema = z.object({
  totalArticles: z.number().int(),
  publishedArticles: z.number().int(),
  draftArticles: z.number().int(),
  pendingComments: z.number().int(),
  categories: z.number().int(),
  adSlots: z.number().int(),
});

export function registerStatsRoutes(app: FastifyInstance, stats: ReturnType<typeof createStatsRepository>) {
  app.get(
    "/api/admin/stats",
    {
      config: {
        openapi: {
          summary: "Dashboard counts (drafts = all articles minus published)",
          tags: ["admin"],
          response: statsSchema,
        },
      },
    },
    () => stats.dashboard(),
  );
}
