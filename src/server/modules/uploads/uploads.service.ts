import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MAX_IMAGE_BYTES } from "#shared/constants.js";
import { HttpError } from "../../http-error.js";
import { encodeCleanOriginal } from "./clean-original.js";
import { detectImageType } from "./image-type.js";
import { encodeRenditions, MAX_PIXELS, oneImageAtATime, writeFileAtomic, writeRenditions } from "./renditions.js";

export const INVALID_TYPE = "Please upload an image file (PNG, JPG, GIF, etc.)";
export const TOO_LARGE = `File must be smaller than ${MAX_IMAGE_BYTES / 1024 / 1024}MB`;
const UNREADABLE = "The file is not a complete, readable image";

/** Decodes the whole picture once (small), so a truncated or bogus file is refused; returns its frame count. */
async function validate(bytes: Buffer): Promise<{ pages: number }> {
  try {
    const image = sharp(bytes, { failOn: "truncated", limitInputPixels: MAX_PIXELS, animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error("no dimensions");
    await image.resize(32).raw().toBuffer();
    return { pages: meta.pages ?? 1 };
  } catch (error) {
    // A decompression bomb (a small file declaring a huge canvas) is refused from its header alone.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(415, `Image dimensions are too large (at most ${MAX_PIXELS / 1_000_000} megapixels)`);
    }
    throw new HttpError(415, UNREADABLE);
  }
}

export function createUploadsService(uploadDir: string) {
  return {
    /**
     * Validates the bytes as a real, complete image and stores it under a random name, with its WebP
     * renditions beside it (see shared/image-renditions). The original is stored re-encoded, upright and
     * without metadata (clean-original.ts); `keepCopyright` keeps its EXIF Copyright and Artist. The
     * original is written last, so an original on disk always has its renditions. One image is processed
     * at a time.
     */
    async storeImage(bytes: Buffer, options: { keepCopyright?: boolean } = {}): Promise<{ filePath: string }> {
      const type = detectImageType(bytes);
      if (!type) throw new HttpError(415, INVALID_TYPE);
      return oneImageAtATime(async () => {
        const { pages } = await validate(bytes);
        const animated = pages > 1;
        // One after the other, not together: each decodes the whole picture.
        const encode = async () => ({
          renditions: await encodeRenditions(bytes, { animated }),
          original: await encodeCleanOriginal(bytes, type.ext, { animated, keepCopyright: options.keepCopyright }),
        });
        const { renditions, original } = await encode().catch(() => {
          throw new HttpError(415, UNREADABLE);
        });
        await fs.mkdir(uploadDir, { recursive: true });
        const name = `${randomBytes(12).toString("hex")}.${type.ext}`;
        const written = await writeRenditions(uploadDir, name, renditions);
        try {
          await writeFileAtomic(path.join(uploadDir, name), original, { exclusive: true });
        } catch (error) {
          await Promise.all(written.map((file) => fs.rm(path.join(uploadDir, file), { force: true })));
          throw error;
        }
        return { filePath: `/uploads/${name}` };
      });
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
