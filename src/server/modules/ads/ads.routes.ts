import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adSlotInput, adSlotSchema, adSlotUpdateInput } from "#shared/schemas/ad-slot.js";
import { idParams } from "#shared/schemas/common.js";
import { defineRoute } from "../../define-route.js";
import type { AdsService } from "./ads.service.js";

const keyParams = z.object({ slotKey: z.string().min(1).max(100) });
const publicAd = z.object({ key: z.string(), enabled: z.boolean(), html: z.string().nullable() });
const tags = ["ads"];

export function registerAdRoutes(app: FastifyInstance, ads: AdsService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/ads/:slotKey",
    summary: "One ad slot's markup (null when disabled)",
    tags,
    params: keyParams,
    response: publicAd,
    handler: (request) => ads.getPublic(request.params.slotKey),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/ads",
    role: "administrator",
    summary: "All ad slots",
    tags,
    response: adSlotSchema.array(),
    handler: () => ads.list(),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/ads",
    role: "administrator",
    summary: "Create an ad slot",
    tags,
    body: adSlotInput,
    response: adSlotSchema,
    status: 201,
    handler: (request) => ads.create(request.body),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/admin/ads/:id",
    role: "administrator",
    summary: "Update an ad slot (the key cannot change)",
    tags,
    params: idParams,
    body: adSlotUpdateInput,
    response: adSlotSchema,
    handler: (request) => ads.update(request.params.id, request.body),
  });
}
