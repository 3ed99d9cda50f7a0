import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateComments } from "../../../api/refresh.js";

export function deleteComment(id: number): Promise<unknown> {
  return api(`/api/admin/comments/${id}`, { method: "DELETE" });
}

export function useDeleteComment({ mutationConfig }: MutationHookOptions<unknown, number> = {}) {
  return useCallMutation({ mutationFn: deleteComment, refresh: invalidateComments }, mutationConfig);
}
