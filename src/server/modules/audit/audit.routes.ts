import type { FastifyInstance } from "fastify";
import { auditListSchema, auditQuery } from "#shared/schemas/audit.js";
import { defineRoute } from "../../define-route.js";
import type { AuditService } from "./audit.service.js";

export function registerAuditRoutes(app: FastifyInstance, audit: AuditService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/audit",
    role: "administrator",
    summary: "The audit log, newest first: staff actions that changed something, sign-ins and failed sign-ins",
    tags: ["audit"],
    query: auditQuery,
    response: auditListSchema,
    handler: (request) => audit.list(request.query),
  });
}
