import type { FastifyInstance } from "fastify";
import { idParams, messageResponse } from "#shared/schemas/common.js";
import {
  invitationInput,
  invitationSchema,
  passwordResetRequestInput,
  tokenPasswordInput,
} from "#shared/schemas/staff.js";
import { z } from "zod";
import { defineRoute, perMinute } from "../../define-route.js";
import type { AuditService } from "../audit/index.js";
import { INVITING_ROLE } from "./account-cleanup.js";
import type { AccountLinks } from "./account-links.service.js";

const TOO_MANY = "Too many attempts. Please wait a minute before trying again.";

/**
 * Links mailed to staff (issue 32): "Forgot password?" and its confirmation, an administrator's reset link
 * for a colleague, and invitations. The public calls act only on the secret in the mailed link, and are
 * rate-limited per client; none of them says whether an address has an account.
 */
export function registerAccountLinkRoutes(
  app: FastifyInstance,
  links: AccountLinks,
  ratePerMinute: number,
  audit: AuditService,
) {
  defineRoute(app, {
    method: "POST",
    url: "/api/auth/password-reset",
    summary: "Mail a one-hour link to set a new password (the same answer whether or not the address has an account)",
    tags: ["auth"],
    body: passwordResetRequestInput,
    response: messageResponse,
    cache: "private",
    rateLimit: perMinute(ratePerMinute, TOO_MANY),
    handler: (request) => links.requestReset(request.body.email),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/password-reset/confirm",
    summary: "Set a new password with a reset link (once; every session of the account ends)",
    tags: ["auth"],
    body: tokenPasswordInput,
    response: messageResponse,
    cache: "private",
    rateLimit: perMinute(ratePerMinute, TOO_MANY),
    handler: async (request) => {
      const { answer, account } = await links.confirmReset(request.body);
      await audit.record({
        userId: account.id,
        who: account.email,
        action: "auth.password-reset",
        target: null,
        detail: {},
      });
      return answer;
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/invitations/accept",
    summary:
      "Make the invited account with its first password (once, within seven days; 410 when its sender may no longer invite)",
    tags: ["auth"],
    body: tokenPasswordInput,
    response: messageResponse.extend({ email: z.string() }),
    status: 201,
    cache: "private",
    rateLimit: perMinute(ratePerMinute, TOO_MANY),
    handler: async (request) => {
      const { answer, account } = await links.accept(request.body);
      await audit.record({
        userId: account.id,
        who: `${account.name} <${account.email}>`,
        action: "staff.invitations.accept",
        target: String(account.id),
        detail: { role: account.role },
      });
      return answer;
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/staff/:id/password-reset",
    role: "administrator",
    summary: "Mail a colleague a link to set a new password (nobody sets another person's password)",
    tags: ["staff"],
    params: idParams,
    response: messageResponse,
    handler: (request) => links.sendReset(request.params.id, request.staff),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/staff/invitations",
    role: "administrator",
    summary: "Invitations waiting to be accepted, oldest first",
    tags: ["staff"],
    response: invitationSchema.array(),
    handler: () => links.waitingInvitations(),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/staff/invitations",
    role: INVITING_ROLE,
    summary:
      "Invite someone to the newsroom with a role: a link valid seven days, usable once (409 when the address has an account or an invitation waiting)",
    tags: ["staff"],
    body: invitationInput,
    response: invitationSchema,
    status: 201,
    handler: (request) => links.invite(request.body, request.staff),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/staff/invitations/:id",
    role: "administrator",
    summary: "Withdraw a waiting invitation: its link works no more",
    tags: ["staff"],
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await links.withdraw(request.params.id);
      return { message: "Invitation withdrawn" };
    },
  });
}
