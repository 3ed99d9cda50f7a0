import type { StaffCreateInput, StaffMember, StaffUpdateInput } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** A colleague to add, or the new name and/or role of the account with this `id`. */
export type SaveStaffMember = { input: StaffCreateInput } | { id: number; input: StaffUpdateInput };

/** Adds the account, or renames it and/or changes its role (409 when that would leave no administrator). */
export function saveStaffMember(save: SaveStaffMember): Promise<StaffMember> {
  return "id" in save
    ? api(`/api/admin/staff/${save.id}`, { method: "PUT", body: save.input })
    : api("/api/admin/staff", { method: "POST", body: save.input });
}

/** The staff list. */
export function useSaveStaffMember({ mutationConfig }: MutationHookOptions<StaffMember, SaveStaffMember> = {}) {
  return useCallMutation(
    { mutationFn: saveStaffMember, refresh: (queryClient) => invalidate(queryClient, keys.staff) },
    mutationConfig,
  );
}
