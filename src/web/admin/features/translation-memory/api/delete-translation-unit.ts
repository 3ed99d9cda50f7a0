import type { QueryClient } from "@tanstack/react-query";
import type { TranslationUnit } from "#shared/schemas/translation-memory.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** The unit to forget: its id, and its Swedish for what the screen says about it. */
export type DeleteTranslationUnit = Pick<TranslationUnit, "id" | "swedish">;

export function deleteTranslationUnit({ id }: DeleteTranslationUnit): Promise<unknown> {
  return api(`/api/admin/translation-memory/${id}`, { method: "DELETE" });
}

/** The memory's list; a unit already deleted elsewhere (404) is gone from it too. */
export function useDeleteTranslationUnit({ mutationConfig }: MutationHookOptions<unknown, DeleteTranslationUnit> = {}) {
  const refresh = (queryClient: QueryClient) => invalidate(queryClient, keys.translationMemory);
  return useCallMutation({ mutationFn: deleteTranslationUnit, refresh, refreshAfterError: refresh }, mutationConfig);
}
