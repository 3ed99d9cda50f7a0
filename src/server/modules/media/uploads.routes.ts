import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "#shared/constants.js";
import { uploadedImageSchema } from "#shared/schemas/upload.js";
import { defineRoute } from "../../define-route.js";
import { HttpError } from "../../http-error.js";
import { MEDIA_UNAVAILABLE, MediaUnavailableError } from "./media-store.js";
import type { UploadsService } from "./uploads.service.js";

/** The optional form field that keeps the photo's EXIF Copyright and Artist (everything else is removed). */
const KEEP_COPYRIGHT = "keepCopyright";
const uploadFields = z.object({
  [KEEP_COPYRIGHT]: z
    .enum(["true", "false"])
    .optional()
    .describe("'true' keeps the photo's EXIF Copyright and Artist; everything else is always removed"),
});

export const MALFORMED_UPLOAD =
  "The upload could not be read: send the image as multipart/form-data in the field 'file'";

export function registerUploadRoutes(app: FastifyInstance, uploads: UploadsService): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/upload/image",
    role: "contributor",
    summary:
      "Upload one image (field 'file'), stored upright without EXIF, GPS, XMP or IPTC, under a random name; " +
      "the file's own name is kept, cleaned, for the media library to show and search",
    tags: ["uploads"],
    multipart: uploadFields,
    response: uploadedImageSchema,
    status: 201,
    handler: async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, "Upload the image as multipart/form-data in the field 'file'");
      let image: Buffer | undefined;
      let fileName: string | undefined;
      let files = 0;
      let keepCopyright: string | undefined;
      try {
        for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 10 } })) {
          if (part.type === "field" && part.fieldname === KEEP_COPYRIGHT) keepCopyright = String(part.value);
          if (part.type !== "file") continue;
          files += 1;
          if (files > 1 || part.fieldname !== "file") {
            part.file.resume();
            continue;
          }
          fileName = part.filename;
          image = await part.toBuffer();
        }
      } catch (error) {
        // The multipart plugin's own refusals (too large, too many parts) carry their status; the parser's
        // (no boundary, a body cut short) do not, and are the client's malformed body, not a server fault.
        if (typeof (error as { statusCode?: unknown }).statusCode === "number") throw error;
        throw new HttpError(400, MALFORMED_UPLOAD);
      }
      if (files > 1) throw new HttpError(400, "Upload one file at a time");
      if (!image) throw new HttpError(400, "Upload one image in the field 'file'");
      // The declared fields' own rule: the parts are read as they stream in, so the route checks them itself.
      if (!uploadFields.safeParse({ [KEEP_COPYRIGHT]: keepCopyright }).success) {
        throw new HttpError(400, "keepCopyright must be true or false");
      }
      const options = { keepCopyright: keepCopyright === "true", uploadedBy: request.staff?.name, fileName };
      const stored = await uploads.storeImage(image, options).catch((error) => {
        // The store is down or refused us: the client did nothing wrong and may try again shortly.
        if (!(error instanceof MediaUnavailableError)) throw error;
        request.log.warn({ err: error }, "an upload could not be stored");
        throw new HttpError(503, MEDIA_UNAVAILABLE, { "retry-after": "5" });
      });
      return stored;
    },
  });
}
