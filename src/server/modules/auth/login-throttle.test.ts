import { describe, expect, it } from "vitest";
import { createMemoryBudgets } from "../../budgets.js";
import { LoginThrottle } from "./login-throttle.js";

/** Seconds until another attempt is allowed, or 0 when allowed now. */
const secondsToWait = async (throttle: LoginThrottle, ip: string, email: string) =>
  (await throttle.block(ip, email))?.seconds ?? 0;

describe("login throttle", () => {
  it("blocks a client and account after the allowed failures until the window passes", async () => {
    let now = 0;
    const throttle = new LoginThrottle(
      createMemoryBudgets(() => now),
      3,
      60_000,
    );
    for (let i = 0; i < 3; i++) await throttle.recordFailure("1.1.1.1", "a@b.se");
    expect(await secondsToWait(throttle, "1.1.1.1", "a@b.se")).toBe(60);
    expect(await secondsToWait(throttle, "2.2.2.2", "a@b.se")).toBe(0);
    now = 30_000;
    expect(await secondsToWait(throttle, "1.1.1.1", "A@B.SE ")).toBe(30);
    now = 60_000;
    expect(await secondsToWait(throttle, "1.1.1.1", "a@b.se")).toBe(0);
  });

  it("limits one client trying many accounts", async () => {
    const throttle = new LoginThrottle(
      createMemoryBudgets(() => 0),
      2,
      60_000,
    );
    for (let i = 0; i < 8; i++) await throttle.recordFailure("1.1.1.1", `user${i}@b.se`);
    expect(await secondsToWait(throttle, "1.1.1.1", "fresh@b.se")).toBeGreaterThan(0);
  });

  it("a success clears that account's failures", async () => {
    const throttle = new LoginThrottle(
      createMemoryBudgets(() => 0),
      2,
      60_000,
    );
    await throttle.recordFailure("1.1.1.1", "a@b.se");
    await throttle.recordSuccess("1.1.1.1", "a@b.se");
    await throttle.recordFailure("1.1.1.1", "a@b.se");
    expect(await secondsToWait(throttle, "1.1.1.1", "a@b.se")).toBe(0);
  });
});
