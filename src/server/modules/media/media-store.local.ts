import { randomBytes } from "node:crypto";
import type { Stats } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { assertMediaKey, imageContentType, isMediaKey, type MediaObjectInfo, type MediaStore } from "./media-store.js";

/**
 * Writes a file so that nobody ever reads it half-written: a hidden temporary file in the same folder,
 * then a rename (or, with `exclusive`, a hard link that fails when the name is already taken).
 */
export async function writeFileAtomic(target: string, bytes: Buffer, options: { exclusive?: boolean } = {}) {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
  await fs.writeFile(temp, bytes, { flag: "wx" });
  try {
    if (options.exclusive) await fs.link(temp, target);
    else await fs.rename(temp, target);
  } finally {
    await fs.rm(temp, { force: true });
  }
}

const isMissing = (error: unknown) => ["ENOENT", "ENOTDIR", "EISDIR"].includes((error as { code?: string }).code ?? "");

/** The same validators @fastify/static (send) gives a file, so both ways of serving agree. */
function describeFile(key: string, stats: Stats): MediaObjectInfo {
  return {
    size: stats.size,
    contentType: imageContentType(key) ?? "application/octet-stream",
    etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
    lastModified: stats.mtime,
  };
}

/** Every file under `dir` that is not hidden (temporary files are), with its key relative to `root`. */
async function* walk(root: string, dir: string): AsyncGenerator<{ key: string; size: number }> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(root, full);
    else if (entry.isFile()) {
      const stats = await fs.stat(full).catch(() => undefined);
      if (stats) yield { key: path.relative(root, full).split(path.sep).join("/"), size: stats.size };
    }
  }
}

/** Uploads in a folder of this machine (UPLOAD_DIR), exactly as they were kept before stores existed. */
export function createLocalMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split("/"));
  };
  const open = async (key: string) => {
    if (!isMediaKey(key)) return undefined;
    try {
      const handle = await fs.open(fileOf(key), "r");
      const stats = await handle.stat();
      if (stats.isFile()) return { handle, stats };
      await handle.close();
      return undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  const stat = async (key: string) => {
    const opened = await open(key);
    await opened?.handle.close();
    return opened && describeFile(key, opened.stats);
  };
  return {
    kind: "local",
    async put(key, bytes, options) {
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await writeFileAtomic(target, bytes, options);
    },
    async get(key) {
      const opened = await open(key);
      if (!opened) return undefined;
      // Read from the handle opened above: a file removed meanwhile is still read whole.
      return { ...describeFile(key, opened.stats), body: opened.handle.createReadStream() };
    },
    stat,
    async read(key) {
      if (!isMediaKey(key)) return undefined;
      return fs.readFile(fileOf(key)).catch((error) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
    },
    exists: async (key) => (await stat(key)) !== undefined,
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    list: () => walk(root, root),
    filePath: fileOf,
    close() {},
  };
}
