import { describe, expect, it } from "vitest";
import { sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { SESSION_COOKIE } from "./session-cookie.js";

const t = setupTestApp({ staff: true, env: { LOGIN_MAX_FAILURES: "3" } });

let sequence = 0;
/** A fresh account (made by the signed-in editor) and two sessions of it, as from two browsers. */
async function account() {
  const details = { email: `own${++sequence}@example.com`, name: `Own ${sequence}`, password: "first-password" };
  const made = await t.app.inject({
    method: "POST",
    url: "/api/admin/staff",
    headers: sameOrigin(t.cookie),
    payload: details,
  });
  expect(made.statusCode).toBe(201);
  return {
    ...details,
    here: (await login(details.email, details.password))!,
    elsewhere: (await login(details.email, details.password))!,
  };
}

async function login(email: string, password: string): Promise<string | undefined> {
  const response = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password } });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return response.statusCode === 200 && cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

const change = (cookie: string, payload: unknown, ip = "127.0.0.1") =>
  t.app.inject({
    method: "PUT",
    url: "/api/auth/password",
    headers: sameOrigin(cookie),
    payload: payload as object,
    remoteAddress: ip,
  });
const signedIn = async (cookie: string) =>
  (await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode;
const expectMessage = (response: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message });
};

describe("PUT /api/auth/password", () => {
  it("changes one's own password, keeps this session and ends the others", async () => {
    const me = await account();
    const response = await change(me.here, { currentPassword: me.password, newPassword: "second-password" });
    expectMessage(response, 200, "Password changed successfully");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(await signedIn(me.here)).toBe(200);
    expect(await signedIn(me.elsewhere)).toBe(401);
    expect(await login(me.email, me.password)).toBeUndefined();
    expect(await login(me.email, "second-password")).toBeDefined();
  });

  it("refuses a wrong current password with a clear message and changes nothing", async () => {
    const me = await account();
    const response = await change(me.here, { currentPassword: "not-my-password", newPassword: "second-password" });
    expectMessage(response, 400, "Current password is incorrect");
    expect(await signedIn(me.elsewhere)).toBe(200);
    expect(await login(me.email, me.password)).toBeDefined();
  });

  it("refuses bad input with the first failing rule's message", async () => {
    const me = await account();
    const cases: [unknown, string][] = [
      [{ newPassword: "second-password" }, "Current password is required"],
      [{ currentPassword: me.password }, "New password is required"],
      [{ currentPassword: me.password, newPassword: "short" }, "New password must be at least 8 characters"],
      [
        { currentPassword: me.password, newPassword: me.password },
        "The new password must be different from the current one",
      ],
    ];
    for (const [payload, message] of cases) expectMessage(await change(me.here, payload), 400, message);
    expect(await login(me.email, me.password)).toBeDefined();
  });

  it("holds back guessing the current password from an open session", async () => {
    const me = await account();
    for (let i = 0; i < 3; i++) {
      const guess = await change(
        me.here,
        { currentPassword: `guess-${i}`, newPassword: "second-password" },
        "10.9.9.9",
      );
      expect(guess.statusCode).toBe(400);
    }
    const blocked = await change(me.here, { currentPassword: me.password, newPassword: "second-password" }, "10.9.9.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed login attempts/);
  });

  it("is refused to a stranger and to another site", async () => {
    expectMessage(await change("", { currentPassword: "x", newPassword: "second-password" }), 401, "Unauthorized");
    // A stranger is refused before the body is read: no hint of what the body should be.
    expectMessage(await change("", {}), 401, "Unauthorized");
    const me = await account();
    const crossSite = await t.app.inject({
      method: "PUT",
      url: "/api/auth/password",
      headers: { cookie: me.here, origin: "https://evil.example" },
      payload: { currentPassword: me.password, newPassword: "second-password" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await login(me.email, me.password)).toBeDefined();
  });
});
