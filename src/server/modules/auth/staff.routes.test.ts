import { describe, expect, it } from "vitest";
import type { StaffMember } from "#shared/schemas/staff.js";
import { STAFF, sameOrigin, tryLogin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

const t = setupTestApp({ staff: true });

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: unknown, cookie = t.cookie) =>
  t.app.inject({ method, url, headers: sameOrigin(cookie), payload: payload as object | undefined });

let sequence = 0;
/** A colleague's details, unique per call. */
const colleague = (overrides: Record<string, unknown> = {}) => ({
  email: `colleague${++sequence}@example.com`,
  name: `Colleague ${sequence}`,
  password: `secret-password-${sequence}`,
  ...overrides,
});

async function add(details = colleague()): Promise<StaffMember> {
  const response = await call("POST", "/api/admin/staff", details);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const login = (email: string, password: string) => tryLogin(t.app, email, password);

const signedIn = async (cookie: string) =>
  (await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode;
const expectMessage = (response: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message });
};
/** No password, hash or hash-looking text in an answer. */
const expectNoSecrets = (body: string) => expect(body).not.toMatch(/password|scrypt\$|hash/i);

describe("GET /api/admin/staff", () => {
  it("lists every account with its name, email, creation and last sign-in, never a password or hash", async () => {
    const fresh = await add();
    const response = await call("GET", "/api/admin/staff");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expectNoSecrets(response.body);
    const list = response.json() as StaffMember[];
    for (const member of list)
      expect(Object.keys(member).sort()).toEqual([
        "createdAt",
        "email",
        "id",
        "lastSignInAt",
        "name",
        "role",
        "twoFactor",
      ]);
    const me = list.find((m) => m.email === STAFF.email)!;
    expect(Date.parse(me.lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(list.find((m) => m.id === fresh.id)).toMatchObject({
      name: fresh.name,
      lastSignInAt: null,
      role: "contributor",
    });
    expect(me.role).toBe("administrator");
  });

  it("records the time of each login", async () => {
    const details = colleague();
    const member = await add(details);
    expect(await login(details.email, details.password)).toBeDefined();
    const list = (await call("GET", "/api/admin/staff")).json() as StaffMember[];
    expect(Date.parse(list.find((m) => m.id === member.id)!.lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("is refused to a stranger", async () => {
    expectMessage(await t.app.inject({ url: "/api/admin/staff" }), 401, "Unauthorized");
  });
});

describe("POST /api/admin/staff", () => {
  it("adds a colleague who can then sign in; the answer holds no password or hash", async () => {
    const details = colleague({ email: "  New.Reporter@Example.com ", name: "  Nora Reporter " });
    const response = await call("POST", "/api/admin/staff", details);
    expect(response.statusCode).toBe(201);
    expectNoSecrets(response.body);
    expect(response.json()).toMatchObject({
      email: "new.reporter@example.com",
      name: "Nora Reporter",
      lastSignInAt: null,
      role: "contributor",
    });
    expect(await login("new.reporter@example.com", details.password)).toBeDefined();
  });

  it("gives the account the role asked for", async () => {
    const response = await call("POST", "/api/admin/staff", colleague({ role: "editor" }));
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe("editor");
  });

  it("refuses bad input with the first failing rule's message", async () => {
    const cases: [unknown, string][] = [
      [{ name: "A", password: "long enough" }, "Email is required"],
      [colleague({ email: "not-an-email" }), "Email must be a valid email address"],
      [colleague({ email: `${"a".repeat(250)}@example.com` }), "Email must be a valid email address"],
      [colleague({ name: "   " }), "Name is required"],
      [colleague({ name: "x".repeat(101) }), "Name must be at most 100 characters"],
      [colleague({ password: "short" }), "Password must be at least 8 characters"],
      [colleague({ password: undefined }), "Password is required"],
      [colleague({ role: "owner" }), "Role must be contributor, author, editor or administrator"],
    ];
    for (const [payload, message] of cases)
      expectMessage(await call("POST", "/api/admin/staff", payload), 400, message);
  });

  it("refuses an email already in use, whatever its case, with 409", async () => {
    const details = colleague();
    await add(details);
    const again = colleague({ email: details.email.toUpperCase() });
    expectMessage(
      await call("POST", "/api/admin/staff", again),
      409,
      "An account with this email address already exists",
    );
    expect(await login(details.email, again.password)).toBeUndefined();
  });

  it("is refused to a stranger and to another site", async () => {
    expectMessage(await call("POST", "/api/admin/staff", colleague(), ""), 401, "Unauthorized");
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: { cookie: t.cookie, origin: "https://evil.example" },
      payload: colleague(),
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe("PUT /api/admin/staff/{id}", () => {
  it("renames an account without touching its sessions", async () => {
    const details = colleague();
    const member = await add(details);
    const session = (await login(details.email, details.password))!;
    const response = await call("PUT", `/api/admin/staff/${member.id}`, { name: "  Renamed Person " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, name: "Renamed Person", email: details.email });
    expect(await signedIn(session)).toBe(200);
  });

  it("changes an account's role, in force from its next request", async () => {
    const details = colleague({ role: "editor" });
    const member = await add(details);
    const session = (await login(details.email, details.password))!;
    expect((await call("GET", "/api/admin/comments", undefined, session)).statusCode).toBe(200);
    const response = await call("PUT", `/api/admin/staff/${member.id}`, { role: "contributor" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, role: "contributor", name: member.name });
    expect((await call("GET", "/api/admin/comments", undefined, session)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/auth/user", headers: { cookie: session } })).json().role).toBe(
      "contributor",
    );
  });

  it("never sets a password: not a colleague's, not one's own", async () => {
    const details = colleague();
    const member = await add(details);
    const session = (await login(details.email, details.password))!;
    const message = "Nobody sets another person's password: send them a password reset link instead";
    const url = `/api/admin/staff/${member.id}`;
    expectMessage(await call("PUT", url, { password: "brand-new-password" }), 400, message);
    expectMessage(await call("PUT", url, { name: "Renamed", password: "brand-new-password" }), 400, message);
    const me = ((await call("GET", "/api/auth/user")).json() as { id: number }).id;
    expectMessage(await call("PUT", `/api/admin/staff/${me}`, { password: "my-own-new-password" }), 400, message);
    expect(await signedIn(session)).toBe(200);
    expect(await login(details.email, details.password)).toBeDefined();
    expect(await login(details.email, "brand-new-password")).toBeUndefined();
    const list = (await call("GET", "/api/admin/staff")).json() as StaffMember[];
    expect(list.find((m) => m.id === member.id)?.name).toBe(member.name);
  });

  it("is refused to anyone but an administrator, whose own account is no exception to the rules", async () => {
    const details = colleague({ role: "editor" });
    const member = await add(details);
    const editor = (await login(details.email, details.password))!;
    // An editor cannot make themselves an administrator, nor rename anyone.
    const raise = await call("PUT", `/api/admin/staff/${member.id}`, { role: "administrator" }, editor);
    expectMessage(raise, 403, "Your role (Editor) does not allow this: it needs Administrator");
    expect((await call("GET", "/api/admin/staff")).json().find((m: StaffMember) => m.id === member.id).role).toBe(
      "editor",
    );
  });

  it("refuses bad input, an unknown account, a stranger and another site", async () => {
    const member = await add();
    const url = `/api/admin/staff/${member.id}`;
    expectMessage(await call("PUT", url, {}), 400, "Give a new name or a new role");
    expectMessage(await call("PUT", url, { name: "" }), 400, "Name is required");
    expectMessage(
      await call("PUT", url, { role: "root" }),
      400,
      "Role must be contributor, author, editor or administrator",
    );
    expectMessage(await call("PUT", "/api/admin/staff/abc", { name: "X" }), 400, "Invalid id");
    expectMessage(await call("PUT", "/api/admin/staff/999999", { name: "X" }), 404, "Staff member not found");
    expectMessage(await call("PUT", url, { name: "X" }, ""), 401, "Unauthorized");
    const crossSite = await t.app.inject({
      method: "PUT",
      url,
      headers: { cookie: t.cookie, "sec-fetch-site": "cross-site" },
      payload: { name: "X" },
    });
    expect(crossSite.statusCode).toBe(403);
    const list = (await call("GET", "/api/admin/staff")).json() as StaffMember[];
    expect(list.find((m) => m.id === member.id)?.name).toBe(member.name);
  });
});

describe("DELETE /api/admin/staff/{id}", () => {
  it("deletes a colleague and ends their sessions at once", async () => {
    const details = colleague();
    const member = await add(details);
    const session = (await login(details.email, details.password))!;
    expectMessage(await call("DELETE", `/api/admin/staff/${member.id}`), 200, "Staff member deleted successfully");
    expect(await signedIn(session)).toBe(401);
    expect(await login(details.email, details.password)).toBeUndefined();
    const list = (await call("GET", "/api/admin/staff")).json() as StaffMember[];
    expect(list.some((m) => m.id === member.id)).toBe(false);
    expectMessage(await call("DELETE", `/api/admin/staff/${member.id}`), 404, "Staff member not found");
  });

  it("refuses to delete one's own account with 409", async () => {
    const me = ((await call("GET", "/api/auth/user")).json() as { id: number }).id;
    expectMessage(
      await call("DELETE", `/api/admin/staff/${me}`),
      409,
      "You cannot delete your own account. Ask a colleague to do it.",
    );
    expect(await signedIn(t.cookie)).toBe(200);
  });

  it("is refused to a stranger and to another site", async () => {
    const member = await add();
    expectMessage(await call("DELETE", `/api/admin/staff/${member.id}`, undefined, ""), 401, "Unauthorized");
    const crossSite = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/staff/${member.id}`,
      headers: { cookie: t.cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(((await call("GET", "/api/admin/staff")).json() as StaffMember[]).some((m) => m.id === member.id)).toBe(
      true,
    );
  });
});
