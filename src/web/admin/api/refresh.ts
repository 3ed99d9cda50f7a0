import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { keys } from "./keys.js";

/**
 * The staff screens' cache never goes stale by itself (query-client.tsx): what a change leaves behind is
 * refetched only when the call that made it invalidates it. These are the sets several calls share; each
 * call's hook (features/<feature>/api/) says which it invalidates (ADR 0030).
 */

/** Refetches what is shown under each key, and marks the rest to be read again when next shown. */
export async function invalidate(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * An article changed (saved, restored, deleted, bulk-changed, made from the wire, or its category renamed
 * or deleted): the article lists and the previews, the dashboard's counts, the categories' article counts,
 * and which articles use each picture of the media library.
 */
export function invalidateArticleViews(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, keys.articles, keys.previews, keys.stats, keys.categories, keys.media);
}

/** A comment was moderated: the moderation tabs and the pending count (the dashboard's, the menu's). */
export function invalidateComments(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, keys.comments, keys.stats);
}

/** A source or a wire item changed: the desk's list and the sources with their counts and errors. */
export function invalidateDesk(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, keys.wire, keys.sources);
}
