import { beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "#tests/support/test-app.js";
import { SESSION_COOKIE } from "../modules/auth/session-cookie.js";

const t = setupTestApp({ staff: true });

/** Every staff route, enumerated from the server itself, so a route added later is covered automatically. */
function staffRoutes(): { method: string; url: string }[] {
  const doc = t.app.printRoutes({ commonPrefix: false, includeHooks: false });
  expect(doc.length).toBeGreaterThan(0);
  const routes: { method: string; url: string }[] = [];
  for (const { method, url } of collected) {
    if ((url.startsWith("/api/admin/") || url.startsWith("/api/upload/")) && url !== "/api/admin/login") {
      routes.push({ method, url: url.replace(/:\w+/g, "1") });
    }
  }
  return routes;
}
const collected: { method: string; url: string }[] = [];

describe("staff-only routes", () => {
  beforeAll(async () => {
    const spec = (await t.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, object> };
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const method of Object.keys(operations))
        collected.push({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ":$1") });
    }
  });

  it("covers at least the spec's admin and upload routes", () => {
    expect(staffRoutes().length).toBeGreaterThanOrEqual(16);
  });

  it("every staff route answers 401 Unauthorized without a session", async () => {
    for (const route of staffRoutes()) {
      const response = await t.app.inject({
        method: route.method as "GET",
        url: route.url,
        payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthorized" });
    }
  });

  it("every route that declares a role answers 401 without a session, outside the staff prefixes too", async () => {
    const withRole = t.app.routeTable.filter((route) => route.role !== undefined && route.role !== "undeclared");
    expect(withRole.some((route) => route.url === "/api/auth/password")).toBe(true);
    for (const route of withRole) {
      const response = await t.app.inject({
        method: route.method as "GET",
        url: route.url.replace(/:\w+/g, "1"),
        // An input no route accepts: the session is asked for before the input is read.
        payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthorized" });
    }
  });

  it("an unregistered path under /api/admin is also refused without a session", async () => {
    expect((await t.app.inject({ url: "/api/admin/not-a-route" })).statusCode).toBe(401);
  });

  it("every state-changing staff route refuses another origin with 403, even with a session", async () => {
    for (const route of staffRoutes().filter((r) => r.method !== "GET")) {
      for (const headers of [
        { cookie: t.cookie, origin: "https://evil.example" },
        { cookie: t.cookie, "sec-fetch-site": "cross-site" },
      ]) {
        const response = await t.app.inject({ method: route.method as "POST", url: route.url, headers, payload: {} });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it("a same-origin call with a session gets through the guard", async () => {
    const response = await t.app.inject({
      url: "/api/admin/stats",
      headers: { cookie: t.cookie, origin: "http://localhost:3000" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("a forged or oversized session cookie is simply not a session", async () => {
    for (const value of ["forged", "x".repeat(5000)]) {
      const response = await t.app.inject({ url: "/api/admin/stats", cookies: { [SESSION_COOKIE]: value } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe("writes from other sites", () => {
  /** The one route other sites may post to: RFC 8058's one-click unsubscribe (issue 31, defineRoute's crossOrigin). */
  const EXCEPTION = "POST /api/newsletter/unsubscribe";

  it("are refused on every public route but the newsletter's one-click unsubscribe", async () => {
    const spec = (await t.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, object> };
    const writes = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== "get")
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, "1")}`),
    );
    expect(writes).toContain(EXCEPTION);
    for (const route of writes) {
      const [method, url] = route.split(" ") as ["POST", string];
      const response = await t.app.inject({
        method,
        url,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        payload: {},
      });
      if (route === EXCEPTION) expect(response.statusCode, route).not.toBe(403);
      else expect(response.statusCode, route).toBe(403);
    }
  });
});

describe("unknown API paths", () => {
  it("answer JSON 404", async () => {
    const response = await t.app.inject({ url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json().message).toMatch(/not found/);
  });
});
