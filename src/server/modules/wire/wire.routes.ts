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
import { parseInput, unauthorized } from "../../http-error.js";
import type { WireDrafts } from "./wire-draft.js";
import type { WireService } from "./wire.service.js";

const tags = ["wire"];

/** The newsroom desk's API: sources, the wire of their items, and drafts made from items (all staff only). */
export function registerWireRoutes(app: FastifyInstance, wire: WireService, drafts: WireDrafts) {
  app.get(
    "/api/admin/sources",
    { config: { openapi: { summary: "The Swedish sources the desk reads", tags, response: sourceListSchema } } },
    async () => ({ sources: await wire.listSources() }),
  );

  app.post(
    "/api/admin/sources",
    {
      config: {
        openapi: {
          summary: "Add a source (its feed URL is checked)",
          tags,
          body: sourceInput,
          response: sourceSchema,
          status: 201,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await wire.createSource(parseInput(sourceInput, request.body))),
  );

  app.put(
    "/api/admin/sources/:id",
    { config: { openapi: { summary: "Change a source", tags, body: sourceInput, response: sourceSchema } } },
    (request) => wire.updateSource(parseInput(idParams, request.params).id, parseInput(sourceInput, request.body)),
  );

  app.delete(
    "/api/admin/sources/:id",
    {
      config: {
        openapi: {
          summary: "Remove a source and its wire items (articles keep their credit)",
          tags,
          response: messageResponse,
        },
      },
    },
    async (request) => {
      await wire.deleteSource(parseInput(idParams, request.params).id);
      return { message: "Source removed" };
    },
  );

  app.get(
    "/api/admin/wire",
    {
      config: {
        openapi: {
          summary: "Wire items, newest first; q searches the Swedish and the English",
          tags,
          query: wireQuery,
          response: wireListSchema,
        },
      },
    },
    (request) => wire.list(parseInput(wireQuery, request.query)),
  );

  app.post(
    "/api/admin/wire/refresh",
    { config: { openapi: { summary: "Poll every enabled source now", tags, response: wireRefreshResponse } } },
    () => wire.refresh(),
  );

  app.put(
    "/api/admin/wire/:id",
    {
      config: {
        openapi: {
          summary: "Dismiss an item, or restore it to the desk",
          tags,
          body: wireStatusInput,
          response: wireItemSchema,
        },
      },
    },
    (request) =>
      wire.setStatus(parseInput(idParams, request.params).id, parseInput(wireStatusInput, request.body).status),
  );

  app.post(
    "/api/admin/wire/:id/draft",
    {
      config: {
        openapi: {
          summary: "Make an unpublished English article from an item, crediting its source",
          tags,
          body: wireDraftInput,
          response: wireDraftResponse,
          status: 201,
        },
      },
    },
    async (request, reply) => {
      if (!request.staff) throw unauthorized();
      const { id } = parseInput(idParams, request.params);
      const { categoryId } = parseInput(wireDraftInput, request.body);
      const draft = await drafts.draft({ itemId: id, categoryId, author: request.staff.name });
      return reply.code(201).send(draft);
    },
  );
}
