import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { messageResponse } from "#shared/schemas/common.js";
import type { RouteContract } from "../define-route.js";
import { SESSION_COOKIE } from "../modules/auth/session-cookie.js";
import type { Role } from "#shared/roles.js";
import { routeNeeds } from "./route-policy.js";

interface CollectedRoute {
  method: string;
  url: string;
  doc: RouteContract;
  /** Needs a staff session: the same rule as the guard's (route-policy.ts). */
  staffOnly: boolean;
  /** The least role that may use it, when it names one. */
  role: Role | undefined;
}

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

interface DocumentOptions {
  info: { title: string; version: string };
  /** The site's public address (PUBLIC_URL): the one server the document names. */
  serverUrl: string;
}

/**
 * Collects every route registered with a contract (define-route.ts) as it is registered, and serves the
 * OpenAPI 3 document built from their contracts.
 */
export function registerOpenApi(app: FastifyInstance, options: DocumentOptions): void {
  const routes: CollectedRoute[] = [];
  app.addHook("onRoute", (route) => {
    const doc = route.config?.contract;
    if (!doc) return;
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") {
        const { staffOnly, role } = routeNeeds(route.url, route.config);
        routes.push({
          method: method.toLowerCase(),
          url: route.url,
          doc,
          staffOnly,
          role: role === "undeclared" ? undefined : role,
        });
      }
    }
  });

  let cached: unknown;
  app.get("/api/openapi.json", { config: { cache: "own" } }, async (_request, reply) => {
    cached ??= buildDocument(routes, options);
    reply.header("cache-control", "public, max-age=300");
    return cached;
  });
}

const STAFF_REFUSAL =
  "Refused: no staff session (401), a role that may not (403), invalid input, not found or too many requests";
const PUBLIC_REFUSAL = "Refused: invalid input, not found or too many requests";
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: toJson(messageResponse) } },
});

/** `getAdminArticlesById` for GET /api/admin/articles/{id}: unique, as method and path are. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? `By-${param[1]}` : segment;
    })
    .join("-")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

function successResponse(doc: RouteContract) {
  const status = doc.status ?? 200;
  if (status >= 300 && status < 400) {
    return {
      description: "Redirect",
      headers: { Location: { description: "Where the browser goes next", schema: { type: "string" } } },
    };
  }
  if (status === 204) return { description: "Done: no content" };
  if (doc.fileAnswer) return { description: "A file", content: { [doc.fileAnswer]: { schema: { type: "string" } } } };
  return {
    description: "Success",
    ...(doc.response ? { content: { "application/json": { schema: toJson(doc.response) } } } : {}),
  };
}

function buildDocument(routes: CollectedRoute[], { info, serverUrl }: DocumentOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, doc, staffOnly, role } of routes) {
    const path = url.replace(/:(\w+)/g, "{$1}");
    const pathParams = [...url.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const queryParams = doc.query ? queryParameters(doc.query) : [];
    const operation: Record<string, unknown> = {
      operationId: operationId(method, path),
      summary: doc.summary,
      tags: doc.tags,
      // The least role that may call it (src/shared/roles.ts); absent on a staff route, nobody may.
      ...(role ? { "x-role": role } : {}),
      // Staff calls need the session cookie (the guard's own rule, route-policy.ts); the others need nothing.
      security: staffOnly ? [{ session: [] }] : [],
      parameters: [...pathParams, ...queryParams],
      responses: {
        [String(doc.status ?? 200)]: successResponse(doc),
        // One error shape for the whole API (plugins/errors.ts).
        "4XX": errorResponse(staffOnly ? STAFF_REFUSAL : PUBLIC_REFUSAL),
        "5XX": errorResponse("Server error, or the database is briefly unavailable (503)"),
      },
    };
    if (doc.multipart) {
      const fields = (toJson(doc.multipart) as { properties?: object }).properties ?? {};
      const properties = { file: { type: "string", format: "binary" }, ...fields };
      operation.requestBody = {
        required: true,
        content: { "multipart/form-data": { schema: { type: "object", properties, required: ["file"] } } },
      };
    } else if (doc.fileBody) {
      const file = { schema: { type: "string" } };
      operation.requestBody = { required: true, content: Object.fromEntries(doc.fileBody.map((type) => [type, file])) };
    } else if (doc.body) {
      operation.requestBody = { required: true, content: { "application/json": { schema: toJson(doc.body) } } };
    }
    paths[path] ??= {};
    paths[path][method] = operation;
  }
  return {
    openapi: "3.1.0",
    info,
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } } },
    paths,
  };
}

function queryParameters(schema: z.ZodType) {
  const json = toJson(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}
