/**
 * Just enough of EXIF (a TIFF structure) to read the two credit fields an editor may keep, and to tell an
 * EXIF block that holds only those (plus what the encoder writes itself) from one that says more.
 */

const TAG = {
  orientation: 0x0112,
  xResolution: 0x011a,
  yResolution: 0x011b,
  resolutionUnit: 0x0128,
  artist: 0x013b,
  copyright: 0x8298,
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  interopIfd: 0xa005,
  colorSpace: 0xa001,
  pixelXDimension: 0xa002,
  pixelYDimension: 0xa003,
} as const;

/** Bytes per value of each TIFF field type (1 BYTE … 12 DOUBLE). */
const TYPE_SIZES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];
const ASCII = 2;

interface ExifEntry {
  ifd: "IFD0" | "IFD1" | "Exif" | "GPS" | "Interop";
  tag: number;
  type: number;
  value: Buffer;
}

/** Every entry of every directory, or undefined when the block is not well-formed. */
export function readExifEntries(exif: Buffer): ExifEntry[] | undefined {
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  const order = tiff.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return undefined;
  const little = order === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries: ExifEntry[] = [];
  const visited = new Set<number>();
  const subIfds: Partial<Record<number, ExifEntry["ifd"]>> = {
    [TAG.exifIfd]: "Exif",
    [TAG.gpsIfd]: "GPS",
    [TAG.interopIfd]: "Interop",
  };

  const walk = (offset: number, ifd: ExifEntry["ifd"]) => {
    // A directory visited twice is a loop (a hostile file), not EXIF.
    if (visited.has(offset) || visited.size > 16) throw new RangeError("EXIF directory loop");
    visited.add(offset);
    const count = u16(offset);
    for (let i = 0; i < count; i++) {
      const at = offset + 2 + i * 12;
      const tag = u16(at);
      const type = u16(at + 2);
      const size = u32(at + 4) * (TYPE_SIZES[type] ?? 1);
      const start = size <= 4 ? at + 8 : u32(at + 8);
      if (start + size > tiff.length) throw new RangeError("EXIF value out of bounds");
      entries.push({ ifd, tag, type, value: tiff.subarray(start, start + size) });
      const sub = subIfds[tag];
      if (sub) walk(u32(at + 8), sub);
    }
    const next = u32(offset + 2 + count * 12);
    if (ifd === "IFD0" && next) walk(next, "IFD1"); // IFD1 is the embedded thumbnail
  };

  try {
    if (u16(2) !== 42) return undefined;
    walk(u32(4), "IFD0");
    return entries;
  } catch {
    return undefined; // truncated or looping
  }
}

/** The photographer credit an editor may keep: EXIF Copyright and Artist. */
export interface ExifCredit {
  Copyright?: string;
  Artist?: string;
}

/** Printable text of an ASCII field: NULs (Copyright may hold two strings) and control characters become spaces. */
function asText(value: Buffer): string {
  return value
    .toString("utf8")
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 256);
}

/** The Copyright and Artist of an EXIF block, when present; nothing else is read. */
export function exifCredit(exif: Buffer | undefined): ExifCredit {
  const entries = exif ? readExifEntries(exif) : undefined;
  const credit: ExifCredit = {};
  for (const entry of entries ?? []) {
    if (entry.ifd !== "IFD0" || entry.type !== ASCII) continue;
    const text = asText(entry.value);
    if (!text) continue;
    if (entry.tag === TAG.copyright) credit.Copyright = text;
    if (entry.tag === TAG.artist) credit.Artist = text;
  }
  return credit;
}

/** What a clean original's EXIF may hold: the kept credit and the fields the encoder adds by itself. */
const HARMLESS = {
  IFD0: new Set<number>([
    TAG.orientation,
    TAG.xResolution,
    TAG.yResolution,
    TAG.resolutionUnit,
    TAG.artist,
    TAG.copyright,
    TAG.exifIfd,
  ]),
  Exif: new Set<number>([TAG.colorSpace, TAG.pixelXDimension, TAG.pixelYDimension]),
} as Partial<Record<ExifEntry["ifd"], Set<number>>>;

/** True when an EXIF block says more than a clean original's would (GPS, camera, dates, thumbnail…). */
export function exifSaysMore(exif: Buffer): boolean {
  const entries = readExifEntries(exif);
  return !entries || entries.some((entry) => !HARMLESS[entry.ifd]?.has(entry.tag));
}
