import type { FastifyInstance } from "fastify";
import { analyticsQuerySchema } from "#shared/schemas/analytics.js";
import { idParams, messageResponse } from "#shared/schemas/common.js";
import {
  tmxImportResult,
  translationAnalyticsSchema,
  translationMemoryQuery,
  translationUnitListSchema,
} from "#shared/schemas/translation-memory.js";
import { defineRoute } from "../../define-route.js";
import { HttpError } from "../../http-error.js";
import type { MemoryService } from "./memory.service.js";

const tags = ["translation-memory"];
const TMX_TYPES = ["application/x-tmx+xml", "application/xml", "text/xml"];
/** A memory file's largest size: 50,000 units of a paragraph each. */
const IMPORT_BODY_LIMIT = 64 * 1_048_576;

/** The translation memory's calls (issue 43), for editors and up: search, delete, TMX out and in. */
export function registerTranslationMemoryRoutes(app: FastifyInstance, memory: MemoryService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/translation-memory",
    role: "editor",
    summary: "The translation memory's newest units, or those whose Swedish or English contains q",
    tags,
    query: translationMemoryQuery,
    response: translationUnitListSchema,
    handler: (request) => memory.list(request.query.q),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/analytics/translation",
    role: "editor",
    summary:
      "How much editors changed each engine's English (chrF, word edit rate) per source, the memory's share, the terms corrected most",
    tags: ["analytics"],
    query: analyticsQuerySchema,
    response: translationAnalyticsSchema,
    handler: (request) => memory.translationAnalytics(request.query.days),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/translation-memory/:id",
    role: "editor",
    summary: "Forget a translation unit (the next draft with its segment asks the engine again)",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await memory.delete(request.params.id);
      return { message: "Translation unit deleted" };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/translation-memory/export.tmx",
    role: "editor",
    summary: "The translation memory as a TMX 1.4 file",
    tags,
    fileAnswer: "application/x-tmx+xml",
    handler: async (_request, reply) =>
      reply
        .type("application/x-tmx+xml; charset=utf-8")
        .header("content-disposition", 'attachment; filename="translation-memory.tmx"')
        .send(await memory.exportTmx()),
  });

  app.register(async (files) => {
    files.addContentTypeParser(TMX_TYPES, { parseAs: "string", bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    defineRoute(files, {
      method: "POST",
      url: "/api/admin/translation-memory/import",
      role: "editor",
      summary: "Import a TMX file (content-type application/x-tmx+xml): its Swedish–English units are remembered",
      tags,
      fileBody: TMX_TYPES,
      response: tmxImportResult,
      handler: (request) => {
        if (typeof request.body !== "string") {
          throw new HttpError(415, "Send the TMX file's text as application/x-tmx+xml");
        }
        return memory.importTmx(request.body, request.staff.name);
      },
    });
  });
}
