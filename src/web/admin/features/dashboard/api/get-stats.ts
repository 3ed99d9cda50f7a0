import { api } from "#web/ui/api.js";
import type { DashboardStats } from "#shared/schemas/stats.js";
import { keys } from "../../../api/keys.js";

export type { DashboardStats };

export const statsQuery = () => ({
  queryKey: keys.stats,
  queryFn: () => api<DashboardStats>("/api/admin/stats", { cache: "no-cache" }),
});
