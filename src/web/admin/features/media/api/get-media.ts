import type { QueryClient } from "@tanstack/react-query";
import { MEDIA_PAGE_SIZE, type MediaItem, type MediaList } from "#shared/schemas/media.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

/**
 * One page of the media library, newest first; with `q`, only the pictures whose name, alt text or caption
 * holds every word. Which articles use an image changes whenever an article is saved (its save invalidates
 * the library, api/refresh.ts), but also when one is saved by someone else: so a screen that shows the
 * library reads it again when it opens (`refetchOnMount: "always"`) instead of trusting the never-stale default.
 */
export const mediaQuery = (page: number, q?: string) => ({
  queryKey: keys.mediaPage(page, q),
  queryFn: () =>
    api<MediaList>(withQuery("/api/admin/media", { page, limit: MEDIA_PAGE_SIZE, q }), { cache: "no-cache" }),
  refetchOnMount: "always" as const,
});

/**
 * The library's entry for a picture just uploaded (the upload answers only its path). It is the newest, so
 * it is on the first page; read fresh, since a cached first page predates the upload.
 */
export async function findUploadedMedia(queryClient: QueryClient, filePath: string): Promise<MediaItem | undefined> {
  const { queryKey, queryFn } = mediaQuery(1);
  const first = await queryClient.fetchQuery({ queryKey, queryFn, staleTime: 0 });
  return first.media.find((item) => item.path === filePath);
}
