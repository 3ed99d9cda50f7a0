import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** The app's first code and the current password. */
export interface EnableTwoFactor {
  code: string;
  password: string;
}

/** Turns it on; the account's other sessions end. */
export function enableTwoFactor(input: EnableTwoFactor): Promise<{ recoveryCodes: string[] }> {
  return api("/api/auth/2fa/enable", { method: "POST", body: input });
}

/** Whether it is on, and the recovery codes left. */
export function useEnableTwoFactor({
  mutationConfig,
}: MutationHookOptions<{ recoveryCodes: string[] }, EnableTwoFactor> = {}) {
  return useCallMutation(
    { mutationFn: enableTwoFactor, refresh: (queryClient) => invalidate(queryClient, keys.twoFactor) },
    mutationConfig,
  );
}
