import type { QueryClient } from "@tanstack/react-query";
import type { MediaItem } from "#shared/schemas/media.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/**
 * 200 `{ message }`; 409 `{ message, usedBy, usedByOthers }` while articles use the image; 404 when it is
 * already gone.
 */
export function deleteMedia(id: number): Promise<{ message: string }> {
  return api(`/api/admin/media/${id}`, { method: "DELETE" });
}

const refreshLibrary = (queryClient: QueryClient) => invalidate(queryClient, keys.media);

/**
 * The library; after a refusal too: a 409 says which articles still use it, and the card then shows where
 * it is used now (a 404: it is gone already).
 */
export function useDeleteMedia({ mutationConfig }: MutationHookOptions<{ message: string }, MediaItem> = {}) {
  return useCallMutation(
    {
      mutationFn: (item: MediaItem) => deleteMedia(item.id),
      refresh: refreshLibrary,
      refreshAfterError: refreshLibrary,
    },
    mutationConfig,
  );
}
