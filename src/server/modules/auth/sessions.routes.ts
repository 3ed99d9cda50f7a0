import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { messageResponse } from "#shared/schemas/common.js";
import { defineRoute } from "../../define-route.js";
import type { AuthService } from "./auth.service.js";
import { SESSION_COOKIE } from "./session-cookie.js";

const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
const sessionParams = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/, { error: "Session not found" }),
});

/** One's own signed-in sessions (issue 32): where one is signed in, and ending any of them. */
export function registerSessionRoutes(app: FastifyInstance, auth: AuthService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/auth/sessions",
    role: "contributor",
    beforeTwoFactor: true,
    cache: "private",
    summary: "One's own signed-in sessions: the browser, when each began and was last used, and which is this one",
    tags: ["auth"],
    response: sessionSchema.array(),
    handler: (request) => auth.sessionsOf(request.staff.id, request.cookies[SESSION_COOKIE]),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/auth/sessions/:id",
    role: "contributor",
    beforeTwoFactor: true,
    cache: "private",
    summary: "End one of one's own sessions (that browser is signed out at once)",
    tags: ["auth"],
    params: sessionParams,
    response: messageResponse,
    handler: async (request) => {
      await auth.endOwnSession(request.staff.id, request.params.id);
      return { message: "Session ended" };
    },
  });
}
