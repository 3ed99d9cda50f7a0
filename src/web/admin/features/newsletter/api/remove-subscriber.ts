import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

export function removeSubscriber(id: number): Promise<unknown> {
  return api(`/api/admin/newsletter/subscribers/${id}`, { method: "DELETE" });
}

/** The subscriber list and its counts. */
export function useRemoveSubscriber({ mutationConfig }: MutationHookOptions<unknown, number> = {}) {
  return useCallMutation(
    { mutationFn: removeSubscriber, refresh: (queryClient) => invalidate(queryClient, keys.newsletter) },
    mutationConfig,
  );
}
