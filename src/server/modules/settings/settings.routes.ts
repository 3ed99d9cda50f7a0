import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { settingEntrySchema, settingRole, settingUpdateInput } from "#shared/schemas/setting.js";
import { defineRoute } from "../../define-route.js";
import { requireRole } from "../../http-error.js";
import type { SettingsService } from "./settings.service.js";

const keyParams = z.object({ key: z.string().min(1).max(100) });
const tags = ["settings"];

export function registerSettingRoutes(app: FastifyInstance, settings: SettingsService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/settings",
    summary: "Every site setting as a key/value object",
    tags,
    response: z.record(z.string(), z.string()),
    handler: () => settings.all(),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/settings",
    role: "administrator",
    summary: "Every site setting as a list of entries",
    tags,
    response: settingEntrySchema.array(),
    handler: () => settings.entries(),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/admin/settings/:key",
    role: "editor",
    summary: "Set one setting (the digest's schedule: editors; every other setting: administrators)",
    tags,
    params: keyParams,
    body: settingUpdateInput,
    response: settingEntrySchema,
    handler: (request) => {
      requireRole(request.staff.role, settingRole(request.params.key));
      return settings.set(request.params.key, request.body.value);
    },
  });
}
