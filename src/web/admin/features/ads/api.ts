import type { AdSlot } from "#shared/schemas/ad-slot.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../api/keys.js";

export const adSlotsQuery = () => ({
  queryKey: keys.ads,
  queryFn: () => api<AdSlot[]>("/api/admin/ads", { cache: "no-cache" }),
});

/** Creates the ad slot, or updates the one with this id. */
export function saveAdSlot(id: number | undefined, payload: unknown): Promise<unknown> {
  return id === undefined
    ? api("/api/admin/ads", { method: "POST", body: payload })
    : api(`/api/admin/ads/${id}`, { method: "PUT", body: payload });
}
