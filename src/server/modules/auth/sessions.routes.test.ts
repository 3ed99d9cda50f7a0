import { describe, expect, it } from "vitest";
import { roleCookie, sameOrigin, tryLogin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { describeDevice } from "./device.js";

/** Each person's own signed-in sessions (issue 32): seen with their browser and last use, ended at will. */
const t = setupTestApp({ staff: true });

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function signInWith(email: string, password: string, userAgent: string) {
  const cookie = await tryLogin(t.app, email, password, userAgent);
  expect(cookie).toBeDefined();
  return cookie!;
}
const sessions = async (cookie: string) =>
  (await t.app.inject({ url: "/api/auth/sessions", headers: { cookie } })).json() as {
    id: string;
    device: string;
    current: boolean;
  }[];

describe("one's own sessions", () => {
  it("lists each browser, marks this one, and ends any of them at once", async () => {
    const person = await roleCookie(t.app, "author", "two-browsers@example.com");
    const laptop = await signInWith("two-browsers@example.com", "author-password-1", FIREFOX);
    const phone = await signInWith("two-browsers@example.com", "author-password-1", IPHONE);
    const seen = await sessions(laptop);
    expect(seen).toHaveLength(3);
    expect(seen.filter((s) => s.current).map((s) => s.device)).toEqual(["Firefox on Windows"]);
    const phoneSession = seen.find((s) => s.device === "Safari on iPhone")!;
    expect(phoneSession.id).toMatch(/^[0-9a-f]{16}$/);

    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${phoneSession.id}`,
      headers: sameOrigin(laptop),
    });
    expect(ended.json()).toEqual({ message: "Session ended" });
    expect((await t.app.inject({ url: "/api/auth/user", headers: { cookie: phone } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/auth/user", headers: { cookie: laptop } })).statusCode).toBe(200);
    expect(await sessions(person.cookie)).toHaveLength(2);
  });

  it("never shows or ends another person's sessions", async () => {
    await roleCookie(t.app, "editor", "other-person@example.com");
    const theirs = (await tryLogin(t.app, "other-person@example.com", "editor-password-1"))!;
    const theirIds = (await sessions(theirs)).map((s) => s.id);
    const mine = await sessions(t.cookie);
    expect(mine.some((s) => theirIds.includes(s.id))).toBe(false);
    const attempt = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${theirIds[0]}`,
      headers: sameOrigin(t.cookie),
    });
    expect(attempt.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/auth/user", headers: { cookie: theirs } })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: "DELETE", url: "/api/auth/sessions/xyz", headers: sameOrigin(t.cookie) });
    expect(bad.statusCode).toBe(400);
  });
});

describe("describeDevice", () => {
  it("names the browser and the system a person would recognise", () => {
    expect(describeDevice(FIREFOX)).toBe("Firefox on Windows");
    expect(describeDevice(IPHONE)).toBe("Safari on iPhone");
    expect(
      describeDevice(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Linux");
    expect(describeDevice(undefined)).toBe("Unknown browser");
    expect(describeDevice("curl/8.5.0")).toBe("curl/8.5.0");
  });
});
