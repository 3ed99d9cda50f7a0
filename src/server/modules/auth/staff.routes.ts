import type { FastifyInstance, FastifyRequest } from "fastify";
import { idParams, messageResponse } from "#shared/schemas/common.js";
import { passwordChangeInput, staffCreateInput, staffMemberSchema, staffUpdateInput } from "#shared/schemas/staff.js";
import { parseInput, unauthorized } from "../../http-error.js";
import type { AuthService } from "./auth.service.js";
import { SESSION_COOKIE } from "./session-cookie.js";

const tags = ["staff"];

/** The signed-in staff member and their session; the guard has already refused staff routes without one. */
function actorOf(request: FastifyRequest, auth: AuthService) {
  if (!request.staff) throw unauthorized();
  return { user: request.staff, ...auth.actor(request.staff, request.cookies[SESSION_COOKIE]) };
}

export function registerStaffRoutes(app: FastifyInstance, auth: AuthService): void {
  const { staff } = auth;

  app.get(
    "/api/admin/staff",
    { config: { openapi: { summary: "Staff accounts", tags, response: staffMemberSchema.array() } } },
    () => staff.list(),
  );

  app.post(
    "/api/admin/staff",
    {
      config: {
        openapi: {
          summary: "Add a staff account (409 when the email is in use)",
          tags,
          body: staffCreateInput,
          response: staffMemberSchema,
          status: 201,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await staff.create(parseInput(staffCreateInput, request.body))),
  );

  app.put(
    "/api/admin/staff/:id",
    {
      config: {
        openapi: {
          summary: "Rename a staff account or set a colleague's password (their sessions end; one's own: 400)",
          tags,
          body: staffUpdateInput,
          response: staffMemberSchema,
        },
      },
    },
    (request) =>
      staff.update(
        parseInput(idParams, request.params).id,
        parseInput(staffUpdateInput, request.body),
        actorOf(request, auth),
      ),
  );

  app.delete(
    "/api/admin/staff/:id",
    {
      config: {
        openapi: {
          summary: "Delete a staff account and end its sessions (409 for oneself or the last account)",
          tags,
          response: messageResponse,
        },
      },
    },
    async (request) => {
      await staff.delete(parseInput(idParams, request.params).id, actorOf(request, auth));
      return { message: "Staff member deleted successfully" };
    },
  );

  app.put(
    "/api/auth/password",
    {
      config: {
        cache: "private",
        openapi: {
          summary: "Change one's own password (this session stays, the others end)",
          tags: ["auth"],
          body: passwordChangeInput,
          response: messageResponse,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request, auth);
      const input = parseInput(passwordChangeInput, request.body);
      await staff.changeOwnPassword(input, { ...actor, email: actor.user.email, ip: request.ip });
      return { message: "Password changed successfully" };
    },
  );
}
