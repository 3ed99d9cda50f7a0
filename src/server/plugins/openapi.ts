import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { messageResponse } from "../../shared/schemas/common.js";
import { isStaffPath } from "./route-policy.js";

export interface RouteDoc {
  summary: string;
  tags: string[];
  query?: z.ZodType;
  body?: z.ZodType;
  /** "multipart" for file uploads: the file in the field `file`, and the text fields of `fields`. */
  bodyType?: "json" | "multipart";
  fields?: z.ZodObject;
  response?: z.ZodType;
  /** Success status when not 200. */
  status?: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

interface CollectedRoute {
  method: string;
  url: string;
  doc: RouteDoc;
  /** Needs a staff session: the same rule as the guard's (route-policy.ts). */
  staffOnly: boolean;
}

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

/** Collects every documented route as it is registered, and serves the OpenAPI 3 document built from them. */
export function registerOpenApi(app: FastifyInstance, info: { title: string; version: string }): void {
  const routes: CollectedRoute[] = [];
  app.addHook("onRoute", (route) => {
    const doc = route.config?.openapi;
    if (!doc) return;
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") {
        const staffOnly = isStaffPath(route.url) && !route.config?.public;
        routes.push({ method: method.toLowerCase(), url: route.url, doc, staffOnly });
      }
    }
  });

  let cached: unknown;
  app.get("/api/openapi.json", { config: { cache: "own" } }, async (_request, reply) => {
    cached ??= buildDocument(routes, info);
    reply.header("cache-control", "public, max-age=300");
    return cached;
  });
}

function buildDocument(routes: CollectedRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, doc, staffOnly } of routes) {
    const path = url.replace(/:(\w+)/g, "{$1}");
    const pathParams = [...url.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const queryParams = doc.query ? queryParameters(doc.query) : [];
    const operation: Record<string, unknown> = {
      summary: doc.summary,
      tags: doc.tags,
      parameters: [...pathParams, ...queryParams],
      responses: {
        [String(doc.status ?? 200)]: {
          description: "Success",
          ...(doc.response ? { content: { "application/json": { schema: toJson(doc.response) } } } : {}),
        },
        default: { description: "Error", content: { "application/json": { schema: toJson(messageResponse) } } },
      },
    };
    if (staffOnly) operation.security = [{ session: [] }];
    if (doc.bodyType === "multipart") {
      const fields = doc.fields ? ((toJson(doc.fields) as { properties?: object }).properties ?? {}) : {};
      const properties = { file: { type: "string", format: "binary" }, ...fields };
      operation.requestBody = {
        required: true,
        content: { "multipart/form-data": { schema: { type: "object", properties, required: ["file"] } } },
      };
    } else if (doc.body) {
      operation.requestBody = { required: true, content: { "application/json": { schema: toJson(doc.body) } } };
    }
    paths[path] ??= {};
    paths[path][method] = operation;
  }
  return {
    openapi: "3.1.0",
    info,
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "onff_session" } } },
    paths,
  };
}

/** The names of the query parameters a documented query schema reads. */
export function queryNames(schema: z.ZodType): string[] {
  return Object.keys((toJson(schema) as { properties?: object }).properties ?? {});
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
