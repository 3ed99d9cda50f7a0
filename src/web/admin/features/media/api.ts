import type { QueryClient } from "@tanstack/react-query";
import { MEDIA_PAGE_SIZE, type MediaItem, type MediaList } from "#shared/schemas/media.js";
import { api } from "#web/ui/api.js";
import { withQuery } from "../../api/with-query.js";
import { keys } from "../../api/keys.js";

/**
 * One page of the media library, newest first; with `q`, only the pictures whose name, alt text or caption
 * holds every word. Which articles use an image changes whenever an article
 * is saved, and the article form does not know about this cache: so a screen that shows the library reads
 * it again when it opens (`refetchOnMount: "always"`) instead of trusting the never-stale default.
 */
export const mediaQuery = (page: number, q?: string) => ({
  queryKey: keys.mediaPage(page, q),
  queryFn: () =>
    api<MediaList>(withQuery("/api/admin/media", { page, limit: MEDIA_PAGE_SIZE, q }), { cache: "no-cache" }),
  refetchOnMount: "always" as const,
});

/**
 * 200 `{ message }`; 409 `{ message, usedBy, usedByOthers }` while articles use the image; 404 when it is
 * already gone.
 */
export function deleteMedia(id: number): Promise<{ message: string }> {
  return api(`/api/admin/media/${id}`, { method: "DELETE" });
}

/**
 * The library's entry for a picture just uploaded (the upload answers only its path). It is the newest, so
 * it is on the first page; read fresh, since a cached first page predates the upload.
 */
export async function findUploadedMedia(queryClient: QueryClient, filePath: string): Promise<MediaItem | undefined> {
  const { queryKey, queryFn } = mediaQuery(1);
  const first = await queryClient.fetchQuery({ queryKey, queryFn, staleTime: 0 });
  return first.media.find((item) => item.path === filePath);
}
