import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateComments } from "../../../api/refresh.js";

/** Approves (publishes) or rejects one comment. */
export interface SetCommentStatus {
  id: number;
  status: "published" | "rejected";
}

export function setCommentStatus({ id, status }: SetCommentStatus): Promise<unknown> {
  return api(`/api/admin/comments/${id}/status`, { method: "PUT", body: { status } });
}

export function useSetCommentStatus({ mutationConfig }: MutationHookOptions<unknown, SetCommentStatus> = {}) {
  return useCallMutation({ mutationFn: setCommentStatus, refresh: invalidateComments }, mutationConfig);
}
