import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { settingEntrySchema, settingUpdateInput } from "#shared/schemas/setting.js";
import { parseInput } from "../../http-error.js";
import type { SettingsService } from "./settings.service.js";

const keyParams = z.object({ key: z.string().min(1).max(100) });
const tags = ["settings"];

export function registerSettingRoutes(app: FastifyInstance, settings: SettingsService) {
  app.get(
    "/api/settings",
    {
      config: {
        openapi: {
          summary: "Every site setting as a key/value object",
          tags,
          response: z.record(z.string(), z.string()),
        },
      },
    },
    () => settings.all(),
  );

  app.get(
    "/api/admin/settings",
    {
      config: {
        openapi: { summary: "Every site setting as a list of entries", tags, response: settingEntrySchema.array() },
      },
    },
    () => settings.entries(),
  );

  app.put(
    "/api/admin/settings/:key",
    {
      config: { openapi: { summary: "Set one setting", tags, body: settingUpdateInput, response: settingEntrySchema } },
    },
    (request) =>
      settings.set(parseInput(keyParams, request.params).key, parseInput(settingUpdateInput, request.body).value),
  );
}
