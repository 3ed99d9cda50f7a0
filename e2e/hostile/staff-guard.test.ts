import { afterAll, describe, expect, it } from "vitest";
import { recordHostile } from "#tests/support/hostile-report.js";
import { pathSpellings, REPORTED_ATTACKS, staffOperations } from "#tests/support/path-spellings.js";
import { type RawAnswer, rawRequest } from "#tests/support/raw-http.js";
import { E2E_ADMIN } from "../support/server.js";
import { sharedServerUrl } from "../support/shared-server.js";

/**
 * Issue 16, findings 1 and 2, on the real production server, where every GET no API route claims is a
 * page (the catch-all route) and stored answers are sent before Fastify sees the request: each staff
 * route through every spelling of its path, the reported attacks, and the reported heap exhaustion.
 */

const baseUrl = sharedServerUrl();
const LONG = process.env.HOSTILE_LONG === "1";
let requests = 0;
let payloads = 0;
let fiveHundreds = 0;

async function send(method: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  requests += 1;
  const body = method === "GET" || method === "DELETE" ? undefined : "{}";
  const answer = await rawRequest(baseUrl, method, target, { headers, body });
  if (answer.status >= 500) fiveHundreds += 1;
  return answer;
}

function expectRefused(answer: RawAnswer, what: string) {
  expect([400, 401, 404], `${what}: ${answer.status} ${answer.body.slice(0, 120)}`).toContain(answer.status);
  if (answer.status === 401) expect(answer.body, what).toBe('{"message":"Unauthorized"}');
  expect(answer.headers["x-cache"], what).not.toBe("HIT");
}

async function staffCookie(): Promise<string> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(E2E_ADMIN),
  });
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

afterAll(() => {
  recordHostile({ suite: "Staff guard and cache on the production server", payloads, requests, fiveHundreds });
});

describe("the staff guard on the production server", () => {
  it("refuses every staff route through every spelling of its path without a session", async () => {
    const spec = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    const routes = staffOperations(spec);
    expect(routes.length).toBeGreaterThanOrEqual(16);
    for (const route of routes) {
      for (const { how, target } of pathSpellings(route.path)) {
        payloads += 1;
        expectRefused(await send(route.method, target), `${route.method} ${target} (${how})`);
      }
    }
  });

  it("the reported attacks change nothing and leak nothing", async () => {
    const before = await (await fetch(`${baseUrl}/api/settings`)).text();
    for (const [method, target] of REPORTED_ATTACKS) {
      payloads += 1;
      expectRefused(await send(method, target), `${method} ${target}`);
    }
    expect(await (await fetch(`${baseUrl}/api/settings`)).text()).toBe(before);
    for (const method of ["GET", "OPTIONS"]) {
      const star = await send(method, "*");
      expect(star.status, `${method} *`).toBe(400);
    }
  });

  it("a staff member's own answer read through another spelling is never served to a stranger", async () => {
    const cookie = await staffCookie();
    for (const target of ["/api/%61uth/user", "/%61pi/auth/user", "/api/auth/user"]) {
      payloads += 1;
      const staff = await send("GET", target, { cookie });
      expect(staff.status, target).toBe(200);
      expect(staff.headers["cache-control"], target).toBe("no-store");
      const stranger = await send("GET", target);
      expect(stranger.status, target).toBe(401);
      expect(stranger.body, target).not.toContain(E2E_ADMIN.email);
    }
  });
});

describe("the response cache on the production server", () => {
  it(`survives ${LONG ? "6,000" : "1,500"} GETs of /api/settings with 15 KB query strings`, async () => {
    const count = LONG ? 6000 : 1500;
    const huge = "a".repeat(15 * 1024);
    for (let i = 0; i < count; i += 10) {
      const batch = Array.from({ length: 10 }, (_, j) => fetch(`${baseUrl}/api/settings?N${i + j}=${huge}`));
      for (const response of await Promise.all(batch)) {
        requests += 1;
        payloads += 1;
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    }
    // Before, a server on the production flags (a 128 MB heap) died of these after about 5,300.
    const settings = await fetch(`${baseUrl}/api/settings`);
    expect(settings.status).toBe(200);
  });
});
