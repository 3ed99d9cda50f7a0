import { describe, expect, it } from "vitest";
import { LoginThrottle } from "./login-throttle.js";

/** Seconds until another attempt is allowed, or 0 when allowed now. */
const secondsToWait = (throttle: LoginThrottle, ip: string, email: string) => throttle.block(ip, email)?.seconds ?? 0;

describe("login throttle", () => {
  it("blocks a client and account after the allowed failures until the window passes", () => {
    let now = 0;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) throttle.recordFailure("1.1.1.1", "a@b.se");
    expect(secondsToWait(throttle, "1.1.1.1", "a@b.se")).toBe(60);
    expect(secondsToWait(throttle, "2.2.2.2", "a@b.se")).toBe(0);
    now = 30_000;
    expect(secondsToWait(throttle, "1.1.1.1", "A@B.SE ")).toBe(30);
    now = 60_000;
    expect(secondsToWait(throttle, "1.1.1.1", "a@b.se")).toBe(0);
  });

  it("limits one client trying many accounts", () => {
    const throttle = new LoginThrottle(2, 60_000, () => 0);
    for (let i = 0; i < 8; i++) throttle.recordFailure("1.1.1.1", `user${i}@b.se`);
    expect(secondsToWait(throttle, "1.1.1.1", "fresh@b.se")).toBeGreaterThan(0);
  });

  it("a success clears that account's failures", () => {
    const throttle = new LoginThrottle(2, 60_000, () => 0);
    throttle.recordFailure("1.1.1.1", "a@b.se");
    throttle.recordSuccess("1.1.1.1", "a@b.se");
    throttle.recordFailure("1.1.1.1", "a@b.se");
    expect(secondsToWait(throttle, "1.1.1.1", "a@b.se")).toBe(0);
  });
});
