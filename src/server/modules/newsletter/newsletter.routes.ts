import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { idParams, messageResponse } from "#shared/schemas/common.js";
import {
  confirmInput,
  newsletterOverviewSchema,
  newsletterPreviewSchema,
  newsletterSendSchema,
  newsletterToken,
  subscribeInput,
  subscriberListQuery,
} from "#shared/schemas/newsletter.js";
import { defineRoute, perMinute } from "../../define-route.js";
import { badRequest, HttpError } from "../../http-error.js";
import type { NewsletterService } from "./newsletter.service.js";

const tags = ["newsletter"];
const FORM = "application/x-www-form-urlencoded";

const INCOMPLETE = "This link is incomplete: open the whole link from the email.";
/**
 * Unsubscribing names its token in the query (RFC 8058 one-click: the List-Unsubscribe address, which the
 * request log redacts) or in the body (the unsubscribe page, which reads it from its address's fragment).
 */
const unsubscribeQuery = z.object({ token: newsletterToken.optional() });
const unsubscribeBody = z.object({ token: newsletterToken.optional(), via: z.literal("page").optional() });

function unsubscribeToken(query: { token?: string }, body: { token?: string }): string {
  if (query.token && body.token && query.token !== body.token) {
    throw badRequest("Two different tokens were sent: send the link's token once, in the address or in the body.");
  }
  const token = query.token ?? body.token;
  if (!token) throw badRequest(INCOMPLETE);
  return token;
}

/**
 * The confirm and unsubscribe pages' forms, when the page's script has not run, post a plain form with
 * `via=page`: they get a 303 to the page again, with what happened (`?result=`), instead of JSON.
 */
function fromPageForm(request: FastifyRequest): boolean {
  const body = request.body as Record<string, unknown> | undefined;
  return Boolean(request.headers["content-type"]?.startsWith(FORM) && body?.via === "page");
}

async function answerPageForm(
  reply: FastifyReply,
  page: string,
  done: string,
  work: () => Promise<{ message: string }>,
): Promise<{ message: string } | FastifyReply> {
  try {
    await work();
    return reply.redirect(`${page}?result=${done}`, 303);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return reply.redirect(`${page}?result=invalid`, 303);
    throw error;
  }
}

/**
 * The newsletter's calls (issue 31): the readers' subscribe, confirm and unsubscribe, and the Newsletter
 * screen's. Subscribing shares the comments' per-client limit (COMMENT_RATE_LIMIT), counted apart.
 */
export function registerNewsletterRoutes(app: FastifyInstance, newsletter: NewsletterService, ratePerMinute: number) {
  // Form bodies (the pages' forms without script, and RFC 8058's one-click POST) are read by these routes alone:
  // the rest of the API accepts JSON and multipart only.
  app.register(async (forms) => {
    forms.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    defineRoute(forms, {
      method: "POST",
      url: "/api/newsletter/subscribe",
      summary:
        "Subscribe an address to the newsletter (double opt-in): the same answer whether or not it is known; 503 without mail",
      tags,
      body: subscribeInput,
      response: messageResponse,
      cache: "private",
      rateLimit: perMinute(ratePerMinute, "Too many attempts. Please wait a minute before trying again."),
      handler: async (request, reply) => {
        const answer = await newsletter.subscribe(request.body);
        return fromPageForm(request) ? reply.redirect("/newsletter/confirm?result=requested", 303) : answer;
      },
    });

    defineRoute(forms, {
      method: "POST",
      url: "/api/newsletter/confirm",
      summary: "Confirm a subscription with the token of its confirmation link (the confirmation page's button)",
      tags,
      body: confirmInput,
      response: messageResponse,
      cache: "private",
      handler: (request, reply) =>
        fromPageForm(request)
          ? answerPageForm(reply, "/newsletter/confirm", "confirmed", () => newsletter.confirm(request.body.token))
          : newsletter.confirm(request.body.token),
    });

    defineRoute(forms, {
      method: "POST",
      url: "/api/newsletter/unsubscribe",
      summary:
        "Unsubscribe the address of an unsubscribe token: the unsubscribe page's button ({token} in the body), and RFC 8058 one-click (?token= in the List-Unsubscribe address, a form body List-Unsubscribe=One-Click, from any origin, no cookie)",
      tags,
      query: unsubscribeQuery,
      body: unsubscribeBody,
      response: messageResponse,
      cache: "private",
      // The List-Unsubscribe address: mail clients and providers POST to it from anywhere (access.ts).
      crossOrigin: true,
      handler: (request, reply) => {
        const token = unsubscribeToken(request.query, request.body);
        return fromPageForm(request)
          ? answerPageForm(reply, "/newsletter/unsubscribe", "unsubscribed", () => newsletter.unsubscribe(token))
          : newsletter.unsubscribe(token);
      },
    });
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/newsletter",
    role: "editor",
    summary:
      "The Newsletter screen: subscriber counts, one page of subscribers (q searches addresses), the last sends, the schedule",
    tags,
    query: subscriberListQuery,
    response: newsletterOverviewSchema,
    handler: (request) => newsletter.overview(request.query),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/newsletter/preview",
    role: "editor",
    summary: "The next digest as it would go out now: its subject, HTML and text",
    tags,
    response: newsletterPreviewSchema,
    handler: () => newsletter.preview(),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/newsletter/send",
    role: "editor",
    summary: "Send a digest now to every confirmed subscriber; 409 without mail, confirmed subscribers or new stories",
    tags,
    response: newsletterSendSchema,
    handler: (request) => newsletter.sendNow(request.staff.id),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/newsletter/subscribers/:id",
    role: "editor",
    summary: "Remove a subscriber and their address",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await newsletter.removeSubscriber(request.params.id);
      return { message: "Subscriber removed" };
    },
  });
}
