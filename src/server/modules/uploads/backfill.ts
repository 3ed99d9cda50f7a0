import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { isRenditionName, RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";
import { carriesMetadata, encodeCleanOriginal } from "./clean-original.js";
import { detectImageType } from "./image-type.js";
import { encodeRenditions, MAX_PIXELS, oneImageAtATime, writeFileAtomic, writeRenditions } from "./renditions.js";

const ORIGINAL = /^[A-Za-z0-9_-]+\.(png|jpe?g|gif|webp|avif)$/i;

async function* storedOriginals(dir: string): AsyncGenerator<{ dir: string; name: string; missing: boolean }> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = new Set(entries.map((entry) => entry.name));
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    if (entry.isDirectory()) yield* storedOriginals(path.join(dir, entry.name));
    else if (entry.isFile() && ORIGINAL.test(entry.name) && !isRenditionName(entry.name)) {
      const missing = RENDITION_WIDTHS.some((width) => !names.has(renditionName(entry.name, width)));
      yield { dir, name: entry.name, missing };
    }
  }
}

/**
 * Brings pictures stored by earlier versions up to date, in the background at start-up, one image at a
 * time: an original that still carries camera metadata (EXIF, GPS, XMP…) is rewritten clean and upright
 * under the same name (articles keep their URLs), atomically; one without WebP renditions gets them, so
 * the pages' `srcset` never points at a missing file. A clean original with its renditions costs only a
 * read of its header, so every start checks them all and each is rewritten once. Returns how many got
 * renditions; a picture that cannot be read is logged and skipped.
 */
export async function backfillRenditions(
  uploadDir: string,
  log: { warn: (obj: object, msg: string) => void; info: (msg: string) => void },
): Promise<number> {
  let made = 0;
  let cleaned = 0;
  for await (const { dir, name, missing } of storedOriginals(uploadDir)) {
    const file = path.join(dir, name);
    try {
      const dirty = await carriesMetadata(file);
      if (!dirty && !missing) continue;
      await oneImageAtATime(async () => {
        let bytes: Buffer = await fs.readFile(file);
        const type = detectImageType(bytes);
        if (!type) throw new Error("not an image");
        const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
        const animated = (meta.pages ?? 1) > 1;
        if (dirty) {
          bytes = await encodeCleanOriginal(bytes, type.ext, { animated });
          await writeFileAtomic(file, bytes);
          cleaned += 1;
        }
        if (missing) {
          await writeRenditions(dir, name, await encodeRenditions(bytes, { animated }));
          made += 1;
        }
      });
    } catch (error) {
      log.warn({ err: error, file }, "could not clean or make the renditions of an uploaded image");
    }
  }
  if (cleaned) log.info(`Removed the camera metadata (EXIF, GPS, XMP…) of ${cleaned} stored original(s)`);
  return made;
}
