import type { Invitation, InvitationInput } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

export function inviteStaffMember(input: InvitationInput): Promise<Invitation> {
  return api("/api/admin/staff/invitations", { method: "POST", body: input });
}

/** The waiting invitations. */
export function useInviteStaffMember({ mutationConfig }: MutationHookOptions<Invitation, InvitationInput> = {}) {
  return useCallMutation(
    { mutationFn: inviteStaffMember, refresh: (queryClient) => invalidate(queryClient, keys.invitations) },
    mutationConfig,
  );
}
