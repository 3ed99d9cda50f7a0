import { randomBytes } from "node:crypto";
import { MAX_IMAGE_BYTES } from "#shared/constants.js";
import type { UploadedImage } from "#shared/schemas/upload.js";
import { HttpError } from "../../http-error.js";
import { encodeCleanOriginal } from "./clean-original.js";
import { imageLibrary } from "./image-library.js";
import { detectImageType } from "./image-type.js";
import type { MediaRepository } from "./media.repository.js";
import { imageContentType, type MediaStore } from "./media-store.js";
import { cleanOriginalName } from "./original-name.js";
import { encodeRenditions, MAX_PIXELS, oneImageAtATime, removeQuietly, writeRenditions } from "./renditions.js";

export const INVALID_TYPE = "Please upload an image file (PNG, JPG, GIF, etc.)";
export const TOO_LARGE = `File must be smaller than ${MAX_IMAGE_BYTES / 1024 / 1024}MB`;
const UNREADABLE = "The file is not a complete, readable image";

/** Decodes the whole picture once (small), so a truncated or bogus file is refused; returns its frame count. */
async function validate(bytes: Buffer): Promise<{ pages: number }> {
  const sharp = await imageLibrary();
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

/** The address a picture stored under `key` is linked at: under MEDIA_PUBLIC_URL when set, else /uploads/. */
export function uploadAddress(key: string, mediaPublicUrl?: string): string {
  return mediaPublicUrl ? `${mediaPublicUrl}/${key}` : `/uploads/${key}`;
}

/** A media row's fields that follow from its key: the address new links use, and the type its extension names. */
export function mediaRowFor(key: string, mediaPublicUrl?: string) {
  return {
    key,
    path: uploadAddress(key, mediaPublicUrl),
    contentType: imageContentType(key) ?? "application/octet-stream",
  };
}

/** Width and height as the picture is shown (its EXIF orientation applied), read from its header. */
export async function uprightSize(image: Buffer | string): Promise<{ width: number; height: number }> {
  const sharp = await imageLibrary();
  const meta = await sharp(image, { limitInputPixels: MAX_PIXELS }).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error("image has no dimensions");
  return { width, height };
}

/**
 * Every stored upload gets its row in the media library (`library`): who uploaded it, its size and
 * dimensions. `mediaPublicUrl` (MEDIA_PUBLIC_URL): the address a new upload is linked at, instead of
 * /uploads/ (a CDN or the bucket's own address). It is written into the article when the editor saves
 * it, so pages, feeds and og:image point there with no rewriting anywhere; pictures linked as /uploads/
 * keep working, since every process serves /uploads/ from the same store.
 */
export function createUploadsService(
  store: MediaStore,
  library: Pick<MediaRepository, "recordUpload">,
  mediaPublicUrl?: string,
) {
  return {
    store,
    /**
     * Validates the bytes as a real, complete image and stores it under a random name, with its WebP
     * renditions beside it (see shared/image-renditions). The original is stored re-encoded, upright and
     * without metadata (clean-original.ts); `keepCopyright` keeps its EXIF Copyright and Artist. The
     * original is stored last, so a stored original always has its renditions; a failure removes what
     * this upload stored, and nothing else. One image is encoded at a time; storing it (a network round
     * trip with S3) happens after its turn, so a slow store does not hold up the next encoding. Once
     * stored, it is recorded in the media library (`uploadedBy`: the staff member's name); should that
     * fail, its files are removed too, so the library never misses a stored picture. `fileName`, the name
     * the file came with, is recorded cleaned (original-name.ts) for showing and searching, never as a path.
     */
    async storeImage(
      bytes: Buffer,
      options: { keepCopyright?: boolean; uploadedBy?: string; fileName?: string } = {},
    ): Promise<UploadedImage> {
      const type = detectImageType(bytes);
      if (!type) throw new HttpError(415, INVALID_TYPE);
      const { renditions, original, dimensions } = await oneImageAtATime(async () => {
        const { pages } = await validate(bytes);
        const animated = pages > 1;
        // One after the other, not together: each decodes the whole picture.
        const encode = async () => {
          const renditions = await encodeRenditions(bytes, { animated });
          const original = await encodeCleanOriginal(bytes, type.ext, {
            animated,
            keepCopyright: options.keepCopyright,
          });
          return { renditions, original, dimensions: await uprightSize(original) };
        };
        return encode().catch(() => {
          throw new HttpError(415, UNREADABLE);
        });
      });
      const key = `${randomBytes(12).toString("hex")}.${type.ext}`;
      const originalName = cleanOriginalName(options.fileName);
      const written = await writeRenditions(store, key, renditions);
      try {
        await store.put(key, original, { exclusive: true });
      } catch (error) {
        await removeQuietly(store, written);
        throw error;
      }
      let id: number;
      try {
        id = await library.recordUpload({
          ...mediaRowFor(key, mediaPublicUrl),
          size: original.length,
          ...dimensions,
          uploadedBy: options.uploadedBy ?? null,
          originalName,
        });
      } catch (error) {
        await removeQuietly(store, [key, ...written]);
        throw error;
      }
      return {
        filePath: uploadAddress(key, mediaPublicUrl),
        id,
        ...dimensions,
        size: original.length,
        originalName,
      };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
