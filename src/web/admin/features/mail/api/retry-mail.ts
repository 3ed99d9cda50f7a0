import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

export function retryMail(id: number): Promise<unknown> {
  return api(`/api/admin/mail/${id}/retry`, { method: "POST" });
}

/** The queue, where the message waits again. */
export function useRetryMail({ mutationConfig }: MutationHookOptions<unknown, number> = {}) {
  return useCallMutation(
    { mutationFn: retryMail, refresh: (queryClient) => invalidate(queryClient, keys.mail) },
    mutationConfig,
  );
}
