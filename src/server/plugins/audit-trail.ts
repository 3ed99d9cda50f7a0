import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { auditAction, auditDetail, auditTarget } from "../modules/audit/audit-action.js";
import type { AuditService } from "../modules/audit/index.js";
import { routeNeeds } from "./route-policy.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Records every staff call that changed something (a state-changing method whose handler succeeded with
 * a status below 400) in the audit log, named by the route it matched (audit-action.ts), so a route added
 * later is recorded too. Checks that change nothing (`articles.checks`) are left out.
 *
 * The entry is written by the route's handler itself, once the change is made and before its answer goes
 * out: a hook on the answer (onResponse) never runs for a client that closed its connection in between,
 * and the change would be saved with no entry (issue 41). Register before any route.
 */
export function registerAuditTrail(app: FastifyInstance, audit: AuditService): void {
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat().filter((method) => STATE_CHANGING.has(method));
    if (methods.length === 0 || !routeNeeds(route.url, route.config).staffOnly) return;
    if (methods.every((method) => auditAction(method, route.url).endsWith(".checks"))) return;
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => unknown;
    route.handler = async function audited(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const answer = await handler.call(this, request, reply);
      await recordChange(audit, request, reply);
      return answer;
    };
  });
}

async function recordChange(audit: AuditService, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const staff = request.staff;
  const pattern = request.routeOptions.url;
  if (!staff || !pattern || !STATE_CHANGING.has(request.method) || reply.statusCode >= 400) return;
  const action = auditAction(request.method, pattern);
  if (action.endsWith(".checks")) return;
  await audit.record({
    userId: staff.id,
    who: `${staff.name} <${staff.email}>`,
    action,
    target: auditTarget(request.params),
    detail: auditDetail(request.body),
  });
}
