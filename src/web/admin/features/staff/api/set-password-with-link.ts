import type { TokenPasswordInput } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";
import { type MutationHookOptions, noRefresh, useCallMutation } from "../../../api/mutation.js";

/** What the link is for: a reset, or an invitation's first password. */
export type LinkPurpose = "reset-password" | "accept-invitation";

/** A mailed link's new password. */
export function setPasswordWithLink(purpose: LinkPurpose, input: TokenPasswordInput): Promise<{ message: string }> {
  const url = purpose === "reset-password" ? "/api/auth/password-reset/confirm" : "/api/auth/invitations/accept";
  return api(url, { method: "POST", body: input });
}

/** No refresh: set before signing in, where nothing is cached; the answer itself is what the screen shows. */
export function useSetPasswordWithLink(
  purpose: LinkPurpose,
  { mutationConfig }: MutationHookOptions<{ message: string }, TokenPasswordInput> = {},
) {
  return useCallMutation(
    { mutationFn: (input: TokenPasswordInput) => setPasswordWithLink(purpose, input), refresh: noRefresh },
    mutationConfig,
  );
}
