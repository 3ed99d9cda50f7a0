import type { AdSlot } from "#shared/schemas/ad-slot.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

export const adSlotsQuery = () => ({
  queryKey: keys.ads,
  queryFn: () => api<AdSlot[]>("/api/admin/ads", { cache: "no-cache" }),
});
