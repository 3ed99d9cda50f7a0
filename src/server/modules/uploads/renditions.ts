import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";

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
 * Writes a file so that nobody ever reads it half-written: a hidden temporary file in the same folder,
 * then a rename (or, with `exclusive`, a hard link that fails when the name is already taken).
 */
export async function writeFileAtomic(target: string, bytes: Buffer, options: { exclusive?: boolean } = {}) {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
  await fs.writeFile(temp, bytes, { flag: "wx" });
  try {
    if (options.exclusive) await fs.link(temp, target);
    else await fs.rename(temp, target);
  } finally {
    await fs.rm(temp, { force: true });
  }
}

/**
 * Encodes the WebP renditions of one picture (upright, per its EXIF orientation), keyed by their nominal
 * width. Never upscales: widths above the original's share one encoding at the original's width.
 * Animated GIF/WebP stay animated. `effort` (0-6, default 4) trades encoding time for bytes.
 */
export async function encodeRenditions(input: Buffer, options: { animated?: boolean; effort?: number } = {}) {
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
 * Writes the renditions of `originalName` into `dir`, each atomically; returns the file names written.
 * On failure, removes whatever it wrote.
 */
export async function writeRenditions(dir: string, originalName: string, renditions: Map<number, Buffer>) {
  const written: string[] = [];
  try {
    for (const [width, data] of renditions) {
      const name = renditionName(originalName, width);
      await writeFileAtomic(path.join(dir, name), data);
      written.push(name);
    }
  } catch (error) {
    await Promise.all(written.map((name) => fs.rm(path.join(dir, name), { force: true })));
    throw error;
  }
  return written;
}
