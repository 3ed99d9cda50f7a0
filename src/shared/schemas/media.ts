import { z } from "zod";

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

export const mediaItemSchema = z.object({
  id: z.number().int(),
  /** The address articles link it at: /uploads/<name>, or under MEDIA_PUBLIC_URL. */
  path: z.string(),
  /** Bytes of the stored original. */
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
  /** The staff member who uploaded it; null for pictures stored before the library existed. */
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  usedBy: z.array(mediaUsageSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListSchema = z.object({ media: z.array(mediaItemSchema), total: z.number().int() });
export type MediaList = z.infer<typeof mediaListSchema>;

/** The 409 for deleting an image in use: the message and the articles that use it. */
export const mediaInUseSchema = z.object({ message: z.string(), usedBy: z.array(mediaUsageSchema) });
