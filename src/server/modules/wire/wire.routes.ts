import type { FastifyInstance } from "fastify";
import { idParams, messageResponse } from "#shared/schemas/common.js";
import {
  sourceInput,
  sourceListSchema,
  sourceSchema,
  wireDraftInput,
  wireDraftResponse,
  wireItemSchema,
  wireListSchema,
  wireQuery,
  wireRefreshResponse,
  wireStatusInput,
} from "#shared/schemas/wire.js";
import { defineRoute } from "../../define-route.js";
import type { WireDrafts } from "./wire-draft.js";
import type { WireService } from "./wire.service.js";

const tags = ["wire"];

/** The newsroom desk's API: sources, the wire of their items, and drafts made from items (all staff only). */
export function registerWireRoutes(app: FastifyInstance, wire: WireService, drafts: WireDrafts) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/sources",
    role: "editor",
    summary: "The Swedish sources the desk reads",
    tags,
    response: sourceListSchema,
    handler: async () => ({ sources: await wire.listSources() }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/sources",
    role: "editor",
    summary: "Add a source (its feed URL is checked)",
    tags,
    body: sourceInput,
    response: sourceSchema,
    status: 201,
    handler: (request) => wire.createSource(request.body),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/admin/sources/:id",
    role: "editor",
    summary: "Change a source",
    tags,
    params: idParams,
    body: sourceInput,
    response: sourceSchema,
    handler: (request) => wire.updateSource(request.params.id, request.body),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/sources/:id",
    role: "editor",
    summary: "Remove a source and its wire items (articles keep their credit)",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await wire.deleteSource(request.params.id);
      return { message: "Source removed" };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/wire",
    role: "editor",
    summary: "Wire items, newest first; q searches the Swedish and the English",
    tags,
    query: wireQuery,
    response: wireListSchema,
    handler: (request) => wire.list(request.query),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/wire/refresh",
    role: "editor",
    summary: "Poll every enabled source now",
    tags,
    response: wireRefreshResponse,
    handler: () => wire.refresh(),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/admin/wire/:id",
    role: "editor",
    summary: "Dismiss an item, or restore it to the desk",
    tags,
    params: idParams,
    body: wireStatusInput,
    response: wireItemSchema,
    handler: (request) => wire.setStatus(request.params.id, request.body.status),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/wire/:id/draft",
    role: "editor",
    summary: "Make an unpublished English article from an item, crediting its source",
    tags,
    params: idParams,
    body: wireDraftInput,
    response: wireDraftResponse,
    status: 201,
    handler: (request) =>
      drafts.draft({ itemId: request.params.id, categoryId: request.body.categoryId, author: request.staff.name }),
  });
}
