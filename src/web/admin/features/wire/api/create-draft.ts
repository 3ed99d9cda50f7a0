import type { WireDraft } from "#shared/schemas/wire.js";
import { ApiError, api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateArticleViews, invalidateDesk } from "../../../api/refresh.js";

/** The item to draft from, and the category to file the draft under (null: the source's default). */
export interface CreateDraft {
  id: number;
  categoryId: number | null;
}

/** Makes an unpublished article from the item; a 409 carries the existing draft's `articleId`. */
export function createWireDraft({ id, categoryId }: CreateDraft): Promise<WireDraft> {
  return api<WireDraft>(`/api/admin/wire/${id}/draft`, { method: "POST", body: categoryId ? { categoryId } : {} });
}

/** The article id in a 409 answer to a second draft from the same item, or null for any other error. */
export function existingDraftId(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const articleId = (error.body as { articleId?: unknown } | null)?.articleId;
  return typeof articleId === "number" ? articleId : null;
}

/**
 * The desk (the item is used now) and every view of the articles (there is a new one). A second draft of
 * the same item is refused because someone made one meanwhile: the desk is read again, without waiting.
 */
export function useCreateDraft({ mutationConfig }: MutationHookOptions<WireDraft, CreateDraft> = {}) {
  return useCallMutation(
    {
      mutationFn: createWireDraft,
      refresh: (queryClient) => Promise.all([invalidateDesk(queryClient), invalidateArticleViews(queryClient)]),
      refreshAfterError: (queryClient, error) => {
        if (existingDraftId(error) !== null) void invalidateDesk(queryClient);
        return undefined;
      },
    },
    mutationConfig,
  );
}
