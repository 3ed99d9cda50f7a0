import { createHash } from "node:crypto";
import { categoryColor } from "#shared/category-colors.js";
import { IMAGE_SIZES } from "#shared/constants.js";
import { imageLibrary } from "../../modules/media/image-library.js";
import type { MediaStore } from "../../modules/media/media-store.js";
import { encodeRenditions, writeRenditions } from "../../modules/media/renditions.js";

/** A small deterministic random sequence from a string, so each article's picture is its own and stable. */
function randomFrom(seed: string) {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

/** An abstract landscape in the category's colours: sky gradient, sun, hills and a lake line. No text, no network. */
function artwork(seed: string, categorySlug: string, width: number, height: number): string {
  const random = randomFrom(seed);
  const { base, accent } = categoryColor(categorySlug);
  const sunX = Math.round(width * (0.15 + random() * 0.7));
  const sunY = Math.round(height * (0.18 + random() * 0.25));
  const sunR = Math.round(height * (0.08 + random() * 0.08));
  const hills = Array.from({ length: 3 }, (_, layer) => {
    const baseline = height * (0.55 + layer * 0.12);
    const points = Array.from({ length: 7 }, (_, i) => {
      const x = (width / 6) * i;
      const y = baseline - random() * height * 0.18;
      return `${Math.round(x)},${Math.round(y)}`;
    });
    const opacity = (0.45 + layer * 0.2).toFixed(2);
    return `<polygon points="0,${height} ${points.join(" ")} ${width},${height}" fill="${base}" fill-opacity="${opacity}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${accent}"/>
      <stop offset="1" stop-color="#0f172a"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="#fef3c7" fill-opacity="0.85"/>
  ${hills}
  <rect y="${Math.round(height * 0.86)}" width="${width}" height="${Math.round(height * 0.14)}" fill="#0f172a" fill-opacity="0.55"/>
</svg>`;
}

/** A stored demo original, as the media library records it. */
export interface DemoImage {
  key: string;
  size: number;
  width: number;
  height: number;
}

/**
 * Stores hero (1200x675) and thumbnail (400x225) WebP pictures for one demo article under demo/ in the
 * media store, each with its WebP renditions (as an upload gets them), the original last; returns their
 * paths and what the media library records of them.
 */
export async function generateDemoImages(media: MediaStore, slug: string, categorySlug: string) {
  const result = { heroImage: "", thumbImage: "", stored: [] as DemoImage[] };
  for (const [kind, size] of [
    ["hero", IMAGE_SIZES.hero],
    ["thumb", IMAGE_SIZES.thumb],
  ] as const) {
    const key = `demo/${slug}-${kind}.webp`;
    // Rasterised once, losslessly; the original and every rendition are encoded from these pixels.
    const sharp = await imageLibrary();
    const pixels = await sharp(Buffer.from(artwork(slug, categorySlug, size.width, size.height)))
      .png({ compressionLevel: 0 })
      .toBuffer();
    // Effort 2 encodes much faster than the default for a few more bytes: seeding stays quick (ADR 0005).
    const renditions = await encodeRenditions(pixels, { effort: 2 });
    await writeRenditions(media, key, renditions);
    // The rendition at the picture's own width is exactly the WebP original.
    const original = renditions.get(size.width)!;
    await media.put(key, original);
    result.stored.push({ key, size: original.length, width: size.width, height: size.height });
    result[kind === "hero" ? "heroImage" : "thumbImage"] = `/uploads/${key}`;
  }
  return result;
}
