import type { FastifyInstance } from "fastify";
import { idParams, messageResponse } from "#shared/schemas/common.js";
import { mailOverviewSchema } from "#shared/schemas/mail.js";
import { defineRoute, perMinute } from "../../define-route.js";
import type { MailService } from "./mail.service.js";

const tags = ["mail"];

/** Test messages a client may ask for in a minute: each is a real e-mail. */
const TESTS_PER_MINUTE = 5;

/** The staff's Mail screen: the queue, a test message to oneself, a failed message tried again. */
export function registerMailRoutes(app: FastifyInstance, mail: MailService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/mail",
    role: "administrator",
    summary: "Whether e-mail is set up, the sender, the outgoing queue's counts and its 50 latest messages",
    tags,
    response: mailOverviewSchema,
    handler: () => mail.overview(),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/mail/test",
    role: "administrator",
    summary: "Send a test e-mail to the signed-in staff member's own address (409 when e-mail is not set up)",
    tags,
    response: messageResponse,
    status: 202,
    rateLimit: perMinute(TESTS_PER_MINUTE, "Too many test e-mails. Please wait a minute before sending another."),
    handler: async (request) => {
      await mail.sendTest(request.staff.email);
      return { message: `Test e-mail queued for ${request.staff.email}` };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/mail/:id/retry",
    role: "administrator",
    summary: "Put a failed message back in the queue, or try a waiting one now (409 when sent or being sent)",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await mail.retry(request.params.id);
      return { message: "Message queued to be sent again" };
    },
  });
}
