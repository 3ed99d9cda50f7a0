import type { QueryClient } from "@tanstack/react-query";
import type { Term } from "#shared/schemas/term.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** The term to delete: its id, and its Swedish for what the screen says about it. */
export type DeleteTerm = Pick<Term, "id" | "swedish">;

export function deleteTerm({ id }: DeleteTerm): Promise<unknown> {
  return api(`/api/admin/terms/${id}`, { method: "DELETE" });
}

/** The term list; a term already deleted elsewhere (404) is gone from it too. */
export function useDeleteTerm({ mutationConfig }: MutationHookOptions<unknown, DeleteTerm> = {}) {
  const refresh = (queryClient: QueryClient) => invalidate(queryClient, keys.terms);
  return useCallMutation({ mutationFn: deleteTerm, refresh, refreshAfterError: refresh }, mutationConfig);
}
