import { beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "#tests/support/test-app.js";
import { SESSION_COOKIE } from "../modules/auth/session-cookie.js";

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  format?: string;
}
interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }
  >;
  security?: Record<string, unknown>[];
  operationId?: string;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

const t = setupTestApp();
let doc: Document;
beforeAll(async () => {
  const response = await t.app.inject({ url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  doc = response.json();
});

/** Every call of SPEC section 7 (public, admin and the two navigations). */
const SPEC_ROUTES = [
  "GET /api/auth/user",
  "GET /api/categories",
  "GET /api/categories/{slug}",
  "GET /api/categories/{slug}/articles",
  "GET /api/articles",
  "GET /api/articles/{slug}",
  "GET /api/articles/{slug}/comments",
  "POST /api/articles/{slug}/comments",
  "GET /api/search",
  "GET /api/stock-data/{symbol}",
  "GET /api/ads/{slotKey}",
  "GET /api/settings",
  "GET /api/rss-proxy",
  "POST /api/admin/login",
  "GET /api/admin/articles",
  "POST /api/admin/articles",
  "PUT /api/admin/articles/{id}",
  "DELETE /api/admin/articles/{id}",
  "GET /api/admin/comments/pending",
  "PUT /api/admin/comments/{id}/status",
  "DELETE /api/admin/comments/{id}",
  "POST /api/admin/categories",
  "PUT /api/admin/categories/{id}",
  "DELETE /api/admin/categories/{id}",
  "GET /api/admin/ads",
  "POST /api/admin/ads",
  "PUT /api/admin/ads/{id}",
  "GET /api/admin/settings",
  "PUT /api/admin/settings/{key}",
  "POST /api/upload/image",
  "GET /api/login",
  "GET /api/logout",
];

const ARTICLE_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "body",
  "author",
  "categoryId",
  "heroImage",
  "thumbImage",
  "featured",
  "published",
  "publishedAt",
];
const ARTICLE_REQUIRED = ["title", "slug", "body", "author", "categoryId"];
/** The JSON writes: the fields of SPEC section 7 and the ones the server really requires (SPEC 5). */
const JSON_WRITES: [string, string[], string[]][] = [
  ["POST /api/articles/{slug}/comments", ["name", "email", "body", "parentId"], ["name", "body"]],
  ["POST /api/admin/login", ["email", "password"], ["email", "password"]],
  ["POST /api/admin/articles", ARTICLE_FIELDS, ARTICLE_REQUIRED],
  ["PUT /api/admin/articles/{id}", ARTICLE_FIELDS, ARTICLE_REQUIRED],
  ["PUT /api/admin/comments/{id}/status", ["status"], ["status"]],
  ["POST /api/admin/categories", ["name", "slug", "order"], ["name", "slug"]],
  ["PUT /api/admin/categories/{id}", ["name", "slug", "order"], ["name", "slug"]],
  ["POST /api/admin/ads", ["key", "html", "enabled"], ["key"]],
  ["PUT /api/admin/ads/{id}", ["key", "html", "enabled"], []],
  ["PUT /api/admin/settings/{key}", ["value"], ["value"]],
  // Issue 29: the contact form's call, and marking a message handled.
  ["POST /api/contact", ["name", "email", "subject", "message", "website"], ["name", "email", "subject", "message"]],
  ["PATCH /api/admin/messages/{id}", ["handled"], ["handled"]],
];

/** Calls beyond SPEC section 7 that the web app makes (issue 29: the contact form and the Messages screen). */
const LATER_ROUTES = [
  "POST /api/contact",
  "GET /api/admin/messages",
  "PATCH /api/admin/messages/{id}",
  "DELETE /api/admin/messages/{id}",
];

/** Path templates compared without parameter names: /api/ads/{slotKey} and /api/ads/{key} are the same route. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
function find(route: string): Operation | undefined {
  const [method, path] = route.split(" ") as [string, string];
  const entry = Object.entries(doc.paths).find(([p]) => shape(p) === shape(path));
  return entry?.[1][method.toLowerCase()];
}
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.x document with info and paths", () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.info.title.length).toBeGreaterThan(0);
    expect(doc.info.version).toEqual(expect.any(String));
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
  });

  it("uses OpenAPI path templates and valid methods, each with a summary and responses", () => {
    for (const { path, method, op } of operations()) {
      const label = `${method} ${path}`;
      expect(path, label).toMatch(/^\/api\//);
      expect(path, label).not.toContain(":");
      expect(["get", "put", "post", "delete", "patch"], label).toContain(method);
      expect(op.summary, label).toEqual(expect.any(String));
      const codes = Object.keys(op.responses);
      expect(
        codes.some((c) => /^[23]\d\d$/.test(c)),
        label,
      ).toBe(true);
      for (const code of codes) expect(code, label).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
    }
  });

  it.each([...SPEC_ROUTES, ...LATER_ROUTES])("documents %s", (route) => {
    expect(find(route), route).toBeDefined();
  });

  it("declares every path parameter as a required path parameter, and no others", () => {
    for (const { path, method, op } of operations()) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === "path");
      expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(inPath);
      for (const p of declared) expect(p.required, `${method} ${path} ${p.name}`).toBe(true);
    }
  });

  it("documents the query parameters of the list, search and feed calls", () => {
    const query = (route: string) =>
      Object.fromEntries(
        (find(route)?.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, p.required ?? false]),
      );
    expect(query("GET /api/articles")).toMatchObject({ page: false, limit: false, featured: false, category: false });
    expect(query("GET /api/search")).toMatchObject({ q: true, page: false, limit: false });
    expect(query("GET /api/categories/{slug}/articles")).toMatchObject({ page: false, limit: false });
    expect(query("GET /api/admin/articles")).toMatchObject({ page: false, limit: false });
    expect(query("GET /api/admin/messages")).toMatchObject({ page: false, limit: false, status: false });
    expect(Object.keys(query("GET /api/rss-proxy"))).toEqual(expect.arrayContaining(["source", "url"]));
  });

  it.each(JSON_WRITES)(
    "%s has a JSON request body schema with its fields and required ones",
    (route, fields, required) => {
      const body = find(route)?.requestBody?.content["application/json"]?.schema;
      expect(body, route).toBeDefined();
      expect(body!.type).toBe("object");
      expect(Object.keys(body!.properties ?? {})).toEqual(expect.arrayContaining(fields));
      expect([...(body!.required ?? [])].sort()).toEqual([...required].sort());
    },
  );

  it("documents the allowed comment statuses", () => {
    const status = find("PUT /api/admin/comments/{id}/status")?.requestBody?.content["application/json"]?.schema
      .properties?.status;
    expect([...(status?.enum ?? [])].sort()).toEqual(["published", "rejected"]);
  });

  it("documents the upload as multipart/form-data with one binary field 'file' and the optional keepCopyright", () => {
    const body = find("POST /api/upload/image")?.requestBody?.content["multipart/form-data"]?.schema;
    expect(body?.properties?.file).toMatchObject({ type: "string", format: "binary" });
    expect(body?.properties?.keepCopyright).toMatchObject({ enum: ["true", "false"] });
    expect(body?.required).toEqual(["file"]);
    expect(find("POST /api/upload/image")?.requestBody?.content["application/json"]).toBeUndefined();
  });

  it("documents 201 for the JSON creates", () => {
    for (const route of [
      "POST /api/articles/{slug}/comments",
      "POST /api/contact",
      "POST /api/admin/articles",
      "POST /api/admin/categories",
      "POST /api/admin/ads",
    ]) {
      expect(Object.keys(find(route)?.responses ?? {}), route).toContain("201");
    }
  });

  it("documents 201 for an upload, as the server answers", () => {
    expect(Object.keys(find("POST /api/upload/image")?.responses ?? {})).toContain("201");
  });

  it("documents the login and logout navigations as redirects", () => {
    for (const route of ["GET /api/login", "GET /api/logout"]) {
      expect(
        Object.keys(find(route)?.responses ?? {}).some((c) => /^30\d$/.test(c)),
        route,
      ).toBe(true);
    }
  });

  it("documents the response shapes of the main reads", () => {
    const json = (route: string) => find(route)?.responses["200"]?.content?.["application/json"]?.schema;
    expect(Object.keys(json("GET /api/articles")?.properties ?? {})).toEqual(
      expect.arrayContaining(["articles", "total"]),
    );
    expect(Object.keys(json("GET /api/ads/{slotKey}")?.properties ?? {})).toEqual(
      expect.arrayContaining(["key", "enabled", "html"]),
    );
    expect(Object.keys(json("GET /api/admin/stats")?.properties ?? {})).toEqual(
      expect.arrayContaining([
        "totalArticles",
        "publishedArticles",
        "draftArticles",
        "pendingComments",
        "categories",
        "adSlots",
      ]),
    );
  });

  it("marks staff calls with the session cookie scheme, and public calls without it", () => {
    expect(doc.components?.securitySchemes?.session).toEqual({ type: "apiKey", in: "cookie", name: SESSION_COOKIE });
    for (const { path, method, op } of operations()) {
      // One's own account (issue 32) needs a session too, though not under a staff prefix.
      const own =
        path === "/api/auth/user" ||
        path === "/api/auth/password" ||
        path.startsWith("/api/auth/2fa") ||
        path.startsWith("/api/auth/sessions");
      const staff =
        ((path.startsWith("/api/admin/") || path.startsWith("/api/upload/")) && path !== "/api/admin/login") || own;
      expect(op.security, `${method} ${path}`).toEqual(staff ? [{ session: [] }] : []);
      // The least role that may call it is documented beside it.
      expect((op as { "x-role"?: string })["x-role"] !== undefined, `${method} ${path} x-role`).toBe(staff);
    }
  });

  it("names the configured public address as its server", () => {
    expect(doc.servers).toEqual([{ url: t.config.publicUrl }]);
  });

  it("declares every success answer: its JSON schema, for a redirect its Location, for a 204 no body", () => {
    for (const { path, method, op } of operations()) {
      for (const [code, response] of Object.entries(op.responses).filter(([c]) => /^[23]/.test(c))) {
        const label = `${method} ${path} ${code}`;
        if (code.startsWith("3")) expect(response.headers, label).toHaveProperty("Location");
        else if (code === "204") expect(response.content, label).toBeUndefined();
        else {
          // JSON, or for a download its one file type.
          const [content, ...others] = Object.values(response.content ?? {}) as { schema?: unknown }[];
          expect(others, label).toEqual([]);
          expect(response.content?.["application/json"]?.schema ?? content?.schema, label).toMatchObject({
            type: expect.any(String),
          });
        }
      }
    }
  });

  it("gives every operation a unique operationId", () => {
    const ids = operations().map(({ op }) => op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(find("DELETE /api/admin/articles/{id}")?.operationId).toBe("deleteAdminArticlesById");
  });
});
