import type { MediaItem } from "#shared/schemas/media.js";

/** "1200 × 675" (a multiplication sign, as sizes are written). */
export function formatDimensions(item: Pick<MediaItem, "width" | "height">): string {
  return `${item.width} × ${item.height}`;
}

/** "845 KB", "2.4 MB": binary units, as the 10MB upload limit counts them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** The last part of the address ("3f9a….png"): what tells two pictures apart in a list of text. */
export function mediaFileName(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? path;
  return withoutQuery.slice(withoutQuery.lastIndexOf("/") + 1) || path;
}

/** What a picture is called: the name it was uploaded with, else (older pictures, the demo's) its file name. */
export function mediaDisplayName(item: Pick<MediaItem, "path" | "originalName">): string {
  return item.originalName ?? mediaFileName(item.path);
}
