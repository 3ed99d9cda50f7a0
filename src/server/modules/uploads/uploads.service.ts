import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MAX_IMAGE_BYTES } from "../../../shared/constants.js";
import { HttpError } from "../../http-error.js";
import { detectImageType } from "./image-type.js";

export const INVALID_TYPE = "Please upload an image file (PNG, JPG, GIF, etc.)";
export const TOO_LARGE = `File must be smaller than ${MAX_IMAGE_BYTES / 1024 / 1024}MB`;
/** Refuses decompression bombs: a small file declaring an enormous canvas. */
const MAX_PIXELS = 40_000_000;

export function createUploadsService(uploadDir: string) {
  return {
    /** Validates the bytes as a real, complete image and stores it under a random name. */
    async storeImage(bytes: Buffer): Promise<{ filePath: string }> {
      const type = detectImageType(bytes);
      if (!type) throw new HttpError(415, INVALID_TYPE);
      try {
        const image = sharp(bytes, { failOn: "truncated", limitInputPixels: MAX_PIXELS, animated: false });
        const meta = await image.metadata();
        if (!meta.width || !meta.height) throw new Error("no dimensions");
        await image.resize(32).raw().toBuffer();
      } catch {
        throw new HttpError(415, "The file is not a complete, readable image");
      }
      await fs.mkdir(uploadDir, { recursive: true });
      const name = `${randomBytes(12).toString("hex")}.${type.ext}`;
      await fs.writeFile(path.join(uploadDir, name), bytes, { flag: "wx" });
      return { filePath: `/uploads/${name}` };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
