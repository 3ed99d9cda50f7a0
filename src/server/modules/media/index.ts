import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { createMediaRepository } from "./media.repository.js";
import { createMediaService } from "./media.service.js";
import { mediaStoreFor } from "./open-media-store.js";
import { createUploadsService } from "./uploads.service.js";

/**
 * Pictures: the configured store (a folder or a bucket), the media library listing what it holds, and
 * the uploads that fill it, each recorded in the library as it is stored.
 */
export function createMedia(database: Database, config: Config) {
  const repo = createMediaRepository(database.db);
  const store = mediaStoreFor(config);
  return {
    store,
    library: createMediaService(repo, store, config.media.publicUrl),
    uploads: createUploadsService(store, repo, config.media.publicUrl),
  };
}
