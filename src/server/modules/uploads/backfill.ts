import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { isRenditionName, RENDITION_WIDTHS, renditionName } from "../../../shared/image-renditions.js";
import { detectImageType } from "./image-type.js";
import { encodeRenditions, MAX_PIXELS, oneImageAtATime, writeRenditions } from "./renditions.js";

const ORIGINAL = /^[A-Za-z0-9_-]+\.(png|jpe?g|gif|webp|avif)$/i;

async function* originalsMissingRenditions(dir: string): AsyncGenerator<{ dir: string; name: string }> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = new Set(entries.map((entry) => entry.name));
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    if (entry.isDirectory()) yield* originalsMissingRenditions(path.join(dir, entry.name));
    else if (entry.isFile() && ORIGINAL.test(entry.name) && !isRenditionName(entry.name)) {
      if (RENDITION_WIDTHS.some((width) => !names.has(renditionName(entry.name, width))))
        yield { dir, name: entry.name };
    }
  }
}

/**
 * Gives pictures stored before renditions existed (or whose renditions were lost) their WebP renditions,
 * one image at a time, so the pages' `srcset` never points at a missing file. Returns how many it made;
 * a picture that cannot be read is logged and skipped.
 */
export async function backfillRenditions(
  uploadDir: string,
  log: { warn: (obj: object, msg: string) => void },
): Promise<number> {
  let made = 0;
  for await (const { dir, name } of originalsMissingRenditions(uploadDir)) {
    try {
      await oneImageAtATime(async () => {
        const bytes = await fs.readFile(path.join(dir, name));
        if (!detectImageType(bytes)) throw new Error("not an image");
        const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
        await writeRenditions(dir, name, await encodeRenditions(bytes, { animated: (meta.pages ?? 1) > 1 }));
      });
      made += 1;
    } catch (error) {
      log.warn({ err: error, file: path.join(dir, name) }, "could not make the renditions of an uploaded image");
    }
  }
  return made;
}
