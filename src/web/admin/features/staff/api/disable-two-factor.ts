import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** Turns it off with the current password. */
export function disableTwoFactor(password: string): Promise<{ message: string }> {
  return api("/api/auth/2fa/disable", { method: "POST", body: { password } });
}

/** Whether it is on. */
export function useDisableTwoFactor({ mutationConfig }: MutationHookOptions<{ message: string }, string> = {}) {
  return useCallMutation(
    { mutationFn: disableTwoFactor, refresh: (queryClient) => invalidate(queryClient, keys.twoFactor) },
    mutationConfig,
  );
}
