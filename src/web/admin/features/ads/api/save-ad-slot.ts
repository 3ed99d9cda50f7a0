import type { AdSlotInput } from "#shared/schemas/ad-slot.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** A new slot (no `id`), or the changes to the one with this `id` (its key cannot change). */
export interface SaveAdSlot {
  id?: number;
  input: AdSlotInput;
}

export function saveAdSlot({ id, input }: SaveAdSlot): Promise<unknown> {
  return id === undefined
    ? api("/api/admin/ads", { method: "POST", body: input })
    : api(`/api/admin/ads/${id}`, { method: "PUT", body: input });
}

/** The slots' list, and the dashboard's count of them. */
export function useSaveAdSlot({ mutationConfig }: MutationHookOptions<unknown, SaveAdSlot> = {}) {
  return useCallMutation(
    { mutationFn: saveAdSlot, refresh: (queryClient) => invalidate(queryClient, keys.ads, keys.stats) },
    mutationConfig,
  );
}
