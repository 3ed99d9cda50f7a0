import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";
import type { OwnSession } from "./get-sessions.js";

export function endSession(id: string): Promise<{ message: string }> {
  return api(`/api/auth/sessions/${id}`, { method: "DELETE" });
}

/** The sessions listed; none when it was this browser's own, which is signed out and leaves the admin. */
export function useEndSession({ mutationConfig }: MutationHookOptions<{ message: string }, OwnSession> = {}) {
  return useCallMutation(
    {
      mutationFn: (session: OwnSession) => endSession(session.id),
      refresh: (queryClient, _answer, session) =>
        session.current ? undefined : invalidate(queryClient, keys.sessions),
    },
    mutationConfig,
  );
}
