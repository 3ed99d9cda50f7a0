import { api } from "#web/ui/api.js";
import { type MutationHookOptions, noRefresh, useCallMutation } from "../../../api/mutation.js";

/** "Forgot password?": the same answer whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api("/api/auth/password-reset", { method: "POST", body: { email } });
}

/** No refresh: asked before signing in, where nothing is cached; the answer itself is what the screen shows. */
export function useRequestPasswordReset({ mutationConfig }: MutationHookOptions<{ message: string }, string> = {}) {
  return useCallMutation({ mutationFn: requestPasswordReset, refresh: noRefresh }, mutationConfig);
}
