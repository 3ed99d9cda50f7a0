import type { StaffMember } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

export function deleteStaffMember(id: number): Promise<unknown> {
  return api(`/api/admin/staff/${id}`, { method: "DELETE" });
}

/** The staff list. */
export function useDeleteStaffMember({ mutationConfig }: MutationHookOptions<unknown, StaffMember> = {}) {
  return useCallMutation(
    {
      mutationFn: (member: StaffMember) => deleteStaffMember(member.id),
      refresh: (queryClient) => invalidate(queryClient, keys.staff),
    },
    mutationConfig,
  );
}
