import { beforeAll, describe, expect, it } from "vitest";
import { hasRole, ROLES, type Role } from "#shared/roles.js";
import { ROUTE_WITHOUT_ROLE } from "#server/plugins/access.js";
import { defineRoute } from "#server/define-route.js";
import { roleCookie } from "../support/factories.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * Issue 32: every staff account could do everything. Each route now declares the least role that may use
 * it (route-policy.ts); these tests are generated from the server's own route table, so a route added
 * later is tried by every role, and one added without a role fails the first test.
 */

/** Routes every signed-in person may use: their own work, the dashboard, the pictures to write with. */
const CONTRIBUTOR_ROUTES = [
  "GET /api/auth/user",
  "PUT /api/auth/password",
  "GET /api/auth/2fa",
  "POST /api/auth/2fa/setup",
  "POST /api/auth/2fa/enable",
  "POST /api/auth/2fa/disable",
  "GET /api/auth/sessions",
  "DELETE /api/auth/sessions/:id",
  "GET /api/admin/stats",
  "GET /api/admin/articles",
  "POST /api/admin/articles",
  "PUT /api/admin/articles/:id",
  "DELETE /api/admin/articles/:id",
  "GET /api/admin/articles/:id/checks",
  "POST /api/admin/articles/checks",
  "GET /api/admin/articles/:id/revisions",
  "GET /api/admin/articles/:id/revisions/:revisionId",
  "POST /api/admin/articles/:id/revisions/:revisionId/restore",
  "GET /api/admin/articles/:id/source",
  "GET /api/admin/preview/articles/:id",
  "GET /api/admin/media",
  "POST /api/upload/image",
];

/** Routes only administrators may use: the people, the site's settings, its ads, its mail and the audit log. */
const ADMINISTRATOR_PREFIXES = [
  "/api/admin/staff",
  "/api/admin/settings",
  "/api/admin/ads",
  "/api/admin/mail",
  "/api/admin/audit",
];

/** What issue 32's rows say each route needs; everything else staff use is the editors'. */
function expectedRole(method: string, url: string): Role {
  const route = `${method} ${url}`;
  if (CONTRIBUTOR_ROUTES.includes(route)) return "contributor";
  // The digest's schedule is a setting an editor sets on the Newsletter screen; the route checks the key.
  if (route === "PUT /api/admin/settings/:key") return "editor";
  if (ADMINISTRATOR_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) return "administrator";
  return "editor";
}

const t = setupTestApp({ staff: true });
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ROLES) cookies[role] = (await roleCookie(t.app, role)).cookie;
});

/** The routes a staff session is needed for (the login route is open), with the role each declares. */
const staffRoutes = () => t.app.routeTable.filter((route) => route.staffOnly);

describe("the role matrix", () => {
  it("every staff route declares the role issue 32 gives it", () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(50);
    for (const { method, url, role } of routes) {
      expect(role, `${method} ${url} declares no role`).not.toBe("undeclared");
      expect(role, `${method} ${url}`).toBe(expectedRole(method, url));
    }
  });

  it("each role is refused exactly the routes above its row, before the input is read", async () => {
    let tried = 0;
    for (const { method, url, role: needed } of staffRoutes()) {
      // An id nothing has: an allowed role is answered 400 or 404 for it, and nothing is changed.
      const target = url.replace(/:\w+/g, "987654");
      for (const role of ROLES) {
        const response = await t.app.inject({
          method: method as "GET",
          url: target,
          headers: { cookie: cookies[role] },
          payload: method === "GET" || method === "DELETE" ? undefined : {},
        });
        tried += 1;
        const what = `${role} ${method} ${target}: ${response.statusCode} ${response.body.slice(0, 160)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        // A route that declares no role is refused to everyone (the first test fails on it as well).
        if (needed !== undefined && needed !== "undeclared" && hasRole(role, needed)) {
          expect(response.statusCode, what).not.toBe(403);
        } else {
          expect(response.statusCode, what).toBe(403);
          expect(response.json().message, what).toMatch(/^Your role \(\w+\) does not allow this: it needs \w+$/);
        }
      }
    }
    expect(tried).toBe(staffRoutes().length * ROLES.length);
  });

  it("the API says each person's role", async () => {
    for (const role of ROLES) {
      const user = await t.app.inject({ url: "/api/auth/user", headers: { cookie: cookies[role] } });
      expect(user.json().role).toBe(role);
    }
    const staff = await t.app.inject({ url: "/api/admin/staff", headers: { cookie: cookies.administrator } });
    const roles = (staff.json() as { email: string; role: Role }[]).map((m) => m.role);
    expect(new Set(roles)).toEqual(new Set(ROLES));
  });

  it("an editor sets the digest's schedule, but no other setting", async () => {
    const put = (role: Role, key: string, value: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/settings/${key}`,
        headers: { cookie: cookies[role] },
        payload: { value },
      });
    expect((await put("editor", "newsletterDigestTime", "06:30")).statusCode).toBe(200);
    const snippet = await put("editor", "analyticsCode", "<script>alert(1)</script>");
    expect(snippet.statusCode).toBe(403);
    expect(snippet.json().message).toBe("Your role (Editor) does not allow this: it needs Administrator");
    const announcement = await put("editor", "emergency_announcement_1", "Taken over");
    expect(announcement.statusCode).toBe(403);
    expect((await t.app.services.settings.all()).analyticsCode).toBe("");
    expect((await put("administrator", "analyticsCode", "<!-- counter -->")).statusCode).toBe(200);
  });
});

describe("a staff route that declares no role", () => {
  const bare = setupTestApp({
    staff: true,
    build: {
      extend: (app) =>
        defineRoute(app, {
          method: "GET",
          url: "/api/admin/forgotten",
          summary: "A route whose author forgot its role",
          tags: ["test"],
          handler: () => ({ reached: true }),
        }),
    },
  });

  it("is refused to everyone, administrators included (deny by default)", async () => {
    const response = await bare.app.inject({ url: "/api/admin/forgotten", headers: { cookie: bare.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ROUTE_WITHOUT_ROLE });
    expect(bare.app.routeTable.find((route) => route.url === "/api/admin/forgotten")?.role).toBe("undeclared");
  });
});
