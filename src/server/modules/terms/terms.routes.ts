import type { FastifyInstance } from "fastify";
import { idParams, messageResponse } from "#shared/schemas/common.js";
import { termImportResult, termInput, termListQuery, termListSchema, termSchema } from "#shared/schemas/term.js";
import { defineRoute } from "../../define-route.js";
import { HttpError } from "../../http-error.js";
import type { TermFileKind } from "./term-files.js";
import type { TermsService } from "./terms.service.js";

const tags = ["terms"];
/** The content types an import is sent as, and the file kind each one is. */
const FILE_TYPES: Record<string, TermFileKind> = {
  "application/x-tbx+xml": "tbx",
  "application/tbx+xml": "tbx",
  "application/xml": "tbx",
  "text/xml": "tbx",
  "text/csv": "csv",
};
/** A term file's largest size: 20,000 terms with notes. */
const IMPORT_BODY_LIMIT = 8 * 1_048_576;
const TBX_TITLE = "Only News for Free: the newsroom's term base";

const mediaType = (header: string | undefined) => (header ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * The term base's calls (issue 43), for editors and up: the Terms screen's list, add, edit and delete,
 * and the files other tools exchange terms in (TBX, CSV), each way.
 */
export function registerTermRoutes(app: FastifyInstance, terms: TermsService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/terms",
    role: "editor",
    summary: "The term base, sorted by Swedish; q filters Swedish, English and note",
    tags,
    query: termListQuery,
    response: termListSchema,
    handler: (request) => terms.list(request.query.q),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/terms",
    role: "editor",
    summary: "Add a term (409 when its Swedish is in the term base already, in any case)",
    tags,
    body: termInput,
    response: termSchema,
    status: 201,
    handler: (request) => terms.create(request.body, request.staff.name),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/admin/terms/:id",
    role: "editor",
    summary: "Change a term",
    tags,
    params: idParams,
    body: termInput,
    response: termSchema,
    handler: (request) => terms.update(request.params.id, request.body, request.staff.name),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/terms/:id",
    role: "editor",
    summary: "Delete a term",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await terms.delete(request.params.id);
      return { message: "Term deleted" };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/terms/export.tbx",
    role: "editor",
    summary: "The term base as a TBX file (ISO 30042, TBX-Basic)",
    tags,
    fileAnswer: "application/x-tbx+xml",
    handler: async (_request, reply) =>
      reply
        .type("application/x-tbx+xml; charset=utf-8")
        .header("content-disposition", 'attachment; filename="terms.tbx"')
        .send(await terms.exportTbx(TBX_TITLE)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/terms/export.csv",
    role: "editor",
    summary: "The term base as CSV (swedish,english,keep,place,note)",
    tags,
    fileAnswer: "text/csv",
    handler: async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="terms.csv"')
        .send(await terms.exportCsv()),
  });

  // The files come as they are, not as JSON: only this route reads these content types.
  app.register(async (files) => {
    files.addContentTypeParser(
      Object.keys(FILE_TYPES),
      { parseAs: "string", bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    defineRoute(files, {
      method: "POST",
      url: "/api/admin/terms/import",
      role: "editor",
      summary:
        "Import a TBX file (content-type application/x-tbx+xml) or CSV (text/csv): new terms added, changed ones updated",
      tags,
      fileBody: Object.keys(FILE_TYPES),
      response: termImportResult,
      handler: (request) => {
        const kind = FILE_TYPES[mediaType(request.headers["content-type"])];
        if (!kind || typeof request.body !== "string") {
          throw new HttpError(415, "Send the file's text as application/x-tbx+xml (TBX) or text/csv (CSV)");
        }
        return terms.import(kind, request.body, request.staff.name);
      },
    });
  });
}
