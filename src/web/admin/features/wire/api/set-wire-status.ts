import type { WireItem } from "#shared/schemas/wire.js";
import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateDesk } from "../../../api/refresh.js";

/** Dismisses an item, or restores it to the desk ("new"). */
export interface SetWireStatus {
  id: number;
  status: "new" | "dismissed";
}

export function setWireStatus({ id, status }: SetWireStatus): Promise<WireItem> {
  return api<WireItem>(`/api/admin/wire/${id}`, { method: "PUT", body: { status } });
}

/** The item moves to another tab, and the sources' counts change. */
export function useSetWireStatus({ mutationConfig }: MutationHookOptions<WireItem, SetWireStatus> = {}) {
  return useCallMutation({ mutationFn: setWireStatus, refresh: invalidateDesk }, mutationConfig);
}
