import type { DashboardStats } from "#shared/schemas/stats.js";
import { get } from "./client.js";
import { keys } from "./keys.js";

export type { DashboardStats };

export const statsQuery = () => ({ queryKey: keys.stats, queryFn: () => get<DashboardStats>("/api/admin/stats") });
