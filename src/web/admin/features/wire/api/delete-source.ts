import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateDesk } from "../../../api/refresh.js";

export function deleteSource(id: number): Promise<unknown> {
  return api(`/api/admin/sources/${id}`, { method: "DELETE" });
}

/** The sources, and the wire, whose items from it go with it. */
export function useDeleteSource<V extends { id: number } = { id: number }>({
  mutationConfig,
}: MutationHookOptions<unknown, V> = {}) {
  return useCallMutation({ mutationFn: ({ id }: V) => deleteSource(id), refresh: invalidateDesk }, mutationConfig);
}
