import type { AuditList } from "#shared/schemas/audit.js";
import { api } from "#web/ui/api.js";
import { withQuery } from "../../api/with-query.js";

export const auditKey = ["/api/admin/audit"] as const;

/** One page of the audit log, one person's or one kind of action's when asked. */
export const auditPageQuery = (filter: { page: number; userId?: number; action?: string }) => ({
  queryKey: [...auditKey, filter] as const,
  queryFn: () => api<AuditList>(withQuery("/api/admin/audit", filter), { cache: "no-cache" }),
});
