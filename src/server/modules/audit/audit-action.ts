/**
 * The name of what a staff call did, from the route it matched (so a route added later is named too):
 * the static path segments after the staff prefix, and the method's verb unless the path ends in one.
 *   POST   /api/admin/articles                                   → articles.create
 *   PUT    /api/admin/articles/:id                               → articles.update
 *   POST   /api/admin/articles/:id/revisions/:revisionId/restore → articles.revisions.restore
 *   PUT    /api/admin/comments/:id/status                        → comments.status
 *   POST   /api/auth/2fa/enable                                  → auth.2fa.enable
 */
const VERBS: Record<string, string> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };

/** Path endings that are themselves the action (a POST to them creates nothing). */
const ACTION_WORDS = new Set([
  "bulk",
  "restore",
  "status",
  "retry",
  "draft",
  "refresh",
  "send",
  "test",
  "password-reset",
  "password",
  "setup",
  "enable",
  "disable",
  "checks",
  "import",
]);

export function auditAction(method: string, pattern: string): string {
  const segments = pattern
    .replace(/^\/api\/(admin\/)?/, "")
    .split("/")
    .filter(Boolean);
  const last = segments.at(-1) ?? "";
  const names = segments.filter((segment) => !segment.startsWith(":"));
  if (!last.startsWith(":") && ACTION_WORDS.has(last)) return names.join(".");
  return [...names, VERBS[method] ?? method.toLowerCase()].join(".");
}

/** Body fields worth keeping beside an action: what was changed, never what was typed as a secret. */
const DETAIL_FIELDS = [
  "title",
  "name",
  "email",
  "role",
  "published",
  "featured",
  "status",
  "action",
  "enabled",
  "swedish",
  "english",
] as const;

/** The few harmless facts of a request body the log keeps (titles cut to 200 characters; no passwords, codes or HTML). */
export function auditDetail(body: unknown): Record<string, string | number | boolean | null> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const detail: Record<string, string | number | boolean | null> = {};
  for (const field of DETAIL_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === "string") detail[field] = value.slice(0, 200);
    else if (typeof value === "boolean" || typeof value === "number" || value === null) detail[field] = value;
  }
  const ids = (body as { ids?: unknown }).ids;
  if (Array.isArray(ids) && ids.every((id) => typeof id === "number")) detail.ids = ids.slice(0, 100).join(",");
  return detail;
}

/** The thing acted on: the route's parameters ("12", "analyticsCode", "5/revisions/3"). */
export function auditTarget(params: unknown): string | null {
  if (!params || typeof params !== "object") return null;
  const values = Object.values(params as Record<string, unknown>).filter((v) => v !== undefined && v !== null);
  return values.length ? values.map(String).join("/").slice(0, 200) : null;
}
