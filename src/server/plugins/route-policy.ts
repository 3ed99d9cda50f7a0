import type { IncomingMessage } from "node:http";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import type { Role } from "#shared/roles.js";

/**
 * How an answer may be kept:
 * - `public`: the same for everyone; kept in the response cache and in shared caches (a CDN);
 * - `private`: personal or staff-only; `no-store`, never kept anywhere;
 * - `own`: the route sets its own Cache-Control (upstream data, files); never kept in the response cache.
 */
export type CachePolicy = "public" | "private" | "own";

declare module "fastify" {
  interface FastifyInstance {
    /** Every route as registered, with what it needs (registerRouteTable): the role matrix's tests read it. */
    routeTable: RouteEntry[];
  }
  interface FastifyContextConfig {
    /** Marks a route under a staff-only prefix as open to everyone (only the login route). */
    public?: boolean;
    /** How its answers may be kept; `public` unless the route says otherwise, always `private` for staff. */
    cache?: CachePolicy;
    /**
     * The least role that may use it (src/shared/roles.ts). Every route under a staff-only prefix must say
     * (one that does not is refused to everyone); elsewhere it makes a route staff-only too.
     */
    role?: Role;
  }
}

/** What a route needs of the person asking: a role, or nothing; a staff route that names none is refused. */
export type RoleNeeded = Role | "undeclared" | undefined;

/** What a route needs of whoever asks, from its pattern and config alone. */
export interface RouteNeeds {
  /** A staff session: under a staff-only prefix and not public, or naming a role. */
  staffOnly: boolean;
  role: RoleNeeded;
}

/** The one rule the guard, the route table and the OpenAPI document read a route's needs by. */
export function routeNeeds(pattern: string, config: FastifyContextConfig | undefined): RouteNeeds {
  const open = config?.public === true;
  const staffRoute = !open && isStaffPath(pattern);
  const role: RoleNeeded = config?.role ?? (staffRoute ? "undeclared" : undefined);
  return { staffOnly: !open && (staffRoute || role !== undefined), role };
}

/** One registered route and what it needs of the person asking. */
export interface RouteEntry extends RouteNeeds {
  method: string;
  url: string;
}

/**
 * Records every route as it is registered (register before any route): the table the role matrix's tests
 * are generated from, so a staff route added without a role fails them, whoever registered it and how.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    const needs = routeNeeds(route.url, route.config);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") table.push({ method, url: route.url, ...needs });
    }
  });
}

export interface RoutePolicy {
  /** Only a signed-in staff member may reach it. */
  staffOnly: boolean;
  /** The role it needs (deny by default: `undeclared` for a staff route without one). */
  role: RoleNeeded;
  /** An API route (its answers are JSON, its errors too), as the router matched it. */
  api: boolean;
  cache: CachePolicy;
}

/** Every route under these prefixes needs a staff session unless it is explicitly marked public. */
const STAFF_PREFIXES = ["/api/admin/", "/api/upload/"];

export function isStaffPath(path: string): boolean {
  return STAFF_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/**
 * The path as the router sees it, for a second opinion only: decoded, lower case, repeated slashes as
 * one. Spellings that reach no route (`/api/ADMIN/x`, `/api//admin/x`) are then still refused as staff
 * paths instead of falling through to a page or a public answer.
 */
function routerPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0]!;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a malformed escape is refused (requestTargetProblem) before any handler sees the request
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, "/");
}

/**
 * Access and caching come from the route the router matched (its pattern and its config), never from the
 * URL as the client spelled it: the router decodes `%61dmin` to `admin`, so a decision taken on the raw
 * URL can be walked around. The decoded path is consulted only to refuse more, never to allow.
 */
function routePolicy(request: FastifyRequest): RoutePolicy {
  const pattern = request.routeOptions.url;
  const config = request.routeOptions.config;
  const path = routerPath(request.url);
  const { staffOnly: routeStaffOnly, role } = routeNeeds(pattern ?? "", config);
  const staffOnly = routeStaffOnly || (config.public !== true && isStaffPath(path));
  const api = Boolean(pattern?.startsWith("/api/")) || path.startsWith("/api/");
  // An answer no route gave (a 404) is never kept; a staff answer never either, whatever its route says.
  const cache: CachePolicy = staffOnly || !pattern ? "private" : (config.cache ?? "public");
  return { staffOnly, role, api, cache };
}

export const MALFORMED_PATH = "The request path has a malformed percent-encoding";

/**
 * Refuses a request line that is not an origin-form path before any handler, cache or page sees it:
 * absolute URLs (`GET http://x/api/admin/…`), `*`, malformed escapes and dot segments, which a client
 * uses only to make two spellings of one path look different.
 */
export function requestTargetProblem(url: string): string | undefined {
  if (!url.startsWith("/")) return "The request target must be a path starting with /";
  const path = url.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return MALFORMED_PATH;
  }
  if (decoded.split(/[/\\]/).some((segment) => segment === "." || segment === "..")) {
    return "The request path must not contain . or .. segments";
  }
  return undefined;
}

export const MORE_THAN_ONE_HOST = "Bad request: more than one Host header";

/**
 * True when the request names its host more than once. Node keeps the first Host and drops the others,
 * while a proxy or cache in front may have read another: two readings of one request, so it is refused.
 * Read from the raw headers, as sent (a short loop: this runs before every answer, cached ones too).
 */
export function hasRepeatedHost(request: IncomingMessage): boolean {
  const raw = request.rawHeaders;
  let seen = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length !== 4 || name.toLowerCase() !== "host") continue;
    if (seen) return true;
    seen = true;
  }
  return false;
}

const decided = new WeakMap<FastifyRequest, RoutePolicy>();

/** The request's policy, decided on first use and the same for every hook after. */
export function policyOf(request: FastifyRequest): RoutePolicy {
  let policy = decided.get(request);
  if (!policy) {
    policy = routePolicy(request);
    decided.set(request, policy);
  }
  return policy;
}
