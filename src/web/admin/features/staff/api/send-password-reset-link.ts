import type { StaffMember } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";
import { type MutationHookOptions, noRefresh, useCallMutation } from "../../../api/mutation.js";

/** An administrator mails a colleague a link to set a new password. */
export function sendPasswordResetLink(id: number): Promise<{ message: string }> {
  return api(`/api/admin/staff/${id}/password-reset`, { method: "POST" });
}

/** No refresh: a link sent changes nothing any screen shows (links are not listed). */
export function useSendPasswordResetLink({
  mutationConfig,
}: MutationHookOptions<{ message: string }, StaffMember> = {}) {
  return useCallMutation(
    { mutationFn: (member: StaffMember) => sendPasswordResetLink(member.id), refresh: noRefresh },
    mutationConfig,
  );
}
