import { RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";
import { imageLibrary } from "./image-library.js";
import type { MediaStore } from "./media-store.js";

/** Refuses decompression bombs: a small file declaring an enormous canvas. */
export const MAX_PIXELS = 40_000_000;
const WEBP = { quality: 78, effort: 4 } as const;

/**
 * Runs image work one task at a time for the whole process: a decoded 40-megapixel picture is over 100 MB,
 * and several uploads (or the start-up backfill) at once must not multiply that.
 */
export const oneImageAtATime = (() => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
})();

/**
 * Encodes the WebP renditions of one picture (upright, per its EXIF orientation), keyed by their nominal
 * width. Never upscales: widths above the original's share one encoding at the original's width.
 * Animated GIF/WebP stay animated. `effort` (0-6, default 4) trades encoding time for bytes.
 */
export async function encodeRenditions(input: Buffer, options: { animated?: boolean; effort?: number } = {}) {
  const sharp = await imageLibrary();
  const open = () => sharp(input, { failOn: "truncated", limitInputPixels: MAX_PIXELS, animated: options.animated });
  const meta = await open().metadata();
  const originalWidth = meta.autoOrient?.width ?? meta.width;
  if (!originalWidth) throw new Error("image has no width");
  const renditions = new Map<number, Buffer>();
  let atOriginalWidth: Buffer | undefined;
  for (const width of [...RENDITION_WIDTHS].sort((a, b) => a - b)) {
    if (width >= originalWidth && atOriginalWidth) {
      renditions.set(width, atOriginalWidth);
      continue;
    }
    const data = await open()
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ ...WEBP, effort: options.effort ?? WEBP.effort })
      .toBuffer();
    if (width >= originalWidth) atOriginalWidth = data;
    renditions.set(width, data);
  }
  return renditions;
}

/**
 * Stores the renditions of the original `originalKey` ("3f…a1.png", "demo/x.webp") beside it, each
 * atomically; returns the keys written. On failure, removes whatever it wrote (as far as the store lets
 * it: a rendition left without its original is never linked to, and costs only its bytes).
 */
export async function writeRenditions(store: MediaStore, originalKey: string, renditions: Map<number, Buffer>) {
  const written: string[] = [];
  try {
    for (const [width, data] of renditions) {
      const key = renditionName(originalKey, width);
      await store.put(key, data);
      written.push(key);
    }
  } catch (error) {
    await removeQuietly(store, written);
    throw error;
  }
  return written;
}

/** Removes what one upload wrote, keeping the error that made it necessary (not a second one). */
export async function removeQuietly(store: MediaStore, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => store.delete(key)));
}
