import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentUserSchema, loginInput, loginResponseSchema } from "#shared/schemas/auth.js";
import { defineRoute, perMinute } from "../../define-route.js";
import { HttpError } from "../../http-error.js";
import type { AuditService } from "../audit/index.js";
import type { AuthService } from "./auth.service.js";
import { SESSION_COOKIE } from "./session-cookie.js";

/** What a failed sign-in's "who" says when the address typed is no account's. */
const NO_SUCH_ACCOUNT = "No such account";
const TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please wait a minute before trying again.";

/**
 * Sec-Fetch-Site is `same-origin` from our pages and `none` when typed or bookmarked; `cross-site` and
 * `same-site` come from other sites. Clients that do not send it (curl, old browsers) are not told apart.
 */
function isOwnNavigation(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  secureCookies: boolean,
  audit: AuditService,
  loginRatePerMinute: number,
): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/admin/login",
    summary: "Staff login",
    tags: ["auth"],
    body: loginInput,
    response: loginResponseSchema,
    public: true,
    cache: "private",
    // Counted before the handler: attempts past it are refused at the door and leave no trace.
    rateLimit: perMinute(loginRatePerMinute, TOO_MANY_SIGN_INS),
    handler: async (request, reply) => {
      const { token, user, expiresAt } = await auth
        .login(request.body, request.ip, request.headers["user-agent"])
        .catch(async (error: unknown) => {
          // Every failed sign-in is in the audit log (but the first step of a two-factor one, which asks for
          // the code after a right password, and a held-back client's attempts after its first).
          const asksForCode = error instanceof HttpError && error.details.twoFactorRequired && !request.body.code;
          if (
            error instanceof HttpError &&
            !asksForCode &&
            (await auth.refusalWorthRecording(error.statusCode, request.ip))
          ) {
            // "Who" is an account or says there is none: what was typed is kept apart, as typed.
            const account = await auth.accountNamed(request.body.email);
            await audit.record({
              userId: account?.id ?? null,
              who: account?.who ?? NO_SUCH_ACCOUNT,
              action: "auth.sign-in-failed",
              target: null,
              detail: {
                status: error.statusCode,
                reason: error.message,
                ip: request.ip,
                ...(account ? {} : { typed: request.body.email.slice(0, 254) }),
              },
            });
          }
          throw error;
        });
      await audit.record({
        userId: user.id,
        who: `${user.name} <${user.email}>`,
        action: "auth.sign-in",
        target: null,
        detail: { ip: request.ip, twoFactor: user.twoFactor },
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies,
        expires: expiresAt,
      });
      return { message: "Logged in successfully", user };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/auth/user",
    role: "contributor",
    beforeTwoFactor: true,
    summary: "Current staff user",
    tags: ["auth"],
    response: currentUserSchema,
    cache: "private",
    handler: (request) => request.staff,
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/login",
    summary: "Redirects to the admin login page",
    tags: ["auth"],
    status: 302,
    cache: "private",
    handler: (_request, reply) => reply.redirect("/admin/login"),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/logout",
    summary: "Ends the session and redirects home",
    tags: ["auth"],
    status: 302,
    cache: "private",
    handler: async (request, reply) => {
      // A navigation by the spec, so it cannot carry a CSRF check: another site's link or image would end
      // the session. Only a request the browser says came from our own pages (or was typed) ends it.
      if (!isOwnNavigation(request)) return reply.redirect("/");
      await auth.logout(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookies });
      return reply.redirect("/");
    },
  });
}
