import type { Readable } from "node:stream";

/**
 * Where uploaded pictures and their renditions are kept: a folder on this machine (`local`), or an
 * S3-compatible bucket that every process on every machine shares (`s3`). A key is the path under
 * /uploads/ ("3f…a1.png", "demo/story-hero-w400.webp"); the same key names the file and the object.
 */
export interface MediaStore {
  readonly kind: "local" | "s3";
  /**
   * Stores the bytes under `key`; a reader never sees half an object. `exclusive` fails when the key is
   * taken (local only: S3 names are random 96-bit values and never meet).
   */
  put(key: string, bytes: Buffer, options?: { exclusive?: boolean }): Promise<void>;
  /** The object as a stream with what an HTTP answer needs, or undefined when there is none. */
  get(key: string): Promise<MediaObject | undefined>;
  /** What `get` says about the object, without its bytes (HEAD, conditional requests). */
  stat(key: string): Promise<MediaObjectInfo | undefined>;
  /** The whole object, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object (hidden temporary files left out), in no particular order. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** The file behind a key, for the local store only: a reader that needs only a header reads it there. */
  filePath?(key: string): string;
  /**
   * Start-up check (S3): a setting the store refuses stops start-up with a ConfigError naming it; an
   * unreachable store is logged and the process starts anyway (see media-store.s3.ts for why).
   */
  verify?(log: StartupLog): Promise<void>;
  /** Lets go of connections (the S3 client's sockets). */
  close(): void;
}

export interface MediaObjectInfo {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface MediaObject extends MediaObjectInfo {
  body: Readable;
}

/** What the start-up check may say: pino's logger and `console` both fit. */
export interface StartupLog {
  warn(obj: object, msg: string): void;
}

/** The store cannot be used now: down, connection refused, timed out, or refusing our credentials since start-up. */
export class MediaUnavailableError extends Error {}

/** What a client is told when the store cannot be reached: nothing it sent was wrong, and trying later helps. */
export const MEDIA_UNAVAILABLE = "Image storage is unavailable; please try again shortly";

/** Uploads never change under their name: a year, and no revalidation. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Path segments of letters, digits, `_`, `-` and dots, never starting with a dot: no hidden temporary
 * file, no `..`, no backslash or percent sign can name an object.
 */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isMediaKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Not a storable media name: ${JSON.stringify(key)}`);
}

const IMAGE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

/** The Content-Type of an image we store, from its extension; undefined for anything else. */
export function imageContentType(key: string): string | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase();
  return ext ? IMAGE_TYPES[ext] : undefined;
}

/** The key of an /uploads/ path ("/uploads/demo/a.webp" → "demo/a.webp"), or undefined for anything else. */
export function keyOfUploadPath(uploadPath: string): string | undefined {
  const key = uploadPath.startsWith("/uploads/") ? uploadPath.slice("/uploads/".length) : undefined;
  return key !== undefined && isMediaKey(key) ? key : undefined;
}
