import type { Config } from "../../config.js";
import type { MediaStore, StartupLog } from "./media-store.js";
import { createLocalMediaStore } from "./media-store.local.js";
import { createS3MediaStore } from "./media-store.s3.js";

/** One store per configuration: start-up's check, the seed, the app and the backfill share its client. */
const stores = new WeakMap<Config, MediaStore>();

/** The configured store (MEDIA_STORAGE), made once per configuration; no request is sent. */
export function mediaStoreFor(config: Config): MediaStore {
  let store = stores.get(config);
  if (!store) {
    const { s3 } = config.media;
    store = config.media.storage === "s3" && s3 ? createS3MediaStore(s3) : createLocalMediaStore(config.uploadDir);
    stores.set(config, store);
  }
  return store;
}

/**
 * The configured store, checked: with S3, a bucket, key pair or region the store refuses throws a
 * ConfigError naming the setting; an unreachable store is logged as a warning. Await it before the
 * demo seed and buildApp (which then uses the same store).
 */
export async function openMediaStore(config: Config, log: StartupLog): Promise<MediaStore> {
  const store = mediaStoreFor(config);
  await store.verify?.(log);
  return store;
}
