export type ImageType = { ext: "png" | "jpg" | "gif" | "webp" | "avif"; mime: string };

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The image type from the file's first bytes, never from its name or declared type. SVG is not accepted. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === "PNG\r\n\x1a\n") return { ext: "png", mime: "image/png" };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: "jpg", mime: "image/jpeg" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { ext: "gif", mime: "image/gif" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { ext: "webp", mime: "image/webp" };
  if (ascii(bytes, 4, 8) === "ftyp") {
    const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
    for (let offset = 8; offset + 4 <= boxEnd; offset += 4) {
      const brand = ascii(bytes, offset, offset + 4);
      if (brand === "avif" || brand === "avis") return { ext: "avif", mime: "image/avif" };
    }
  }
  return undefined;
}
