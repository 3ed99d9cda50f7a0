/**
 * Responsive image renditions: every picture stored under /uploads/ gets WebP copies at these widths next to
 * it, named from its own path, so the web derives them without asking the server:
 * `/uploads/<name>.<ext>` → `/uploads/<name>-w400.webp`, `-w800.webp`, `-w1200.webp`.
 * A rendition is never wider than its original (no upscaling): for a small original, the wider names hold
 * the original's width.
 */
export const RENDITION_WIDTHS = [400, 800, 1200] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/** A stored original: under /uploads/ (optionally in sub-folders), a plain name and an image extension. */
const LOCAL_ORIGINAL = /^(\/uploads\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+)\.(?:png|jpe?g|gif|webp|avif)$/i;
/**
 * An upload linked through MEDIA_PUBLIC_URL (a CDN or the bucket, which holds the renditions beside it):
 * an absolute http(s) URL whose file is named as uploads are, 24 hex digits (uploads.service.ts).
 */
export const PUBLIC_ORIGINAL = /^(https?:\/\/[^/?#]+(?:\/[^?#]*)?\/[0-9a-f]{24})\.(?:png|jpe?g|gif|webp|avif)$/i;
/** A rendition's own name (never an original). */
const RENDITION_NAME = /-w\d+\.webp$/;

/** The path without its extension when it is one of our stored originals; otherwise undefined. */
function originalBase(imagePath: string): string | undefined {
  if (RENDITION_NAME.test(imagePath)) return undefined;
  return (LOCAL_ORIGINAL.exec(imagePath) ?? PUBLIC_ORIGINAL.exec(imagePath))?.[1];
}

export function isRenditionName(fileName: string): boolean {
  return RENDITION_NAME.test(fileName);
}

/** The rendition file name or path for an original file name or path ("a/b.png", 400 → "a/b-w400.webp"). */
export function renditionName(original: string, width: number): string {
  return `${original.replace(/\.[^./]+$/, "")}-w${width}.webp`;
}

/**
 * The `srcset` of an uploaded picture's WebP renditions, or undefined for anything else (external URLs…).
 * `widest` leaves out the renditions a slot never needs: a card is at most 400 CSS px wide, so 800 px
 * covers it on a double-density screen.
 */
export function renditionSrcSet(imagePath: string, widest: RenditionWidth = 1200): string | undefined {
  const base = originalBase(imagePath);
  if (!base) return undefined;
  return RENDITION_WIDTHS.filter((width) => width <= widest)
    .map((width) => `${base}-w${width}.webp ${width}w`)
    .join(", ");
}
