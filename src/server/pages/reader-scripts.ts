import fs from "node:fs";
import path from "node:path";
import type { ReaderScripts } from "#shared/reader-api.js";

/** The reader build's manifest (vite.reader.config.ts), beside the client assets. */
export const READER_MANIFEST = "client/reader-manifest.json";
/** The island entry's source path, its key in the manifest. */
export const READER_ENTRY = "src/web/reader/islands/entry.client.tsx";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The reader pages' scripts (ADR 0021): the island entry and its static imports, transitively, as
 * `/assets/` URLs, read once from the reader build's manifest. Null when there is no reader build (the
 * server run from source, or a build that failed half-way): pages then render as they do without
 * JavaScript, and `onMissing` says why.
 */
export function loadReaderScripts(buildDir: string, onMissing: (message: string) => void): ReaderScripts | null {
  const file = path.join(buildDir, READER_MANIFEST);
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  } catch (error) {
    onMissing(`No reader build at ${file} (${(error as Error).message}): reader pages are served without JavaScript`);
    return null;
  }
  const entry = manifest[READER_ENTRY] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) {
    onMissing(`${file} names no entry: reader pages are served without JavaScript`);
    return null;
  }
  const preload: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported || seen.has(key)) continue;
      seen.add(key);
      preload.push(`/${imported.file}`);
      visit(imported);
    }
  };
  visit(entry);
  return { entry: `/${entry.file}`, preload };
}
