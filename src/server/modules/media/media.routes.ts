import type { FastifyInstance } from "fastify";
import { idParams, messageResponse } from "#shared/schemas/common.js";
import { mediaListQuery, mediaListSchema } from "#shared/schemas/media.js";
import { defineRoute } from "../../define-route.js";
import { HttpError } from "../../http-error.js";
import { MEDIA_UNAVAILABLE, MediaUnavailableError } from "./media-store.js";
import type { MediaService } from "./media.service.js";

const tags = ["media"];

/** The media library's admin API (guarded as every /api/admin route is). */
export function registerMediaRoutes(app: FastifyInstance, media: MediaService): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/media",
    role: "contributor",
    summary:
      "Every stored picture, newest first, one entry each (its other sizes as `variants`), with the articles that " +
      "show it; `q` finds words in its original file name or the alt text and captions it is shown with. Only " +
      "the articles the caller may read are named or searched (contributors and authors: their own); the " +
      "others are counted in `usedByOthers`",
    tags,
    query: mediaListQuery,
    response: mediaListSchema,
    handler: (request) => media.list(request.query, request.staff),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/media/:id",
    role: "editor",
    summary:
      "Delete an image and its renditions; 409 with `usedBy` (the articles the caller may read) and " +
      "`usedByOthers` (how many more) while an article shows it",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await media.delete(request.params.id, request.staff).catch((error) => {
        // The store is down: nothing was wrong with the request, and the row is kept for another try.
        if (!(error instanceof MediaUnavailableError)) throw error;
        request.log.warn({ err: error }, "an image could not be deleted from the store");
        throw new HttpError(503, MEDIA_UNAVAILABLE, { "retry-after": "5" });
      });
      return { message: "Image deleted" };
    },
  });
}
