import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.js";
import { currentCode } from "#server/modules/auth/two-factor.js";
import { type Invitation, LINK_INVALID } from "#shared/schemas/staff.js";
import { roleCookie, sameOrigin, tryLogin } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import { sendQueuedMail } from "../support/send-outbox.js";
import { type ReceivedMail, type SmtpServer, startSmtpServer } from "../support/smtp-server.js";
import { setupTestApp, type TestApp } from "../support/test-app.js";

/**
 * Issue 41, findings 1, 7, 8 and 12: a signed-in session could guess the password through
 * `2fa/disable` without limit, and turn two-factor sign-in on without it; an invitation outlived its
 * sender's rights; and a password change left earlier reset links working. Mail is read from a real SMTP
 * server process, the links out of the messages as a person would open them.
 */

const MAX_FAILURES = 3;
const BLOCKED = /^Too many failed login attempts\. Try again in \d+ minutes?\.$/;
const WITHDRAWN = "This invitation was withdrawn: ask an administrator for a new one";

let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

const t = setupTestApp(() => ({
  env: { SMTP_URL: smtp.url, COMMENT_RATE_LIMIT: "1000", LOGIN_MAX_FAILURES: String(MAX_FAILURES) },
  staff: true,
}));
let requests = 0;
let payloads = 0;
afterAll(() => recordHostile({ suite: "Account secrets (issue 41)", payloads, requests }));

type Answer = Awaited<ReturnType<TestApp["app"]["inject"]>>;
/** A request from `ip` (each test guesses from an address of its own), with the session `cookie` when given. */
function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, options: Call = {}): Promise<Answer> {
  requests += 1;
  const { payload, cookie, ip = "127.0.0.1" } = options;
  return t.app.inject({ method, url, headers: sameOrigin(cookie), remoteAddress: ip, ...(payload ? { payload } : {}) });
}
interface Call {
  payload?: object;
  cookie?: string;
  ip?: string;
}

const signedIn = async (cookie: string) => (await call("GET", "/api/auth/user", { cookie })).statusCode;
const loginFrom = (email: string, password: string, ip: string) =>
  call("POST", "/api/admin/login", { payload: { email, password }, ip });

let sequence = 0;
/** A fresh editor signed in twice, as from two browsers. */
async function person() {
  const email = `secrets-${++sequence}@example.com`;
  const { cookie, id } = await roleCookie(t.app, "editor", email);
  const elsewhere = (await tryLogin(t.app, email, "editor-password-1"))!;
  return { id, email, password: "editor-password-1", cookie, elsewhere };
}

/** Starts the set-up and answers the secret to make codes with. */
async function startSetup(cookie: string): Promise<string> {
  const setup = await call("POST", "/api/auth/2fa/setup", { cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  return setup.json().secret;
}

function expectBlocked(answer: Answer, what: string) {
  expect(answer.statusCode, `${what}: ${answer.body}`).toBe(429);
  expect(answer.json().message, what).toMatch(BLOCKED);
  expect(answer.headers["retry-after"], what).toMatch(/^[1-9]\d*$/);
}

describe("current passwords asked for by a signed-in session (finding 1)", () => {
  it("2fa/disable counts wrong passwords as failed logins: then even the right one is held back, as the login is", async () => {
    const me = await person();
    const ip = "10.41.1.1";
    for (let i = 0; i < MAX_FAILURES; i++) {
      payloads += 1;
      const guess = await call("POST", "/api/auth/2fa/disable", {
        payload: { password: `guess-${i}` },
        cookie: me.cookie,
        ip,
      });
      expect(guess.statusCode).toBe(400);
      expect(guess.json()).toEqual({ message: "Current password is incorrect" });
    }
    payloads += 1;
    const right = await call("POST", "/api/auth/2fa/disable", {
      payload: { password: me.password },
      cookie: me.cookie,
      ip,
    });
    expectBlocked(right, "2fa/disable");
    expectBlocked(await loginFrom(me.email, me.password, ip), "login");
    expectBlocked(
      await call("PUT", "/api/auth/password", {
        payload: { currentPassword: me.password, newPassword: "another-password-1" },
        cookie: me.cookie,
        ip,
      }),
      "own password",
    );
    // Nobody else is locked out by it, nor the owner elsewhere.
    expect((await loginFrom(me.email, me.password, "10.41.1.2")).statusCode).toBe(200);
  });

  it("every password check shares one count: turning two-factor on or off and changing the password", async () => {
    const me = await person();
    const ip = "10.41.2.1";
    const secret = await startSetup(me.cookie);
    const wrong = [
      () => call("POST", "/api/auth/2fa/disable", { payload: { password: "guess-1" }, cookie: me.cookie, ip }),
      () =>
        call("POST", "/api/auth/2fa/enable", {
          payload: { code: currentCode(secret), password: "guess-2" },
          cookie: me.cookie,
          ip,
        }),
      () =>
        call("PUT", "/api/auth/password", {
          payload: { currentPassword: "guess-3", newPassword: "another-password-1" },
          cookie: me.cookie,
          ip,
        }),
    ];
    for (const guess of wrong.slice(0, MAX_FAILURES)) {
      payloads += 1;
      const answer = await guess();
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ message: "Current password is incorrect" });
    }
    expectBlocked(
      await call("POST", "/api/auth/2fa/enable", {
        payload: { code: currentCode(secret), password: me.password },
        cookie: me.cookie,
        ip,
      }),
      "2fa/enable",
    );
    expectBlocked(
      await call("POST", "/api/auth/2fa/disable", { payload: { password: me.password }, cookie: me.cookie, ip }),
      "2fa/disable",
    );
    expectBlocked(await loginFrom(me.email, me.password, ip), "login");
    const status = await call("GET", "/api/auth/2fa", { cookie: me.cookie });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });
});

describe("turning two-factor sign-in on (finding 7)", () => {
  it("needs the current password", async () => {
    const me = await person();
    const secret = await startSetup(me.cookie);
    const enable = (payload: object) =>
      call("POST", "/api/auth/2fa/enable", { payload, cookie: me.cookie, ip: "10.41.3.1" });
    const cases: [object, string][] = [
      [{ code: currentCode(secret) }, "Current password is required"],
      [{ code: currentCode(secret), password: "" }, "Current password is required"],
      [{ code: currentCode(secret), password: 42 }, "Current password is required"],
      [{ code: currentCode(secret), password: "not-my-password" }, "Current password is incorrect"],
    ];
    for (const [payload, message] of cases) {
      payloads += 1;
      const answer = await enable(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toEqual({ message });
    }
    expect((await call("GET", "/api/auth/2fa", { cookie: me.cookie })).json().enabled).toBe(false);
    const right = await enable({ code: currentCode(secret), password: me.password });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().recoveryCodes).toHaveLength(10);
  });

  it("ends the account's other sessions and keeps the one that turned it on", async () => {
    const me = await person();
    const secret = await startSetup(me.cookie);
    const on = await call("POST", "/api/auth/2fa/enable", {
      payload: { code: currentCode(secret), password: me.password },
      cookie: me.cookie,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await signedIn(me.cookie)).toBe(200);
    expect(await signedIn(me.elsewhere)).toBe(401);
  });
});

/** Sends what is queued and answers the messages that arrived for `to` since `seen` messages in all. */
async function mailsTo(to: string, seen: number): Promise<ReceivedMail[]> {
  await sendQueuedMail(t.database, smtp.url);
  const all = await smtp.received();
  return all.slice(seen).filter((mail) => mail.envelope.to.some((address) => address.toLowerCase() === to));
}

/** The secret of the one link to `/admin/{page}` mailed to `to` by `send`: it travels in the fragment. */
async function linkMailed(to: string, page: string, send: () => Promise<Answer>): Promise<string> {
  const seen = (await smtp.received()).length;
  const sent = await send();
  expect(sent.statusCode, sent.body).toBeLessThan(300);
  const [mail] = await mailsTo(to, seen);
  const match = new RegExp(`/admin/${page}#token=([A-Za-z0-9_-]+)`).exec(mail?.parsed.text ?? "");
  if (!match) throw new Error(`no ${page} link mailed to ${to}`);
  return match[1]!;
}

describe("an invitation whose sender lost the right to invite (finding 8)", () => {
  /** Another administrator invites `email` as an administrator; answers the sender and the mailed secret. */
  async function invitedByColleague(email: string) {
    const sender = await roleCookie(t.app, "administrator");
    const token = await linkMailed(email, "accept-invitation", () =>
      call("POST", "/api/admin/staff/invitations", {
        payload: { email, name: "Invited", role: "administrator" },
        cookie: sender.cookie,
      }),
    );
    return { sender, token };
  }
  const accept = (token: string) => {
    payloads += 1;
    return call("POST", "/api/auth/invitations/accept", { payload: { token, password: "invited-password-1" } });
  };
  const waiting = async () =>
    ((await call("GET", "/api/admin/staff/invitations", { cookie: t.cookie })).json() as Invitation[]).map(
      (i) => i.email,
    );

  it("is withdrawn when the sender is made an editor, or deleted, on the Staff screen", async () => {
    const demoted = await invitedByColleague("invited-by-demoted@example.com");
    const deleted = await invitedByColleague("invited-by-deleted@example.com");
    expect(await waiting()).toEqual(
      expect.arrayContaining(["invited-by-demoted@example.com", "invited-by-deleted@example.com"]),
    );
    const demote = await call("PUT", `/api/admin/staff/${demoted.sender.id}`, {
      payload: { role: "editor" },
      cookie: t.cookie,
    });
    expect(demote.statusCode, demote.body).toBe(200);
    const remove = await call("DELETE", `/api/admin/staff/${deleted.sender.id}`, { cookie: t.cookie });
    expect(remove.statusCode, remove.body).toBe(200);
    expect(await waiting()).not.toEqual(expect.arrayContaining(["invited-by-demoted@example.com"]));
    expect(await waiting()).not.toEqual(expect.arrayContaining(["invited-by-deleted@example.com"]));
    for (const [email, { token }] of [
      ["invited-by-demoted@example.com", demoted],
      ["invited-by-deleted@example.com", deleted],
    ] as const) {
      const answer = await accept(token);
      expect(answer.statusCode, email).toBe(400);
      expect(answer.json()).toEqual({ message: LINK_INVALID });
      expect(await tryLogin(t.app, email, "invited-password-1"), email).toBeUndefined();
    }
  });

  it("is refused at acceptance when the sender is no administrator now, however their account changed", async () => {
    const demoted = await invitedByColleague("sender-demoted-directly@example.com");
    const deleted = await invitedByColleague("sender-deleted-directly@example.com");
    // Changes made past the Staff screen (a database session, another tool): only acceptance can notice.
    await t.database.db.update(users).set({ role: "editor" }).where(eq(users.id, demoted.sender.id));
    await t.database.db.delete(users).where(eq(users.id, deleted.sender.id));
    for (const [email, { token }] of [
      ["sender-demoted-directly@example.com", demoted],
      ["sender-deleted-directly@example.com", deleted],
    ] as const) {
      const answer = await accept(token);
      expect(answer.statusCode, email).toBe(410);
      expect(answer.json()).toEqual({ message: WITHDRAWN });
      expect(await tryLogin(t.app, email, "invited-password-1"), email).toBeUndefined();
    }
    // A sender who still is an administrator still makes the account.
    const kept = await invitedByColleague("sender-kept@example.com");
    expect((await accept(kept.token)).statusCode).toBe(201);
  });
});

describe("reset links mailed before a password change (finding 12)", () => {
  const requestReset = (email: string) =>
    linkMailed(email, "reset-password", () => call("POST", "/api/auth/password-reset", { payload: { email } }));
  const confirm = (token: string, password = "set-by-link-1") => {
    payloads += 1;
    return call("POST", "/api/auth/password-reset/confirm", { payload: { token, password } });
  };

  it("are spent by changing one's own password, answering as a used link does", async () => {
    // What a used link answers.
    const other = await person();
    const used = await requestReset(other.email);
    expect((await confirm(used)).statusCode).toBe(200);
    const usedAnswer = await confirm(used, "set-by-link-2");
    expect(usedAnswer.statusCode).toBe(400);

    const me = await person();
    const earlier = await requestReset(me.email);
    const changed = await call("PUT", "/api/auth/password", {
      payload: { currentPassword: me.password, newPassword: "changed-myself-1" },
      cookie: me.cookie,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await confirm(earlier);
    expect(stale.statusCode).toBe(usedAnswer.statusCode);
    expect(stale.json()).toEqual(usedAnswer.json());
    expect(await tryLogin(t.app, me.email, "set-by-link-1")).toBeUndefined();
    expect(await tryLogin(t.app, me.email, "changed-myself-1")).toBeDefined();
  });

  it("are spent by another link's new password, and by the operator's (npm run admin)", async () => {
    const me = await person();
    const first = await requestReset(me.email);
    const second = await requestReset(me.email);
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await confirm(first, "set-by-link-2")).json()).toEqual({ message: LINK_INVALID });

    const operated = await person();
    const before = await requestReset(operated.email);
    await t.app.services.auth.setStaffAccount(operated.email, "operator-set-password");
    const stale = await confirm(before);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: LINK_INVALID });
    expect(await tryLogin(t.app, operated.email, "operator-set-password")).toBeDefined();
  });
});
