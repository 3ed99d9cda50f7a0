import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CurrentUser } from "#shared/schemas/auth.js";
import { HttpError, requireRole, unauthorized } from "../http-error.js";
import type { AuthService } from "../modules/auth/auth.service.js";
import { SESSION_COOKIE } from "../modules/auth/session-cookie.js";
import { policyOf } from "./route-policy.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Other sites may send this write (defineRoute's `crossOrigin`): the newsletter's one-click unsubscribe
     * (RFC 8058), which a mail client or its provider POSTs from anywhere, with no cookie, acting only on
     * the secret token in its URL. No staff route may be one.
     */
    crossOrigin?: boolean;
    /** Open to someone who must set up two-factor sign-in first (their account, its set-up, their password). */
    beforeTwoFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in staff member, resolved from the session cookie on API requests. */
    staff: CurrentUser | undefined;
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const SET_UP_TWO_FACTOR_FIRST =
  "The newsroom requires two-factor sign-in: set it up on My account before anything else";

/** A staff route that names no role: refused to everyone, so a route added without one is closed, not open. */
export const ROUTE_WITHOUT_ROLE = "This route declares no role, so nobody may use it";

/**
 * A browser request that changes state must come from our own origin. Browsers send Origin on every
 * cross-origin and every non-GET fetch, and Sec-Fetch-Site on all modern requests; a client without
 * either (curl, server-to-server) is not a browser and cannot carry a victim's cookie by accident.
 */
function isCrossOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === "null") return true;
  const ownOrigins = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
  return !ownOrigins.has(origin);
}

/**
 * The staff guard and the same-origin check. Access is decided by the route policy (route-policy.ts): from
 * the route the router matched, so that no spelling of a path reaches a staff handler without a session.
 * Register it after the cookie parser and before the response cache: a refused request never reaches it.
 */
export function registerAccess(app: FastifyInstance, auth: AuthService, publicUrl: string): void {
  app.decorateRequest("staff", undefined);

  app.addHook("onRequest", async (request) => {
    // Pages are never written to, so every cross-origin write is refused, whatever its path, but for the
    // routes that say other sites may send them (not a staff route, whatever it says).
    const policy = policyOf(request);
    const allowed = request.routeOptions.config?.crossOrigin === true && !policy.staffOnly;
    if (STATE_CHANGING.has(request.method) && !allowed && isCrossOrigin(request, publicUrl)) {
      throw new HttpError(403, "Cross-origin requests are not allowed");
    }
    if (!policy.api) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.staff = await auth.userForToken(token);
    if (policy.staffOnly && !request.staff) throw unauthorized();
    if (!request.staff || policy.role === undefined) return;
    // The newsroom requires two-factor sign-in and this person has not set it up: only that, first.
    if (request.staff.mustSetUpTwoFactor && !request.routeOptions.config?.beforeTwoFactor) {
      throw new HttpError(403, SET_UP_TWO_FACTOR_FIRST);
    }
    if (policy.role === "undeclared") throw new HttpError(403, ROUTE_WITHOUT_ROLE);
    requireRole(request.staff.role, policy.role);
  });
}
