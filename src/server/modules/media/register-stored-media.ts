import { isStoredOriginal } from "./backfill.js";
import type { MediaStore } from "./media-store.js";
import { uprightSize } from "./uploads.service.js";
import type { MediaService } from "./media.service.js";

/** Width and height from the header: on this machine's disk only the header is read; from a bucket, the object. */
async function dimensionsOf(store: MediaStore, key: string) {
  if (store.filePath) return uprightSize(store.filePath(key));
  const bytes = await store.read(key);
  if (!bytes) throw new Error("removed meanwhile");
  return uprightSize(bytes);
}

/**
 * Records in the media library every stored original that has no row: the demo pictures (demo/…) and
 * uploads made before the library existed, with their size, dimensions and the time they were stored;
 * their uploader is unknown. Runs at start-up in the background (jobs.ts, one process at a time);
 * answers how many it recorded. A picture that cannot be read is logged and skipped; `signal` stops it
 * between two pictures.
 *
 * The rows are read after the store is listed: an upload finishing meanwhile is then either not listed
 * or already recorded, and should its row come later it replaces this pass's (media.repository.ts). A
 * picture deleted meanwhile is skipped when it can no longer be found.
 */
export async function registerStoredMedia(
  store: MediaStore,
  media: Pick<MediaService, "recordedKeys" | "recordFound">,
  log: { warn: (obj: object, msg: string) => void },
  signal?: AbortSignal,
): Promise<number> {
  const originals: { key: string; size: number }[] = [];
  for await (const object of store.list()) if (isStoredOriginal(object.key)) originals.push(object);
  const recorded = await media.recordedKeys();
  let added = 0;
  for (const { key, size } of originals) {
    if (signal?.aborted) break;
    if (recorded.has(key)) continue;
    try {
      const info = await store.stat(key);
      if (!info) continue;
      const dimensions = await dimensionsOf(store, key);
      if (await media.recordFound({ key, size, ...dimensions, createdAt: info.lastModified })) added += 1;
    } catch (error) {
      log.warn({ err: error, file: key }, "could not record a stored image in the media library");
    }
  }
  return added;
}
