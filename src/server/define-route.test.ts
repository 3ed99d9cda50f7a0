import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import type { Role } from "#shared/roles.js";
import type { CurrentUser } from "#shared/schemas/auth.js";
import { idParams, paginationQuery } from "#shared/schemas/common.js";
import { defineRoute, queryNames } from "./define-route.js";
import { registerErrorHandling } from "./plugins/errors.js";
import { registerOpenApi } from "./plugins/openapi.js";

const noteInput = z.object({
  title: z.string({ error: "Title is required" }).min(1, { error: "Title is required" }),
  body: z.string({ error: "Body is required" }),
});
const noteSchema = z.object({ id: z.number(), title: z.string() });
const listQuery = paginationQuery(10).extend({ tag: z.string().optional() });

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

/** A bare app with the API's error shape; `staff` comes from an `x-staff` header, as the guard would set it. */
function bareApp(): FastifyInstance {
  app = Fastify();
  registerErrorHandling(app);
  app.decorateRequest("staff", undefined);
  app.addHook("onRequest", async (request) => {
    const name = request.headers["x-staff"];
    if (typeof name === "string")
      request.staff = {
        id: 1,
        email: "s@example.com",
        name,
        role: "administrator",
        twoFactor: false,
        mustSetUpTwoFactor: false,
      };
  });
  return app;
}

describe("defineRoute's input checks", () => {
  function withNoteRoute() {
    defineRoute(bareApp(), {
      method: "PUT",
      url: "/api/notes/:id",
      summary: "Update a note",
      tags: ["notes"],
      params: idParams,
      query: z.object({ draft: z.enum(["yes", "no"], { error: "draft must be yes or no" }).optional() }),
      body: noteInput,
      response: noteSchema,
      handler: (request) => ({ id: request.params.id, title: request.body.title, draft: request.query.draft }),
    });
    return app;
  }
  const put = (url: string, payload?: object) => app.inject({ method: "PUT", url, payload });

  it("answers the first failing rule's message as a 400, params before query before body", async () => {
    withNoteRoute();
    const all = await put("/api/notes/x?draft=maybe", {});
    expect(all.statusCode).toBe(400);
    expect(all.json()).toEqual({ message: "Invalid id" });
    expect((await put("/api/notes/1?draft=maybe", {})).json()).toEqual({ message: "draft must be yes or no" });
    expect((await put("/api/notes/1", { body: "b" })).json()).toEqual({ message: "Title is required" });
    expect((await put("/api/notes/1", { title: "t" })).json()).toEqual({ message: "Body is required" });
  });

  it("checks a missing body as an empty object", async () => {
    withNoteRoute();
    const response = await put("/api/notes/1");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Title is required" });
  });

  it("hands the handler the parsed input, transforms applied", async () => {
    withNoteRoute();
    const response = await put("/api/notes/7?draft=yes", { title: "Hello", body: "b", extra: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, title: "Hello", draft: "yes" });
  });

  it("refuses a route with a role without a staff member with 401 before reading its input", async () => {
    defineRoute(bareApp(), {
      method: "PUT",
      url: "/api/own",
      role: "contributor",
      summary: "Own thing",
      tags: ["own"],
      body: noteInput,
      handler: (request) => ({ by: request.staff.name, title: request.body.title }),
    });
    const stranger = await app.inject({ method: "PUT", url: "/api/own", payload: {} });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ message: "Unauthorized" });
    const staff = { "x-staff": "Ann" };
    expect((await app.inject({ method: "PUT", url: "/api/own", payload: {}, headers: staff })).statusCode).toBe(400);
    const done = await app.inject({
      method: "PUT",
      url: "/api/own",
      payload: { title: "t", body: "" },
      headers: staff,
    });
    expect(done.json()).toEqual({ by: "Ann", title: "t" });
  });

  it("answers a declared 2xx status, and leaves errors theirs", async () => {
    defineRoute(bareApp(), {
      method: "POST",
      url: "/api/notes",
      summary: "Create a note",
      tags: ["notes"],
      body: noteInput,
      response: noteSchema,
      status: 201,
      handler: (request) => ({ id: 1, title: request.body.title }),
    });
    expect(
      (await app.inject({ method: "POST", url: "/api/notes", payload: { title: "t", body: "" } })).statusCode,
    ).toBe(201);
    expect((await app.inject({ method: "POST", url: "/api/notes", payload: {} })).statusCode).toBe(400);
  });

  it("refuses a params schema that does not name exactly the URL's parameters", () => {
    const route = { method: "GET", summary: "x", tags: [], handler: () => ({}) } as const;
    expect(() => defineRoute(bareApp(), { ...route, url: "/api/notes/:id" })).toThrow(/exactly \[id\]/);
    expect(() => defineRoute(bareApp(), { ...route, url: "/api/notes/:slug", params: idParams })).toThrow(
      /exactly \[slug\], not \[id\]/,
    );
    expect(() => defineRoute(bareApp(), { ...route, url: "/api/notes", params: idParams })).toThrow(/exactly \[\]/);
  });
});

describe("defineRoute's handler types", () => {
  it("types params, query and body from their schemas, and staff for a route with a role", () => {
    bareApp();
    defineRoute(app, {
      method: "GET",
      url: "/api/notes/:id",
      summary: "x",
      tags: [],
      params: idParams,
      query: listQuery,
      handler: (request) => {
        expectTypeOf(request.params).toEqualTypeOf<{ id: number }>();
        expectTypeOf(request.query).toEqualTypeOf<{ page: number; limit: number; tag?: string | undefined }>();
        expectTypeOf(request.body).toBeUnknown();
        expectTypeOf(request.staff).toEqualTypeOf<CurrentUser | undefined>();
        return {};
      },
    });
    defineRoute(app, {
      method: "POST",
      url: "/api/notes",
      summary: "x",
      tags: [],
      body: noteInput,
      role: "editor",
      handler: (request) => {
        expectTypeOf(request.body).toEqualTypeOf<{ title: string; body: string }>();
        expectTypeOf(request.staff).toEqualTypeOf<CurrentUser>();
        return {};
      },
    });
    const role: Role = "administrator";
    defineRoute(app, {
      method: "DELETE",
      url: "/api/notes",
      summary: "x",
      tags: [],
      role,
      handler: (request) => {
        expectTypeOf(request.staff).toEqualTypeOf<CurrentUser>();
        return {};
      },
    });
  });
});

describe("defineRoute's contract elsewhere", () => {
  it("names the query parameters of the response cache's key", async () => {
    const seen: Record<string, readonly string[] | undefined> = {};
    bareApp().addHook("onRoute", (route) => {
      if (route.method === "GET") seen[route.url] = route.config?.queryNames;
    });
    defineRoute(app, { method: "GET", url: "/api/notes", summary: "x", tags: [], query: listQuery, handler: () => [] });
    defineRoute(app, { method: "GET", url: "/api/plain", summary: "x", tags: [], handler: () => [] });
    expect(seen["/api/notes"]).toEqual(["page", "limit", "tag"]);
    expect(seen["/api/plain"]).toBeUndefined();
    expect(queryNames(z.object({ q: z.string(), page: z.string().optional() }))).toEqual(["q", "page"]);
  });

  it("keeps the route policy's settings in the route config", async () => {
    const configs: Record<string, unknown> = {};
    bareApp().addHook("onRoute", (route) => {
      configs[route.url] = route.config;
    });
    defineRoute(app, {
      method: "POST",
      url: "/api/admin/login",
      summary: "x",
      tags: [],
      public: true,
      cache: "private",
      handler: () => ({}),
    });
    expect(configs["/api/admin/login"]).toMatchObject({ public: true, cache: "private" });
    expect(configs["/api/admin/login"]).not.toHaveProperty("rateLimit");
  });

  it("documents the route in the OpenAPI document from the same declaration", async () => {
    bareApp();
    registerOpenApi(app, { info: { title: "t", version: "1" }, serverUrl: "http://localhost" });
    defineRoute(app, {
      method: "PUT",
      url: "/api/admin/notes/:id",
      summary: "Update a note",
      tags: ["notes"],
      params: idParams,
      body: noteInput,
      response: noteSchema,
      handler: () => ({}),
    });
    defineRoute(app, {
      method: "GET",
      url: "/api/notes",
      summary: "List notes",
      tags: ["notes"],
      query: listQuery,
      response: noteSchema.array(),
      handler: () => [],
    });
    defineRoute(app, {
      method: "POST",
      url: "/api/upload/note",
      summary: "Upload a note",
      tags: ["notes"],
      multipart: z.object({ keep: z.enum(["true", "false"]).optional() }),
      response: noteSchema,
      status: 201,
      handler: () => ({}),
    });
    const doc = (await app.inject({ url: "/api/openapi.json" })).json();
    const put = doc.paths["/api/admin/notes/{id}"].put;
    expect(put).toMatchObject({
      operationId: "putAdminNotesById",
      summary: "Update a note",
      tags: ["notes"],
      security: [{ session: [] }],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
    });
    expect(put.requestBody.content["application/json"].schema).toMatchObject({
      type: "object",
      required: ["title", "body"],
    });
    expect(put.responses["200"].content["application/json"].schema.properties).toHaveProperty("title");
    const list = doc.paths["/api/notes"].get;
    expect(list.security).toEqual([]);
    expect(list.parameters.map((p: { name: string; required: boolean }) => [p.name, p.required])).toEqual([
      ["page", false],
      ["limit", false],
      ["tag", false],
    ]);
    expect(list.requestBody).toBeUndefined();
    const upload = doc.paths["/api/upload/note"].post;
    expect(Object.keys(upload.responses)).toContain("201");
    expect(upload.requestBody.content["multipart/form-data"].schema).toMatchObject({
      properties: { file: { type: "string", format: "binary" }, keep: { enum: ["true", "false"] } },
      required: ["file"],
    });
  });
});
