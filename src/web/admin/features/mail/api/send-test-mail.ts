import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

export function sendTestMail(): Promise<{ message: string }> {
  return api<{ message: string }>("/api/admin/mail/test", { method: "POST" });
}

/** The queue, where the test message now waits. */
export function useSendTestMail({ mutationConfig }: MutationHookOptions<{ message: string }, void> = {}) {
  return useCallMutation(
    { mutationFn: sendTestMail, refresh: (queryClient) => invalidate(queryClient, keys.mail) },
    mutationConfig,
  );
}
