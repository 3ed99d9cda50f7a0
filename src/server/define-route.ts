import type { RateLimitOptions, RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Role } from "#shared/roles.js";
import type { CurrentUser } from "#shared/schemas/auth.js";
import { HttpError, parseInput, unauthorized } from "./http-error.js";

/**
 * What an API route takes and gives, written once (defineRoute): its input is checked against it, its
 * handler typed from it, the OpenAPI document built from it (plugins/openapi.ts) and the response cache's
 * key made of the query parameters it names (plugins/response-cache.ts).
 */
export interface RouteContract {
  summary: string;
  tags: readonly string[];
  /** The path parameters: exactly the `:names` of the URL. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body instead (file uploads): the file in the field `file`, and these text
   * fields. Documented only: the handler reads the parts itself, as they stream in.
   */
  multipart?: z.ZodObject;
  /** A file's text as the body instead, sent as one of these media types (a term base import). */
  fileBody?: readonly string[];
  /** The success answer is a file of this media type (a download) instead of JSON. */
  fileAnswer?: string;
  /** The success answer's JSON body. A redirect (a 3xx status) has none: its Location header is documented. */
  response?: z.ZodType;
  /** Success status when not 200; a 2xx one is set on the reply before the handler runs. */
  status?: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's contract, when it was registered by defineRoute. */
    contract?: RouteContract;
  }
}

type Schema = z.ZodType | undefined;
/** What the handler reads once its input has passed the schema (transforms and defaults applied). */
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : unknown;

/** The role a route declares, if any: a route with one is only ever reached by a signed-in staff member. */
type RoleDeclared = Role | undefined;

/**
 * The request a handler gets: params, query and body as their schemas give them, and the signed-in staff
 * member, never missing, when the route declares a role.
 */
export type RouteRequest<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends RoleDeclared,
> = FastifyRequest<{
  Params: Parsed<P>;
  Querystring: Parsed<Q>;
  Body: Parsed<B>;
}> &
  ([R] extends [Role] ? { staff: CurrentUser } : unknown);

export interface RouteDefinition<P extends Schema, Q extends Schema, B extends Schema, R extends RoleDeclared>
  extends Omit<RouteContract, "params" | "query" | "body"> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Open to everyone although under a staff-only prefix (route-policy.ts). */
  public?: boolean;
  /**
   * The least role that may use it (src/shared/roles.ts), checked before the handler (plugins/access.ts).
   * Required in effect under a staff-only prefix: such a route without one is refused to everyone. It
   * implies a session, wherever the route is: without one it is refused with 401 before its input is
   * read, and the handler's `request.staff` is typed as never missing.
   */
  role?: R;
  /** Open to a person the newsroom still requires to set up two-factor sign-in (plugins/access.ts). */
  beforeTwoFactor?: boolean;
  /** How its answers may be kept (route-policy.ts); `public` unless said. */
  cache?: FastifyContextConfig["cache"];
  /**
   * A write other sites may send (plugins/access.ts refuses every other cross-origin write): only for a
   * route that acts on a secret in its own URL and needs no session, such as RFC 8058's one-click unsubscribe.
   */
  crossOrigin?: boolean;
  /** The route's own rate limit (@fastify/rate-limit merges it over the plugin's options, headers included). */
  rateLimit?: RateLimitOptions & Pick<RateLimitPluginOptions, "addHeadersOnExceeding">;
  handler(request: RouteRequest<P, Q, B, R>, reply: FastifyReply): unknown;
}

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

/** The property names an object schema reads (the query parameters of a query schema). */
export function queryNames(schema: z.ZodType): string[] {
  return Object.keys((toJson(schema) as { properties?: object }).properties ?? {});
}

/** The `:names` of a route URL, in order. */
const urlParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

function checkParams(url: string, params: z.ZodType | undefined): void {
  const inUrl = urlParams(url).sort();
  const declared = params ? queryNames(params).sort() : [];
  if (inUrl.join() !== declared.join()) {
    throw new Error(`${url}: the params schema must name exactly [${inUrl.join(", ")}], not [${declared.join(", ")}]`);
  }
}

/**
 * Registers an API route from one declaration of its contract. Before the handler runs (so after the
 * access guard and any rate limit, which are onRequest hooks), a route with a role but no staff member
 * is refused with 401 (the guard has refused it already; this keeps the handler's type honest), then params, query and body are checked in that order, the first failing rule's
 * message becoming a 400 (SPEC 5); the handler gets them parsed, in place of the raw ones.
 */
export function defineRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R extends RoleDeclared = undefined,
>(app: FastifyInstance, definition: RouteDefinition<P, Q, B, R>): void {
  const {
    method,
    url,
    handler,
    public: open,
    cache,
    role,
    beforeTwoFactor,
    rateLimit,
    crossOrigin,
    ...contract
  } = definition;
  checkParams(url, contract.params);
  const config: FastifyContextConfig = { contract };
  if (contract.query) config.queryNames = queryNames(contract.query);
  if (open !== undefined) config.public = open;
  if (cache !== undefined) config.cache = cache;
  if (role !== undefined) config.role = role;
  if (beforeTwoFactor) config.beforeTwoFactor = true;
  if (rateLimit !== undefined) config.rateLimit = rateLimit;
  if (crossOrigin) config.crossOrigin = true;
  const { params, query, body, status } = contract;
  const successStatus = status !== undefined && status >= 200 && status < 300 ? status : undefined;

  app.route({
    method,
    url,
    config,
    handler: async (request, reply) => {
      if (role !== undefined && !request.staff) throw unauthorized();
      if (params) request.params = parseInput(params, request.params);
      if (query) request.query = parseInput(query, request.query);
      if (body) request.body = parseInput(body, request.body);
      if (successStatus !== undefined) reply.code(successStatus);
      return handler(request as RouteRequest<P, Q, B, R>, reply);
    },
  });
}

/**
 * A per-client limit of `max` requests a minute for a reader's write (a comment, a contact message),
 * counted in the budgets store over every server process; past it, a 429 with `message` and Retry-After.
 */
export function perMinute(
  max: number,
  message: string,
): NonNullable<RouteDefinition<undefined, undefined, undefined, undefined>["rateLimit"]> {
  return {
    max,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, message, { "retry-after": String(Math.ceil(context.ttl / 1000)) }),
  };
}
