import { isRenditionName, RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";
import { carriesMetadata, encodeCleanOriginal } from "./clean-original.js";
import { detectImageType } from "./image-type.js";
import { imageLibrary } from "./image-library.js";
import type { MediaStore } from "./media-store.js";
import { encodeRenditions, MAX_PIXELS, oneImageAtATime, writeRenditions } from "./renditions.js";

const ORIGINAL = /^[A-Za-z0-9_-]+\.(png|jpe?g|gif|webp|avif)$/i;

/** Whether a stored object is an original picture (not one of its renditions, nor anything else). */
export function isStoredOriginal(key: string): boolean {
  const name = key.slice(key.lastIndexOf("/") + 1);
  return ORIGINAL.test(name) && !isRenditionName(name);
}

/** Every stored original, and whether any of its renditions is missing. */
async function storedOriginals(store: MediaStore): Promise<{ key: string; missing: boolean }[]> {
  const keys = new Set<string>();
  for await (const { key } of store.list()) keys.add(key);
  const originals = [];
  for (const key of keys) {
    if (!isStoredOriginal(key)) continue;
    originals.push({ key, missing: RENDITION_WIDTHS.some((width) => !keys.has(renditionName(key, width))) });
  }
  return originals;
}

/**
 * Whether a stored original still carries camera metadata. On this machine's disk that costs a read of
 * its header, so every start checks them all. In a bucket it would cost a download of every picture on
 * every start of every process, so only an original being downloaded anyway (for missing renditions) is
 * checked there: uploads are stored clean, and media:migrate cleans the local folder before copying it.
 */
async function isDirty(store: MediaStore, key: string, bytes: () => Promise<Buffer>, missing: boolean) {
  if (store.filePath) return carriesMetadata(store.filePath(key));
  return missing ? carriesMetadata(await bytes()) : false;
}

/**
 * Brings pictures stored by earlier versions up to date, in the background at start-up, one image at a
 * time: an original that still carries camera metadata (EXIF, GPS, XMP…) is rewritten clean and upright
 * under the same name (articles keep their URLs), atomically; one without WebP renditions gets them, so
 * the pages' `srcset` never points at a missing file. Returns how many got renditions; a picture that
 * cannot be read is logged and skipped.
 *
 * `known` lists originals already checked: those the media library records, which were either uploaded
 * (stored clean) or found in the store after this pass had looked at them (jobs.ts records them after it).
 * They are only opened when a rendition is missing, so a start-up with nothing new loads no image library
 * at all: its decoders and buffers cost the server tens of MB for the rest of its life.
 *
 * `signal` stops it between two pictures (the server shutting down).
 *
 * Several processes on one bucket take turns (jobs.ts runs it under an advisory lock); were two to run
 * it at once, that would be harmless: they write the same bytes under the same keys, each object whole,
 * and the original (when cleaned) after its renditions.
 */
export async function backfillRenditions(
  store: MediaStore,
  log: { warn: (obj: object, msg: string) => void; info: (msg: string) => void },
  known: ReadonlySet<string> = new Set(),
  signal?: AbortSignal,
): Promise<number> {
  let made = 0;
  let cleaned = 0;
  for (const { key, missing } of await storedOriginals(store)) {
    if (signal?.aborted) break;
    if (known.has(key) && !missing) continue;
    try {
      let bytes: Buffer | undefined;
      const read = async () => {
        bytes ??= await store.read(key);
        if (!bytes) throw new Error("removed meanwhile");
        return bytes;
      };
      const dirty = !known.has(key) && (await isDirty(store, key, read, missing));
      if (!dirty && !missing) continue;
      const original = await read();
      const { clean, renditions } = await oneImageAtATime(async () => {
        const type = detectImageType(original);
        if (!type) throw new Error("not an image");
        const sharp = await imageLibrary();
        const meta = await sharp(original, { limitInputPixels: MAX_PIXELS }).metadata();
        const animated = (meta.pages ?? 1) > 1;
        const clean = dirty ? await encodeCleanOriginal(original, type.ext, { animated }) : undefined;
        const renditions = missing ? await encodeRenditions(clean ?? original, { animated }) : undefined;
        return { clean, renditions };
      });
      if (renditions) {
        await writeRenditions(store, key, renditions);
        made += 1;
      }
      if (clean) {
        await store.put(key, clean);
        cleaned += 1;
      }
    } catch (error) {
      log.warn({ err: error, file: key }, "could not clean or make the renditions of an uploaded image");
    }
  }
  if (cleaned) log.info(`Removed the camera metadata (EXIF, GPS, XMP…) of ${cleaned} stored original(s)`);
  return made;
}
