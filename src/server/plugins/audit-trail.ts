import type { FastifyInstance } from "fastify";
import { auditAction, auditDetail, auditTarget } from "../modules/audit/audit-action.js";
import type { AuditService } from "../modules/audit/index.js";
import { policyOf } from "./route-policy.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Records every staff call that changed something (a state-changing method answered below 400) in the
 * audit log, named by the route it matched (audit-action.ts), so a route added later is recorded too.
 * Checks that change nothing (`articles.checks`) are left out.
 */
export function registerAuditTrail(app: FastifyInstance, audit: AuditService): void {
  app.addHook("onResponse", async (request, reply) => {
    const staff = request.staff;
    const pattern = request.routeOptions.url;
    if (!staff || !pattern || !STATE_CHANGING.has(request.method) || reply.statusCode >= 400) return;
    if (!policyOf(request).staffOnly) return;
    const action = auditAction(request.method, pattern);
    if (action.endsWith(".checks")) return;
    await audit.record({
      userId: staff.id,
      who: `${staff.name} <${staff.email}>`,
      action,
      target: auditTarget(request.params),
      detail: auditDetail(request.body),
    });
  });
}
