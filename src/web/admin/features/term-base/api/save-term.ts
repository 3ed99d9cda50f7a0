import type { Term, TermInput } from "#shared/schemas/term.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** A new term (no `id`), or the changes to the one with this `id`. */
export interface SaveTerm {
  id?: number;
  input: TermInput;
}

export function saveTerm({ id, input }: SaveTerm): Promise<Term> {
  return id === undefined
    ? api<Term>("/api/admin/terms", { method: "POST", body: input })
    : api<Term>(`/api/admin/terms/${id}`, { method: "PUT", body: input });
}

/** The term list, searched or not (no other screen shows terms). */
export function useSaveTerm({ mutationConfig }: MutationHookOptions<Term, SaveTerm> = {}) {
  return useCallMutation(
    { mutationFn: saveTerm, refresh: (queryClient) => invalidate(queryClient, keys.terms) },
    mutationConfig,
  );
}
