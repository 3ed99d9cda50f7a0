import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { messageResponse } from "#shared/schemas/common.js";
import { passwordChangeInput } from "#shared/schemas/staff.js";
import { defineRoute } from "../../define-route.js";
import { SESSION_COOKIE, sessionKeyOf } from "./session-cookie.js";
import type { TwoFactor } from "./two-factor.service.js";

const tags = ["auth"];
const codeInput = z.object({
  code: z
    .string({ error: "Enter the code from your authenticator app" })
    .trim()
    .min(1, { error: "Enter the code from your authenticator app" })
    .max(32, { error: "That code is not right: enter the current 6-digit code from your authenticator app" }),
});
/** The current password, with the messages of the own-password change's. */
const passwordInput = z.object({ password: passwordChangeInput.shape.currentPassword });

const enableInput = codeInput.extend(passwordInput.shape);

/** One's own two-factor sign-in (issue 32): every signed-in person, for their own account only. */
export function registerTwoFactorRoutes(app: FastifyInstance, twoFactor: TwoFactor) {
  defineRoute(app, {
    method: "GET",
    url: "/api/auth/2fa",
    role: "contributor",
    beforeTwoFactor: true,
    cache: "private",
    summary: "Whether two-factor sign-in is on for one's own account, and how many recovery codes are left",
    tags,
    response: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }),
    handler: (request) => twoFactor.status(request.staff.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/2fa/setup",
    role: "contributor",
    beforeTwoFactor: true,
    cache: "private",
    summary: "Start setting up two-factor sign-in: a new secret, its otpauth:// address and that address as a QR code",
    tags,
    response: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }),
    handler: (request) => twoFactor.setup(request.staff),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/2fa/enable",
    role: "contributor",
    beforeTwoFactor: true,
    cache: "private",
    summary:
      "Turn two-factor sign-in on with the current password and the app's first code (the account's other sessions end); answers ten one-time recovery codes, shown once",
    tags,
    body: enableInput,
    response: z.object({ recoveryCodes: z.string().array() }),
    handler: (request) =>
      twoFactor.enable(request.staff, request.body, {
        ip: request.ip,
        sessionId: sessionKeyOf(request.cookies[SESSION_COOKIE]),
      }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/2fa/disable",
    role: "contributor",
    beforeTwoFactor: true,
    cache: "private",
    summary: "Turn two-factor sign-in off (needs the current password)",
    tags,
    body: passwordInput,
    response: messageResponse,
    handler: async (request) => {
      await twoFactor.disable(request.staff, request.body.password, { ip: request.ip });
      return { message: "Two-factor sign-in is off" };
    },
  });
}
