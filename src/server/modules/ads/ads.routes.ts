import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adSlotInput, adSlotSchema, adSlotUpdateInput } from "#shared/schemas/ad-slot.js";
import { idParams } from "#shared/schemas/common.js";
import { parseInput } from "../../http-error.js";
import type { AdsService } from "./ads.service.js";

const keyParams = z.object({ slotKey: z.string().min(1).max(100) });
const publicAd = z.object({ key: z.string(), enabled: z.boolean(), html: z.string().nullable() });
const tags = ["ads"];

export function registerAdRoutes(app: FastifyInstance, ads: AdsService) {
  app.get(
    "/api/ads/:slotKey",
    { config: { openapi: { summary: "One ad slot's markup (null when disabled)", tags, response: publicAd } } },
    (request) => ads.getPublic(parseInput(keyParams, request.params).slotKey),
  );

  app.get(
    "/api/admin/ads",
    { config: { openapi: { summary: "All ad slots", tags, response: adSlotSchema.array() } } },
    () => ads.list(),
  );

  app.post(
    "/api/admin/ads",
    {
      config: {
        openapi: { summary: "Create an ad slot", tags, body: adSlotInput, response: adSlotSchema, status: 201 },
      },
    },
    async (request, reply) => reply.code(201).send(await ads.create(parseInput(adSlotInput, request.body))),
  );

  app.put(
    "/api/admin/ads/:id",
    {
      config: {
        openapi: {
          summary: "Update an ad slot (the key cannot change)",
          tags,
          body: adSlotUpdateInput,
          response: adSlotSchema,
        },
      },
    },
    (request) => ads.update(parseInput(idParams, request.params).id, parseInput(adSlotUpdateInput, request.body)),
  );
}
