import { afterAll, describe, expect, it } from "vitest";
import { currentCode } from "#server/modules/auth/two-factor.js";
import { resetByOperator, SERVER_OPERATOR } from "#server/modules/auth/operator-reset.js";
import { CANNOT_DEMOTE_LAST } from "#server/modules/auth/staff.service.js";
import type { AuditList } from "#shared/schemas/audit.js";
import { runAdminScript } from "../support/admin-script.js";
import { roleCookie, sameOrigin, tryLogin } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * Issue 41, findings 5 and 13: with ADMIN_EMAIL/ADMIN_PASSWORD set, every start made the account match
 * them again, so a restart undid the administrator's new password and two-factor sign-in, unrecorded; and
 * `npm run admin` on an existing contributor silently made it an administrator. Start-up now leaves an
 * existing account alone, and the operator's reset keeps the role unless asked (--role), says what it
 * changed and writes it into the audit log.
 */
const t = setupTestApp();
let requests = 0;
afterAll(() => recordHostile({ suite: "The operator's account reset (issue 41)", payloads: requests, requests }));

const ADMIN = { email: "boss@example.com", password: "configured-at-start" };
const post = (url: string, payload: object, cookie: string) => {
  requests += 1;
  return t.app.inject({ method: "POST", url, headers: sameOrigin(cookie), payload });
};
const login = (payload: object) => {
  requests += 1;
  return t.app.inject({ method: "POST", url: "/api/admin/login", payload });
};

async function auditOf(cookie: string, action: string): Promise<AuditList["entries"]> {
  const response = await t.app.inject({ url: `/api/admin/audit?action=${action}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditList).entries;
}

describe("a start with ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("makes the account once, then leaves its password, role and two-factor sign-in alone", async () => {
    const { auth } = t.app.services;
    expect(await auth.ensureStaffAccount(ADMIN)).toEqual({ made: "configured", email: ADMIN.email });
    const cookie = (await tryLogin(t.app, ADMIN.email, ADMIN.password))!;
    expect(cookie).toBeDefined();
    // The administrator changes the password and turns two-factor sign-in on…
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/auth/password",
      headers: sameOrigin(cookie),
      payload: { currentPassword: ADMIN.password, newPassword: "chosen-by-the-boss" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { secret } = (await post("/api/auth/2fa/setup", {}, cookie)).json() as { secret: string };
    const enabled = await post(
      "/api/auth/2fa/enable",
      { code: currentCode(secret), password: "chosen-by-the-boss" },
      cookie,
    );
    expect(enabled.statusCode, enabled.body).toBe(200);

    // …and the server restarts with the same configuration.
    expect(await auth.ensureStaffAccount(ADMIN)).toEqual({ made: "kept", email: ADMIN.email });
    expect((await login(ADMIN)).statusCode).toBe(401);
    const withNew = await login({ email: ADMIN.email, password: "chosen-by-the-boss" });
    expect(withNew.statusCode).toBe(401);
    expect(withNew.json()).toMatchObject({ twoFactorRequired: true });
    const withCode = await login({
      email: ADMIN.email,
      password: "chosen-by-the-boss",
      code: currentCode(secret, Date.now() + 30_000),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.json().user).toMatchObject({ role: "administrator", twoFactor: true });
  });
});

describe("npm run admin on an existing account", () => {
  it("keeps its role unless --role asks, says what changed, and is in the audit log", async () => {
    const { auth, audit } = t.app.services;
    const admin = await roleCookie(t.app, "administrator", "reads-the-log@example.com");
    const contributor = await roleCookie(t.app, "contributor", "stays-a-contributor@example.com");

    const reset = await resetByOperator(auth, audit, {
      email: "stays-a-contributor@example.com",
      password: "reset-by-the-operator",
    });
    expect(reset.user).toMatchObject({ id: contributor.id, role: "contributor" });
    expect(reset.created).toBe(false);
    expect(reset.changes).toEqual(["password set", "its sessions and unused reset links ended"]);
    const signedIn = await login({ email: "stays-a-contributor@example.com", password: "reset-by-the-operator" });
    expect(signedIn.json().user.role).toBe("contributor");

    const promoted = await resetByOperator(auth, audit, {
      email: "stays-a-contributor@example.com",
      password: "reset-again",
      role: "editor",
    });
    expect(promoted.changes).toContain("role Contributor → Editor");

    const entries = await auditOf(admin.cookie, "staff.operator");
    expect(entries.map((entry) => [entry.who, entry.action, entry.target, entry.detail.role])).toEqual([
      [SERVER_OPERATOR, "staff.operator.reset", String(contributor.id), "editor"],
      [SERVER_OPERATOR, "staff.operator.reset", String(contributor.id), "contributor"],
    ]);
    expect(entries[0]!.detail.changes).toContain("role Contributor → Editor");
    expect(JSON.stringify(entries)).not.toContain("reset-again");

    const made = await resetByOperator(auth, audit, {
      email: "new-by-operator@example.com",
      password: "a-new-account",
    });
    expect(made).toMatchObject({
      created: true,
      user: { role: "administrator" },
      changes: ["created as Administrator"],
    });
  });

  it("never takes the newsroom's last administrator, and then changes nothing", async () => {
    const { auth, audit } = t.app.services;
    // Every administrator but one is demoted first.
    const staff = await auth.staff.list();
    const [last, ...others] = staff.filter((member) => member.role === "administrator");
    for (const other of others) await auth.setStaffAccount(other.email, "demoted-account", { role: "editor" });
    await expect(
      resetByOperator(auth, audit, { email: last!.email, password: "would-be-new", role: "editor" }),
    ).rejects.toThrow(CANNOT_DEMOTE_LAST);
    expect((await login({ email: last!.email, password: "would-be-new" })).statusCode).toBe(401);
    expect((await auth.staff.list()).find((member) => member.id === last!.id)?.role).toBe("administrator");
  });

  it("refuses an unknown --role with a message, before opening any database", async () => {
    const outcome = await runAdminScript(["--email", "x@example.com", "--password", "long enough", "--role", "owner"]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain("--role must be one of contributor, author, editor, administrator");
    expect(outcome.openedDatabase).toBe(false);
  }, 60_000);
});
