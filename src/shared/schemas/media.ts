import { z } from "zod";
import { paginationQuery, staffSearchText } from "./common.js";

/** The media library (issue 20): every stored upload, newest first, with where it is used. */
export const MEDIA_PAGE_SIZE = 24;

/** An article that shows the image: as its hero picture, its thumbnail, or in its (Markdown) text. */
export const mediaUsageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  published: z.boolean(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

/** Another stored file of the same picture, at another size (an address of its own, renditions beside it). */
export const mediaVariantSchema = z.object({
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

export const mediaItemSchema = z.object({
  id: z.number().int(),
  /** The address articles link it at: /uploads/<name>, or under MEDIA_PUBLIC_URL. */
  path: z.string(),
  /**
   * The file name it was uploaded with ("harbour.png"), cleaned: for showing and searching, never a path.
   * Null for pictures stored before names were kept (issue 30) and the demo's: show the stored name.
   */
  originalName: z.string().nullable(),
  /** Bytes of the stored original. */
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
  /** The staff member who uploaded it; null for pictures stored before the library existed. */
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  /** The same picture stored at other sizes, listed in this entry (the demo's 400×225 thumbnail). */
  variants: z.array(mediaVariantSchema),
  /**
   * The articles showing it or any of its variants that the caller may read (contributors and authors:
   * their own; issue 41). While it is used at all (here or in `usedByOthers`), it cannot be deleted.
   */
  usedBy: z.array(mediaUsageSchema),
  /** How many more articles show it: another writer's, which the caller may not read, so not named. */
  usedByOthers: z.number().int().nonnegative(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The list's query: a page, and optionally words to find in the name, alt text or caption. */
export const mediaListQuery = paginationQuery(MEDIA_PAGE_SIZE).extend({
  q: staffSearchText,
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;

export const mediaListSchema = z.object({ media: z.array(mediaItemSchema), total: z.number().int() });
export type MediaList = z.infer<typeof mediaListSchema>;

/** The 409 for deleting an image in use: the message, the articles that use it, and how many more the caller may not read. */
export const mediaInUseSchema = z.object({
  message: z.string(),
  usedBy: z.array(mediaUsageSchema),
  usedByOthers: z.number().int().nonnegative(),
});
