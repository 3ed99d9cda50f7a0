import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CurrentUser } from "#shared/schemas/auth.js";
import { idParams, messageResponse } from "#shared/schemas/common.js";
import { passwordChangeInput, staffCreateInput, staffMemberSchema, staffUpdateInput } from "#shared/schemas/staff.js";
import { defineRoute } from "../../define-route.js";
import type { AuthService } from "./auth.service.js";
import { SESSION_COOKIE } from "./session-cookie.js";

const tags = ["staff"];

/** The signed-in staff member and their session. */
function actorOf(request: FastifyRequest & { staff: CurrentUser }, auth: AuthService) {
  return { user: request.staff, ...auth.actor(request.staff, request.cookies[SESSION_COOKIE]) };
}

export function registerStaffRoutes(app: FastifyInstance, auth: AuthService): void {
  const { staff } = auth;

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/staff",
    role: "administrator",
    summary: "Staff accounts",
    tags,
    response: staffMemberSchema.array(),
    handler: () => staff.list(),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/staff",
    role: "administrator",
    summary: "Add a staff account (409 when the email is in use)",
    tags,
    body: staffCreateInput,
    response: staffMemberSchema,
    status: 201,
    handler: (request) => staff.create(request.body),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/admin/staff/:id",
    role: "administrator",
    summary: "Rename a staff account or change its role (409 when it would leave no administrator; a password: 400)",
    tags,
    params: idParams,
    body: staffUpdateInput,
    response: staffMemberSchema,
    handler: (request) => staff.update(request.params.id, request.body),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/staff/:id",
    role: "administrator",
    summary: "Delete a staff account and end its sessions (409 for oneself or the last administrator)",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await staff.delete(request.params.id, actorOf(request, auth));
      return { message: "Staff member deleted successfully" };
    },
  });

  // Not under a staff-only prefix: a stranger is refused (401) before the body is read, as its role needs a session.
  defineRoute(app, {
    method: "PUT",
    url: "/api/auth/password",
    role: "contributor",
    beforeTwoFactor: true,
    summary: "Change one's own password (this session stays, the others end)",
    tags: ["auth"],
    body: passwordChangeInput,
    response: messageResponse,
    cache: "private",
    handler: async (request) => {
      const actor = actorOf(request, auth);
      await staff.changeOwnPassword(request.body, { ...actor, email: actor.user.email, ip: request.ip });
      return { message: "Password changed successfully" };
    },
  });
}
