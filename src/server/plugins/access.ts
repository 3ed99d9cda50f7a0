import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CurrentUser } from "../../shared/schemas/auth.js";
import { HttpError, unauthorized } from "../http-error.js";
import type { AuthService } from "../modules/auth/auth.service.js";

export const SESSION_COOKIE = "onff_session";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member, resolved from the session cookie on API requests. */
    staff: CurrentUser | undefined;
  }
  interface FastifyContextConfig {
    /** Marks a route under a staff-only prefix as open to everyone (only the login route). */
    public?: boolean;
  }
}

/** Every route under these prefixes needs a staff session unless it is explicitly marked public. */
const STAFF_PREFIXES = ["/api/admin/", "/api/upload/"];
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isStaffRoute(url: string): boolean {
  return STAFF_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
}

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

export function registerAccess(app: FastifyInstance, auth: AuthService, publicUrl: string): void {
  app.decorateRequest("staff", undefined);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    if (STATE_CHANGING.has(request.method) && isCrossOrigin(request, publicUrl)) {
      throw new HttpError(403, "Cross-origin requests are not allowed");
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.staff = await auth.userForToken(token);
    if (isStaffRoute(request.url) && !request.routeOptions.config.public && !request.staff) {
      throw unauthorized();
    }
  });
}
