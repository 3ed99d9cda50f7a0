import { afterAll, describe, expect, it } from "vitest";
import type { AuditList } from "#shared/schemas/audit.js";
import { roleCookie } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * Issue 41, finding 9: failed sign-ins added audit rows without bound, one per attempt, also for the
 * answers of 429 once the throttle held the client back, with whatever was typed as "who". The login is
 * now rate-limited per client (LOGIN_RATE_LIMIT), a throttled client's attempts are recorded once per
 * window, and "who" is an account or says there is none (the typed text is kept apart, as typed).
 */
const MAX_FAILURES = 3;
const RATE = 12;
const t = setupTestApp({
  env: { LOGIN_MAX_FAILURES: String(MAX_FAILURES), LOGIN_RATE_LIMIT: String(RATE) },
  staff: true,
});
let requests = 0;
let payloads = 0;
afterAll(() => recordHostile({ suite: "Sign-ins in the audit log (issue 41)", payloads, requests }));

const login = (email: string, password: string, ip: string) => {
  requests += 1;
  payloads += 1;
  return t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password }, remoteAddress: ip });
};

async function failures(): Promise<AuditList["entries"]> {
  const response = await t.app.inject({
    url: "/api/admin/audit?action=auth.sign-in-failed&limit=100",
    headers: { cookie: t.cookie },
    remoteAddress: "127.0.0.1",
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditList).entries;
}

describe("failed sign-ins in the audit log", () => {
  it("are recorded once each until the throttle holds the client back, then once per window", async () => {
    await roleCookie(t.app, "editor", "guessed@example.com");
    const before = (await failures()).length;
    const statuses: number[] = [];
    for (let i = 0; i < RATE - 1; i += 1)
      statuses.push((await login("guessed@example.com", `guess-${i}`, "10.1.0.1")).statusCode);
    expect(statuses.slice(0, MAX_FAILURES)).toEqual(Array(MAX_FAILURES).fill(401));
    expect(new Set(statuses.slice(MAX_FAILURES))).toEqual(new Set([429]));
    const entries = (await failures()).slice(0, (await failures()).length - before);
    expect(entries.map((entry) => entry.detail.status).sort()).toEqual([...Array(MAX_FAILURES).fill(401), 429]);
  });

  it("name the account tried, never the typed text as a person", async () => {
    const account = await roleCookie(t.app, "author", "named@example.com");
    await login("NAMED@example.com", "not the password", "10.2.0.1");
    await login("The administrator <boss@example.com>", "whatever", "10.2.0.2");
    const [forged, named] = await failures();
    expect(named).toMatchObject({ userId: account.id, who: "The author <named@example.com>" });
    expect(forged!.userId).toBeNull();
    expect(forged!.who).toBe("No such account");
    expect(forged!.detail.typed).toBe("The administrator <boss@example.com>");
  });

  it("are rate-limited per client: past LOGIN_RATE_LIMIT a minute, 429 with a message, and nothing recorded", async () => {
    const before = (await failures()).length;
    const answers = [];
    for (let i = 0; i < RATE + 5; i += 1) answers.push(await login(`nobody-${i}@example.com`, "wrong", "10.3.0.1"));
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.slice(0, MAX_FAILURES * 4).every((answer) => answer.statusCode === 401)).toBe(true);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(limited.at(-1)!.json().message).toMatch(/^Too many sign-in attempts/);
    expect(Number(limited.at(-1)!.headers["retry-after"])).toBeGreaterThan(0);
    // The 12 answered attempts, the client's own throttle among them, but none of those refused at the door.
    expect((await failures()).length - before).toBeLessThanOrEqual(RATE);
    // Another client is not held back by this one.
    expect((await login("nobody@example.com", "wrong", "10.3.0.2")).statusCode).toBe(401);
  });
});
