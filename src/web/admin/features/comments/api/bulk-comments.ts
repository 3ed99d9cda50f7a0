import type { CommentBulkInput, CommentBulkResponse } from "#shared/schemas/comment.js";
import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateComments } from "../../../api/refresh.js";

/** One action on several comments at once; answers the server's summary. */
export function bulkComments({ ids, action }: CommentBulkInput): Promise<CommentBulkResponse> {
  return api("/api/admin/comments/bulk", { method: "POST", body: { ids, action } });
}

/** A refusal too: someone else may have moderated some of them meanwhile, so the list shows them as they are now. */
export function useBulkComments({ mutationConfig }: MutationHookOptions<CommentBulkResponse, CommentBulkInput> = {}) {
  return useCallMutation(
    { mutationFn: bulkComments, refresh: invalidateComments, refreshAfterError: invalidateComments },
    mutationConfig,
  );
}
