import { RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";
import type { Pagination } from "#shared/schemas/common.js";
import type { MediaItem, MediaList, MediaUsage } from "#shared/schemas/media.js";
import { HttpError, notFound } from "../../http-error.js";
import { listedFor, type Writer } from "#shared/article-permissions.js";
import type { MediaStore } from "./media-store.js";
import { mediaRowFor, uploadAddress } from "./uploads.service.js";
import type { MediaRepository, MediaRow, ReadableBy, UsageRow } from "./media.repository.js";

export const IMAGE_NOT_FOUND = "Image not found";

/** The 409's message: why the image stays, with the count the editor can check against the list below it. */
export function inUseMessage(articles: number): string {
  return `This image is used by ${articles} ${articles === 1 ? "article" : "articles"} and cannot be deleted`;
}

/** Where an entry is used, as its caller may see it: the articles they may read, and how many others. */
interface EntryUsage {
  usedBy: MediaUsage[];
  usedByOthers: number;
}

function toItem(row: MediaRow, variants: MediaRow[], { usedBy, usedByOthers }: EntryUsage): MediaItem {
  return {
    id: row.id,
    path: row.path,
    originalName: row.originalName,
    size: row.size,
    width: row.width,
    height: row.height,
    contentType: row.contentType,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
    variants: variants.map(({ path, width, height, size }) => ({ path, width, height, size })),
    usedBy,
    usedByOthers,
  };
}

/**
 * The articles using any of one entry's files (its own, its variants'), each once: those the caller may
 * read named, newest first; the others only counted (issue 41: another writer's draft stays unnamed).
 */
function usageOfEntry(keys: string[], usage: Map<string, UsageRow[]>): EntryUsage {
  const named = new Map<number, MediaUsage>();
  const others = new Set<number>();
  for (const key of keys) {
    for (const article of usage.get(key) ?? []) {
      if (article.readable) {
        const { id, title, slug, published } = article;
        named.set(id, { id, title, slug, published });
      } else others.add(article.id);
    }
  }
  return { usedBy: [...named.values()].sort((a, b) => b.id - a.id), usedByOthers: others.size };
}

/** A picture found in the store with no row (stored before the library existed). */
export interface FoundImage {
  key: string;
  size: number;
  width: number;
  height: number;
  /** When it was stored, as the store says (its last modification). */
  createdAt: Date;
}

/**
 * The media library (issue 20): every stored original, with the articles that show it. An image in use
 * cannot be deleted: its article would show a broken picture.
 */
export function createMediaService(repo: MediaRepository, store: MediaStore, mediaPublicUrl?: string) {
  const rowFor = (key: string) => mediaRowFor(key, mediaPublicUrl);

  /**
   * The articles using each of these images, by key, in one query. An article may link an image at
   * /uploads/<key> or under MEDIA_PUBLIC_URL (set, or changed, after it was saved): both count. So does
   * any of its renditions (`<name>-w800.webp`…): deleting the image deletes them too. Only the articles
   * `readableBy` may read come with their title and slug.
   */
  async function usageByKey(keys: string[], readableBy: ReadableBy): Promise<Map<string, UsageRow[]>> {
    const files = keys.flatMap((key) =>
      [key, ...RENDITION_WIDTHS.map((width) => renditionName(key, width))].map((file) => ({
        key,
        file,
        paths: [uploadAddress(file), uploadAddress(file, mediaPublicUrl)] as [string, string],
      })),
    );
    const usage = new Map<string, UsageRow[]>();
    for (const article of await repo.articlesUsing(files, readableBy)) {
      usage.set(article.key, [...(usage.get(article.key) ?? []), article]);
    }
    return usage;
  }

  return {
    /**
     * One page of entries, newest first, optionally searched (`q`: every word in the original name, or an
     * alt text or caption the picture is shown with). A picture's other sizes (variants) are listed in its
     * entry, and an article using one of them uses the entry.
     *
     * `reader` sees what article-permissions.ts lets them read (issue 41): a contributor's or author's
     * search goes through their own articles' alt text and captions only, and each entry names only their
     * own articles, counting the others (`usedByOthers`). No reader (tools, tests): every article.
     */
    async list({ page, limit, q }: Pagination & { q?: string }, reader?: Writer): Promise<MediaList> {
      const readableBy = listedFor(reader);
      const { rows, total } = await repo.page((page - 1) * limit, limit, q, readableBy);
      const variants = await repo.variantsOf(rows.map((row) => row.id));
      const usage = await usageByKey(
        [...rows, ...variants].map((row) => row.key),
        readableBy,
      );
      const media = rows.map((row) => {
        const own = variants.filter((variant) => variant.variantOf === row.id);
        return toItem(row, own, usageOfEntry([row.key, ...own.map((variant) => variant.key)], usage));
      });
      return { media, total };
    },

    /**
     * Deletes an image no article uses: its files, then its row. The original goes first, so that a
     * stored original always has its renditions (a rendition left alone is never linked to). Should the
     * store fail part way (MediaUnavailableError), the row stays and deleting again finishes the job.
     *
     * No `changes.bump()`: no public page or cached answer lists the library, and an image no article
     * uses appears on no page.
     *
     * The 409 names the articles `reader` may read and counts the others, as the list does.
     */
    async delete(id: number, reader?: Writer): Promise<void> {
      const image = await repo.findById(id);
      if (!image) throw notFound(IMAGE_NOT_FOUND);
      // An entry's variants go with it (the row's delete cascades), so an article using one keeps it.
      const keys = [image.key, ...(await repo.variantsOf([id])).map((variant) => variant.key)];
      const { usedBy, usedByOthers } = usageOfEntry(keys, await usageByKey(keys, listedFor(reader)));
      const users = usedBy.length + usedByOthers;
      if (users > 0) throw new HttpError(409, inUseMessage(users), {}, { usedBy, usedByOthers });
      for (const key of keys) await store.delete(key);
      await Promise.all(
        keys.flatMap((key) => RENDITION_WIDTHS.map((width) => store.delete(renditionName(key, width)))),
      );
      await repo.delete(id);
    },

    /**
     * The width and height of pictures an article's text shows, by the address it names (/uploads/<key>
     * or under MEDIA_PUBLIC_URL), so the page reserves their space before they load.
     */
    async imageSizes(paths: string[]): Promise<Map<string, { width: number; height: number }>> {
      const prefixes = [uploadAddress(""), ...(mediaPublicUrl ? [uploadAddress("", mediaPublicUrl)] : [])];
      const keyed = paths.flatMap((path) => {
        const prefix = prefixes.find((p) => path.startsWith(p));
        return prefix ? [{ path, key: path.slice(prefix.length) }] : [];
      });
      const rows = await repo.sizesByKey([...new Set(keyed.map((k) => k.key))]);
      const byKey = new Map(rows.map(({ key, width, height }) => [key, { width, height }]));
      return new Map(keyed.flatMap(({ path, key }) => (byKey.has(key) ? [[path, byKey.get(key)!] as const] : [])));
    },

    /** The keys that have a row, for the start-up pass (register-stored-media.ts). */
    recordedKeys: () => repo.recordedKeys(),

    /** Records a picture found in the store, uploader unknown; false when it has a row already. */
    async recordFound(found: FoundImage): Promise<boolean> {
      const added = await repo.recordFound({ ...found, ...rowFor(found.key), uploadedBy: null });
      // A demo picture found without its row: its thumbnail joins its hero's entry, whichever came first.
      if (added && found.key.startsWith("demo/")) await repo.linkDemoThumbnails();
      return added;
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
