/** The longest original file name kept, in characters (a longer one keeps its start and its extension). */
export const MAX_ORIGINAL_NAME = 200;

// Control characters, and the invisible marks that reorder or hide text ("gnp.exe" shown as "exe.png").
const UNSHOWABLE = /[\p{Cc}\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * The name an upload came with ("harbour.png"), as the media library shows it and searches it: the last
 * part of any path ("C:\\Users\\me\\harbour.png", "../../harbour.png"), without control characters or
 * invisible direction marks, spaces collapsed, at most MAX_ORIGINAL_NAME characters. Null when nothing
 * showable is left. Only ever text to show: the stored file keeps its random name.
 */
export function cleanOriginalName(raw: string | undefined | null): string | null {
  if (typeof raw !== "string") return null;
  const withoutHidden = raw
    .normalize("NFC")
    .replace(/[\t\n\v\f\r]/g, " ")
    .replace(UNSHOWABLE, "");
  const last = withoutHidden.slice(Math.max(withoutHidden.lastIndexOf("/"), withoutHidden.lastIndexOf("\\")) + 1);
  const name = last.replace(/\s+/gu, " ").trim();
  if (name === "" || /^\.+$/.test(name)) return null;
  const chars = [...name];
  if (chars.length <= MAX_ORIGINAL_NAME) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? "";
  const kept = chars
    .slice(0, MAX_ORIGINAL_NAME - 1 - extension.length)
    .join("")
    .trimEnd();
  return `${kept}…${extension}`;
}
