import type { AdSlot } from "#shared/schemas/ad-slot.js";
import { apiRequest } from "#web/ui/api.js";
import { get } from "../../api/client.js";
import { keys } from "../../api/keys.js";

export const adSlotsQuery = () => ({ queryKey: keys.ads, queryFn: () => get<AdSlot[]>("/api/admin/ads") });

/** Creates the ad slot, or updates the one with this id. */
export function saveAdSlot(id: number | undefined, payload: unknown): Promise<unknown> {
  return id === undefined
    ? apiRequest("POST", "/api/admin/ads", payload)
    : apiRequest("PUT", `/api/admin/ads/${id}`, payload);
}
