import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

export function deleteMessage(id: number): Promise<unknown> {
  return api(`/api/admin/messages/${id}`, { method: "DELETE" });
}

/** Every filter's pages, and the count of open ones (the menu's badge). */
export function useDeleteMessage({ mutationConfig }: MutationHookOptions<unknown, number> = {}) {
  return useCallMutation(
    { mutationFn: deleteMessage, refresh: (queryClient) => invalidate(queryClient, keys.messages) },
    mutationConfig,
  );
}
