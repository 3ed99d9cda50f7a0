import type { PasswordChangeInput } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";
import { type MutationHookOptions, noRefresh, useCallMutation } from "../../../api/mutation.js";

/** One's own password: this session stays, every other session of the account ends. */
export function changeOwnPassword(input: PasswordChangeInput): Promise<unknown> {
  return api("/api/auth/password", { method: "PUT", body: input });
}

/**
 * No refresh: no screen shows the password. (The sessions it ends stay listed on My account until that list
 * is read again, as before this hook.)
 */
export function useChangeOwnPassword({ mutationConfig }: MutationHookOptions<unknown, PasswordChangeInput> = {}) {
  return useCallMutation({ mutationFn: changeOwnPassword, refresh: noRefresh }, mutationConfig);
}
