import type { MessageHandledInput } from "#shared/schemas/contact-message.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** Marks one message handled, or reopens it. */
export type SetMessageHandled = MessageHandledInput & { id: number };

export function setMessageHandled({ id, handled }: SetMessageHandled): Promise<unknown> {
  return api(`/api/admin/messages/${id}`, { method: "PATCH", body: { handled } });
}

/** Every filter's pages, and the count of open ones (the menu's badge). */
export function useSetMessageHandled({ mutationConfig }: MutationHookOptions<unknown, SetMessageHandled> = {}) {
  return useCallMutation(
    { mutationFn: setMessageHandled, refresh: (queryClient) => invalidate(queryClient, keys.messages) },
    mutationConfig,
  );
}
