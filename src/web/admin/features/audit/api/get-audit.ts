import type { AuditList } from "#shared/schemas/audit.js";
import { api } from "#web/ui/api.js";
import { type AuditFilter, keys } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

/** One page of the audit log, one person's or one kind of action's when asked. */
export const auditPageQuery = (filter: AuditFilter) => ({
  queryKey: keys.auditPage(filter),
  queryFn: () => api<AuditList>(withQuery("/api/admin/audit", { ...filter }), { cache: "no-cache" }),
});
