import type { Invitation } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

export function withdrawInvitation(id: number): Promise<unknown> {
  return api(`/api/admin/staff/invitations/${id}`, { method: "DELETE" });
}

/** The waiting invitations. */
export function useWithdrawInvitation({ mutationConfig }: MutationHookOptions<unknown, Invitation> = {}) {
  return useCallMutation(
    {
      mutationFn: (invitation: Invitation) => withdrawInvitation(invitation.id),
      refresh: (queryClient) => invalidate(queryClient, keys.invitations),
    },
    mutationConfig,
  );
}
