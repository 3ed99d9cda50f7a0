/**
 * Alt text that describes nothing (issue 30). The editor's Image button inserts ALT_PLACEHOLDER for the
 * writer to type over; published unchanged, readers of screen readers would hear it. The publish checks
 * refuse it, and a few other words that name the kind of thing instead of what it shows.
 */
export const ALT_PLACEHOLDER = "Describe the picture";

/**
 * Kept small on purpose: words that only say "this is a picture". A real description that merely
 * contains one of them ("A photo of the harbour") is not a placeholder.
 */
const PLACEHOLDER_WORDS = new Set([
  ALT_PLACEHOLDER.toLowerCase(),
  "image",
  "picture",
  "photo",
  "photograph",
  "img",
  "alt",
  "alt text",
  "placeholder",
  "untitled",
]);

/** A file name ("harbour.jpg") or a camera's name for a shot ("IMG_1234", "DSC01234", "PXL_20240101_1200"). */
const FILE_NAME = /^[\w.-]+\.(?:jpe?g|png|gif|webp|avif|heic|tiff?|bmp|svg)$/i;
const CAMERA_NAME = /^(?:img|dsc[nf]?|pxl|dcim|photo|image|screenshot)[\s_-]?\d[\d_-]*$/i;

/** Whether an alt text (not empty: that is "missing") is a placeholder rather than a description. */
export function isPlaceholderAlt(alt: string): boolean {
  const text = alt
    .trim()
    .replace(/[.!…:]+$/, "")
    .trim();
  if (!text) return false;
  return PLACEHOLDER_WORDS.has(text.toLowerCase()) || FILE_NAME.test(text) || CAMERA_NAME.test(text);
}
