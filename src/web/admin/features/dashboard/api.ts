import type { DashboardStats } from "#shared/schemas/stats.js";
import { get } from "../../api/client.js";
import { keys } from "../../api/keys.js";

export type { DashboardStats };

export const statsQuery = () => ({ queryKey: keys.stats, queryFn: () => get<DashboardStats>("/api/admin/stats") });
