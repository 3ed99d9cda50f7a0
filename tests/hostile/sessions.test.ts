import { afterAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#server/modules/auth/session-cookie.js";
import { STAFF, staffCookie } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import { createTestApp, type TestApp, setupTestApp } from "../support/test-app.js";

/**
 * Issue 16, findings 7 and 8: another site could end a staff session with a link or an image to
 * `/api/logout`; and after failures from one address (an office behind one NAT, or every reader behind a
 * proxy without TRUST_PROXY), the right password was refused too.
 */

const MAX_FAILURES = 3;
const t = setupTestApp({ env: { LOGIN_MAX_FAILURES: String(MAX_FAILURES) } });
let requests = 0;
let payloads = 0;
afterAll(() => recordHostile({ suite: "Sessions: cross-site logout, shared-address logins", payloads, requests }));

const inject: TestApp["app"]["inject"] = ((options: object) => {
  requests += 1;
  return t.app.inject(options);
}) as TestApp["app"]["inject"];

async function isSignedIn(cookie: string): Promise<boolean> {
  return (await inject({ url: "/api/auth/user", headers: { cookie } })).statusCode === 200;
}

describe("GET /api/logout", () => {
  it("from another site (a link, an image) redirects home and leaves the session alone", async () => {
    const cookie = await staffCookie(t.app);
    for (const site of ["cross-site", "same-site"]) {
      payloads += 1;
      const answer = await inject({ url: "/api/logout", headers: { cookie, "sec-fetch-site": site } });
      expect(answer.statusCode, site).toBe(302);
      expect(answer.headers.location).toBe("/");
      expect(answer.headers["set-cookie"], site).toBeUndefined();
      expect(await isSignedIn(cookie), site).toBe(true);
    }
  });

  it("from our own pages, or typed in the address bar, ends the session", async () => {
    for (const headers of [{ "sec-fetch-site": "same-origin" }, { "sec-fetch-site": "none" }, {}]) {
      const cookie = await staffCookie(t.app);
      const answer = await inject({ url: "/api/logout", headers: { cookie, ...headers } });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe("/");
      expect(String(answer.headers["set-cookie"])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
      expect(await isSignedIn(cookie), JSON.stringify(headers)).toBe(false);
    }
  });
});

describe("logins from one shared address", () => {
  const login = (email: string, password: string, ip: string) => {
    payloads += 1;
    return inject({ method: "POST", url: "/api/admin/login", payload: { email, password }, remoteAddress: ip });
  };

  it("after many accounts failed from one address, the right password still gets in, and only it", async () => {
    await t.app.services.auth.setStaffAccount(STAFF.email, STAFF.password);
    const office = "10.1.0.1";
    // Colleagues (or a guesser) behind the same address fail on other accounts until the address is blocked.
    for (let i = 0; i < MAX_FAILURES * 4; i++) {
      expect((await login(`someone${i}@example.com`, "wrong password", office)).statusCode).toBe(401);
    }
    const wrong = await login(STAFF.email, "wrong password", office);
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json().message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(wrong.headers["retry-after"])).toBeGreaterThan(0);
    // An unknown account is refused the same way (no hint which accounts exist).
    expect((await login("fresh@example.com", "whatever1", office)).statusCode).toBe(429);
    const right = await login(STAFF.email, STAFF.password, office);
    expect(right.statusCode, right.body).toBe(200);
  });

  it("an account that failed too often from one address stays blocked there, even for the right password", async () => {
    const ip = "10.1.0.2";
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(STAFF.email, "wrong password", ip)).statusCode).toBe(401);
    }
    expect((await login(STAFF.email, STAFF.password, ip)).statusCode).toBe(429);
    // Nobody else is locked out of it by that.
    expect((await login(STAFF.email, STAFF.password, "10.1.0.3")).statusCode).toBe(200);
  });
});

describe("behind a proxy (TRUST_PROXY)", () => {
  it("takes the client's address from the proxy in front, not from what the client wrote in X-Forwarded-For", async () => {
    const seen: string[] = [];
    const proxied = await createTestApp(
      { TRUST_PROXY: "true", LOGIN_MAX_FAILURES: "2" },
      {
        extend: (app) => {
          app.addHook("onResponse", async (request) => {
            seen.push(request.ip);
          });
        },
      },
    );
    try {
      // Each attempt claims another address; nginx appends the real one (10.9.9.9) after it.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        payloads += 1;
        const answer = await proxied.app.inject({
          method: "POST",
          url: "/api/admin/login",
          payload: { email: STAFF.email, password: "wrong password" },
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": `6.6.6.${i}, 10.9.9.9` },
        });
        statuses.push(answer.statusCode);
      }
      requests += 4;
      expect(
        seen.every((ip) => ip === "10.9.9.9"),
        seen.join(" "),
      ).toBe(true);
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});
