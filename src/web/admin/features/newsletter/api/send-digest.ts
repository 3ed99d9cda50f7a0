import type { NewsletterSend } from "#shared/schemas/newsletter.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

export function sendDigestNow(): Promise<NewsletterSend> {
  return api<NewsletterSend>("/api/admin/newsletter/send", { method: "POST" });
}

/** The screen: its last sends, and the next digest's preview (which starts after this one). */
export function useSendDigest({ mutationConfig }: MutationHookOptions<NewsletterSend, void> = {}) {
  return useCallMutation(
    { mutationFn: sendDigestNow, refresh: (queryClient) => invalidate(queryClient, keys.newsletter) },
    mutationConfig,
  );
}
