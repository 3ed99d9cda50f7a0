import type { FastifyInstance } from "fastify";
import { MAX_IMAGE_BYTES } from "../../../shared/constants.js";
import { HttpError } from "../../http-error.js";
import type { UploadsService } from "./uploads.service.js";

export function registerUploadRoutes(app: FastifyInstance, uploads: UploadsService): void {
  app.post(
    "/api/upload/image",
    {
      config: {
        openapi: { summary: "Upload one image (field 'file')", tags: ["uploads"], bodyType: "multipart", status: 201 },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, "Upload the image as multipart/form-data in the field 'file'");
      let image: Buffer | undefined;
      let files = 0;
      for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 10 } })) {
        if (part.type !== "file") continue;
        files += 1;
        if (files > 1 || part.fieldname !== "file") {
          part.file.resume();
          continue;
        }
        image = await part.toBuffer();
      }
      if (files > 1) throw new HttpError(400, "Upload one file at a time");
      if (!image) throw new HttpError(400, "Upload one image in the field 'file'");
      return reply.code(201).send(await uploads.storeImage(image));
    },
  );
}
