import { PUBLIC_ORIGINAL, renditionSrcSet } from "../image-renditions.js";

/*
 * Which image addresses are ours, for the article schema and for pictures in an article's text. Here, with
 * the schemas, rather than in image-renditions.ts: only the server and the staff screens use them, and
 * what src/shared holds outside schemas/ is downloaded by every reader page (ADR 0009).
 */

/** Our own upload paths only: no traversal, no backslash (browsers read "/\\host" as "//host"). */
export function isUploadPath(value: string): boolean {
  return /^\/uploads\/[A-Za-z0-9._/-]+$/.test(value) && !value.split("/").includes("..");
}

/**
 * A picture of ours that an article's text may show: under /uploads/, or under the public media address
 * (MEDIA_PUBLIC_URL) when the caller knows it, else any address named as our uploads are (the staff
 * screens do not know it; the server checks again on save).
 */
export function isOwnImage(src: string, mediaPublicUrl?: string): boolean {
  if (isUploadPath(src)) return true;
  if (mediaPublicUrl) return src.startsWith(`${mediaPublicUrl}/`) && !/[\s\\]|\/\.\.\//.test(src);
  return PUBLIC_ORIGINAL.test(src);
}

/** The width a picture in an article's text is shown at: the text column, or the whole screen on a phone. */
export const BODY_IMAGE_SIZES = "(min-width: 800px) 768px, 100vw";

/**
 * How a picture in an article's text is shown: one of ours (`isOwnImage`) with its renditions, or not at
 * all (null). `size` adds its width and height when known, so the page does not shift as it loads.
 */
export function bodyImageAttributes(
  src: string,
  mediaPublicUrl?: string,
  size?: { width: number; height: number },
): { src: string; srcSet?: string; sizes?: string; width?: number; height?: number } | null {
  if (!isOwnImage(src, mediaPublicUrl)) return null;
  const srcSet = renditionSrcSet(src);
  return { src, ...(srcSet ? { srcSet, sizes: BODY_IMAGE_SIZES } : {}), ...size };
}
