import { exifCredit, exifSaysMore } from "./exif.js";
import { imageLibrary } from "./image-library.js";
import type { ImageType } from "./image-type.js";
import { MAX_PIXELS } from "./renditions.js";

/**
 * The stored original is also the page's `<img src>`, so it must not carry what the camera recorded: GPS
 * position, device, dates, an embedded thumbnail (which can show what a crop removed), XMP, IPTC,
 * comments. It is re-encoded in its own format, turned upright (the EXIF orientation applied), without
 * metadata. With `keepCopyright` (the editor asked), the EXIF Copyright and Artist are written back, and
 * nothing else.
 *
 * Colour: the pixels are converted to sRGB (sharp's default), as the WebP renditions are. A picture that
 * carried a profile (Display P3, Adobe RGB, CMYK) is tagged with the standard sRGB profile, so every
 * viewer shows the same colours; its own profile is not kept, since a custom or device profile can name
 * the camera, scanner or whoever calibrated it.
 */
export async function encodeCleanOriginal(
  input: Buffer,
  ext: ImageType["ext"],
  options: { animated: boolean; keepCopyright?: boolean },
): Promise<Buffer> {
  const sharp = await imageLibrary();
  const open = () => sharp(input, { failOn: "truncated", limitInputPixels: MAX_PIXELS, animated: options.animated });
  const meta = await open().metadata();
  let image = open().autoOrient();
  if (meta.hasProfile && ext !== "gif") image = image.withIccProfile("srgb");
  const credit = options.keepCopyright ? exifCredit(meta.exif) : {};
  if (Object.keys(credit).length > 0) image = image.withExif({ IFD0: { ...credit } });
  switch (ext) {
    case "jpg":
      return image.jpeg({ quality: 90 }).toBuffer();
    case "png":
      // An indexed PNG (up to 256 colours) stays indexed: exact, and not three times larger.
      return image.png({ palette: meta.isPalette }).toBuffer();
    case "webp":
      // "VP8L" is the lossless bitstream's chunk: a lossless WebP stays lossless.
      return image.webp(input.includes("VP8L") ? { lossless: true } : { quality: 90 }).toBuffer();
    case "gif":
      return image.gif().toBuffer();
    case "avif":
      // AVIF's encoder is slow: effort 2 keeps a large photo's upload quick (ADR 0005 has the timing).
      return image.avif({ quality: 70, effort: 2 }).toBuffer();
  }
}

/**
 * True when a stored original (a file path, or its bytes) still carries metadata a clean one would not
 * (uploaded before originals were cleaned): read from its header alone, so checking every stored picture
 * on disk at start-up is cheap.
 */
export async function carriesMetadata(file: string | Buffer): Promise<boolean> {
  const sharp = await imageLibrary();
  const meta = await sharp(file, { limitInputPixels: MAX_PIXELS }).metadata();
  return Boolean(
    meta.xmp ||
      meta.iptc ||
      meta.tifftagPhotoshop ||
      meta.comments?.length ||
      (meta.orientation ?? 1) !== 1 ||
      (meta.exif && exifSaysMore(meta.exif)),
  );
}
