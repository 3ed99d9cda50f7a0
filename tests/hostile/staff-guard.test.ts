import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { policyOf } from "#server/plugins/route-policy.js";
import { peakMemoryMb, recordHostile } from "../support/hostile-report.js";
import { pathSpellings, REPORTED_ATTACKS, staffOperations } from "../support/path-spellings.js";
import { type RawAnswer, rawRequest } from "../support/raw-http.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * Issue 16, finding 1: the staff guard read the raw request URL while the router decodes it, so
 * `/api/%61dmin/stats` reached a staff handler with no session, an absolute-form target skipped the guard
 * and the same-origin check, and such answers were kept in the response cache for everyone. Every staff
 * route is tried here through every spelling (tests/support/path-spellings.ts), over a real socket so that
 * the request line arrives exactly as written.
 */

/**
 * What the request-target check answers (route-policy.ts; app.ts for an escape the router cannot decode):
 * a 400 with any other message came from a handler, which the request should not have reached.
 */
const TARGET_REFUSALS = [
  "The request target must be a path starting with /",
  "The request path has a malformed percent-encoding",
  "The request path must not contain . or .. segments",
];
const isTargetRefusal = (message: string) => TARGET_REFUSALS.includes(message);

let requests = 0;
let payloads = 0;

/** Stands in for the pages' catch-all route (pages.ts): every GET some API route did not claim is a page. */
function standInPages(app: FastifyInstance) {
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    config: { queryNames: ["page", "q"] },
    handler: (request, reply) => {
      if (policyOf(request).api) return reply.callNotFound();
      return reply.code(404).type("text/html; charset=utf-8").send("<!doctype html><title>Not found</title>");
    },
  });
}

async function send(method: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  requests += 1;
  const body = method === "GET" || method === "DELETE" || method === "HEAD" ? undefined : "{}";
  return rawRequest(t.origin, method, target, { headers, body });
}

/** Refused by the guard (401), by the request-target check (400) or by no route at all (404); nothing else. */
function expectRefused(answer: RawAnswer, what: string) {
  expect([400, 401, 404], `${what}: ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
  if (answer.status === 401) expect(JSON.parse(answer.body), what).toEqual({ message: "Unauthorized" });
  if (answer.status === 400) expect(isTargetRefusal(JSON.parse(answer.body).message), what).toBe(true);
  expect(answer.headers["x-cache"], what).not.toBe("HIT");
  expect(answer.headers["cache-control"] ?? "", what).not.toMatch(/public/);
}

/** Every staff route, from the server's own OpenAPI document, so a route added later is covered too. */
async function staffRoutes(): Promise<{ method: string; path: string }[]> {
  return staffOperations((await t.app.inject({ url: "/api/openapi.json" })).json());
}

const t = setupTestApp({ build: { extend: standInPages }, staff: true, listen: true });
afterAll(() => {
  recordHostile({
    suite: "Staff guard through other spellings of each path",
    payloads,
    requests,
    fiveHundreds: t.traffic.fiveHundreds,
    peakMemoryMb: peakMemoryMb(),
  });
});

describe("the staff guard decides from the route the router matched", () => {
  it("covers every staff route of the API", async () => {
    expect((await staffRoutes()).length).toBeGreaterThanOrEqual(16);
  });

  it("refuses every staff route through every spelling of its path without a session", async () => {
    for (const route of await staffRoutes()) {
      for (const { how, target } of pathSpellings(route.path)) {
        payloads += 1;
        expectRefused(await send(route.method, target), `${route.method} ${target} (${how})`);
      }
    }
  });

  it("the reported attacks: the dashboard figures, a draft's preview and the analytics code stay out of reach", async () => {
    const before = (await t.app.inject({ url: "/api/settings" })).json();
    for (const [method, target] of REPORTED_ATTACKS) {
      payloads += 1;
      expectRefused(await send(method, target), `${method} ${target}`);
    }
    expect((await t.app.inject({ url: "/api/settings" })).json()).toEqual(before);
  });

  it("a staff member's personal answer, read through any spelling, is never kept for the next client", async () => {
    const personal = ["/api/auth/user", "/api/admin/stats", "/api/admin/settings"];
    for (const path of personal) {
      for (const { how, target } of pathSpellings(path)) {
        payloads += 1;
        const staff = await send("GET", target, { cookie: t.cookie });
        if (staff.status === 200) expect(staff.headers["cache-control"], `${target} (${how})`).toBe("no-store");
        const stranger = await send("GET", target);
        expect(stranger.status, `${target} (${how}) after a staff read`).not.toBe(200);
        expect(stranger.body, `${target} (${how})`).not.toContain("editor@example.com");
        expect(stranger.headers["x-cache"], `${target} (${how})`).not.toBe("HIT");
      }
    }
  });

  it("a write from another origin is refused whatever the spelling of its path", async () => {
    for (const target of ["/api/%61dmin/settings/footerText", "/%61pi/admin/settings/footerText", "/api/comments"]) {
      payloads += 1;
      const answer = await send("PUT", target, { cookie: t.cookie, origin: "https://evil.example" });
      expect(answer.status, target).toBe(403);
    }
  });
});

describe("request targets that are not a plain path", () => {
  it("answers 400, before any handler, cache or page, for `*`, absolute URLs, dot segments and bad escapes", async () => {
    for (const [method, target] of [
      ["GET", "*"],
      ["OPTIONS", "*"],
      ["GET", "http://x/api/settings"],
      ["GET", "https://localhost/"],
      ["GET", "/api/settings/../settings"],
      ["GET", "/api/%2e%2e/api/settings"],
      ["GET", "/about/%2E/"],
      ["GET", "/..%2f..%2fetc/passwd"],
      ["GET", "/api/settings%zz"],
      ["GET", "/a\\..\\b"],
    ] as const) {
      payloads += 1;
      const answer = await send(method, target);
      expect(answer.status, `${method} ${target}: ${answer.body}`).toBe(400);
      expect(isTargetRefusal(JSON.parse(answer.body).message), target).toBe(true);
      expect(answer.headers["cache-control"], target).toBe("no-store");
      if (!target.includes("%zz")) expect(answer.headers["x-content-type-options"], target).toBe("nosniff");
    }
  });

  it("still serves plain paths, their queries and non-ASCII escapes", async () => {
    for (const target of ["/api/settings", "/api/settings?x=1", "/api/search?q=%C3%A5r"]) {
      const answer = await send("GET", target);
      expect(answer.status, target).toBe(200);
    }
  });
});
