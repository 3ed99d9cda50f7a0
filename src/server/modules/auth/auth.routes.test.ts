import { beforeAll, describe, expect, it } from "vitest";
import { STAFF, staffCookie } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { SESSION_COOKIE } from "./session-cookie.js";

const t = setupTestApp({ env: { LOGIN_MAX_FAILURES: "3" } });
beforeAll(async () => {
  await t.app.services.auth.setStaffAccount(STAFF.email, STAFF.password);
});

const login = (payload: unknown, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/admin/login", payload: payload as object, remoteAddress: ip });

describe("staff login", () => {
  it("opens a server-side session in an HttpOnly, SameSite=Lax cookie", async () => {
    const response = await login({ email: "Editor@Example.com", password: STAFF.password }, "10.0.0.2");
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Logged in successfully");
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.secure).toBeFalsy();
    expect(cookie.path).toBe("/");
    const user = await t.app.inject({ url: "/api/auth/user", cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: STAFF.email });
    expect(user.headers["cache-control"]).toBe("no-store");
  });

  it("answers a generic 401 for a wrong password or an unknown account", async () => {
    for (const payload of [
      { email: STAFF.email, password: "wrong password" },
      { email: "nobody@example.com", password: STAFF.password },
    ]) {
      const response = await login(payload, "10.0.0.3");
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid email or password" });
    }
  });

  it("requires both fields, with the first failing message", async () => {
    expect((await login({ password: "x" })).json()).toEqual({ message: "Email is required" });
    expect((await login({ email: "a@b.se", password: "" })).json()).toEqual({ message: "Password is required" });
    expect((await login({ email: 5, password: [] })).statusCode).toBe(400);
  });

  it("rate limits repeated failures per client and account with a retry time, and a success resets", async () => {
    const ip = "10.0.0.9";
    for (let i = 0; i < 3; i++)
      expect((await login({ email: STAFF.email, password: "nope" }, ip)).statusCode).toBe(401);
    const blocked = await login({ email: STAFF.email, password: STAFF.password }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    // Another client is unaffected.
    expect((await login({ email: STAFF.email, password: STAFF.password }, "10.0.0.10")).statusCode).toBe(200);
  });

  it("a success clears the account's failure count", async () => {
    const ip = "10.0.0.20";
    for (let i = 0; i < 2; i++) await login({ email: STAFF.email, password: "nope" }, ip);
    expect((await login(STAFF, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await login({ email: STAFF.email, password: "nope" }, ip);
    expect((await login(STAFF, ip)).statusCode).toBe(200);
  });
});

describe("current user, login and logout navigations", () => {
  it("GET /api/auth/user is 401 Unauthorized without a session", async () => {
    const response = await t.app.inject({ url: "/api/auth/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized" });
  });

  it("GET /api/login redirects to the admin login page", async () => {
    const response = await t.app.inject({ url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/admin/login");
  });

  it("GET /api/logout ends the session server-side and redirects home", async () => {
    const cookie = await staffCookie(t.app);
    const logout = await t.app.inject({ url: "/api/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe("/");
    // The old cookie value no longer works even if the browser kept it.
    expect((await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);
  });

  it("resetting a password ends that account's sessions", async () => {
    const cookie = await staffCookie(t.app);
    await t.app.services.auth.setStaffAccount(STAFF.email, STAFF.password);
    expect((await t.app.inject({ url: "/api/admin/stats", headers: { cookie } })).statusCode).toBe(401);
  });
});
