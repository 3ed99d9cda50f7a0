import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Invitation, LINK_INVALID, RESET_REQUEST_ANSWER, type StaffMember } from "#shared/schemas/staff.js";
import { roleCookie, STAFF, sameOrigin, tryLogin } from "#tests/support/factories.js";
import { sendQueuedMail } from "#tests/support/send-outbox.js";
import { type ReceivedMail, type SmtpServer, startSmtpServer } from "#tests/support/smtp-server.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { INVITATION_WAITING, MAIL_NEEDED } from "./account-links.service.js";

/**
 * Issue 32: forgotten passwords, an administrator's reset link and invitations, all by mail, with a real
 * SMTP server receiving what is sent and the links read out of the messages as a person would open them.
 */
let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

const t = setupTestApp(() => ({ env: { SMTP_URL: smtp.url, COMMENT_RATE_LIMIT: "1000" }, staff: true }));

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, cookie: string | undefined = t.cookie) =>
  t.app.inject({ method, url, headers: sameOrigin(cookie), ...(payload ? { payload } : {}) });

const login = (email: string, password: string) => tryLogin(t.app, email, password);
const signedIn = async (cookie: string) =>
  (await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode;

/** Sends what is queued and answers the messages that arrived for `to` since `seen` messages in all. */
async function mailsTo(to: string, seen: number): Promise<ReceivedMail[]> {
  await sendQueuedMail(t.database, smtp.url);
  const all = await smtp.received();
  return all.slice(seen).filter((mail) => mail.envelope.to.some((address) => address.toLowerCase() === to));
}
/** The secret of the link to `/admin/{page}` in a message: it travels in the fragment. */
function tokenIn(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`/admin/${page}#token=([A-Za-z0-9_-]+)`).exec(mail.parsed.text ?? "");
  if (!match) throw new Error(`no ${page} link in: ${mail.parsed.text}`);
  return match[1]!;
}

describe("Forgot password?", () => {
  it("mails a one-hour link that sets the password once and ends every session", async () => {
    const person = await roleCookie(t.app, "author", "forgetful@example.com");
    const seen = (await smtp.received()).length;
    const asked = await call("POST", "/api/auth/password-reset", { email: " Forgetful@Example.com " }, undefined);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: RESET_REQUEST_ANSWER });
    const [mail] = await mailsTo("forgetful@example.com", seen);
    expect(mail!.parsed.subject).toBe("Set a new password for Only News for Free");
    expect(mail!.parsed.text).toContain("within one hour");
    const token = tokenIn(mail!, "reset-password");

    const short = await call("POST", "/api/auth/password-reset/confirm", { token, password: "short" }, undefined);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: "Password must be at least 8 characters" });
    const set = await call(
      "POST",
      "/api/auth/password-reset/confirm",
      { token, password: "remembered-now-1" },
      undefined,
    );
    expect(set.statusCode).toBe(200);
    expect(await signedIn(person.cookie)).toBe(401);
    expect(await login("forgetful@example.com", "author-password-1")).toBeUndefined();
    expect(await login("forgetful@example.com", "remembered-now-1")).toBeDefined();
    // Once only.
    const again = await call(
      "POST",
      "/api/auth/password-reset/confirm",
      { token, password: "another-one-22" },
      undefined,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: LINK_INVALID });
    expect(await login("forgetful@example.com", "remembered-now-1")).toBeDefined();
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    const seen = (await smtp.received()).length;
    const unknown = await call("POST", "/api/auth/password-reset", { email: "nobody-here@example.com" }, undefined);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: RESET_REQUEST_ANSWER });
    expect(await mailsTo("nobody-here@example.com", seen)).toHaveLength(0);
  });

  it("mails one address at most three links a quarter of an hour, and refuses made-up or expired links", async () => {
    await roleCookie(t.app, "contributor", "often@example.com");
    const seen = (await smtp.received()).length;
    for (let i = 0; i < 5; i++) {
      expect(
        (await call("POST", "/api/auth/password-reset", { email: "often@example.com" }, undefined)).statusCode,
      ).toBe(200);
    }
    expect(await mailsTo("often@example.com", seen)).toHaveLength(3);
    for (const token of ["", "x".repeat(201), "made-up-token"]) {
      const answer = await call(
        "POST",
        "/api/auth/password-reset/confirm",
        { token, password: "long-enough-1" },
        undefined,
      );
      expect(answer.statusCode, token).toBe(400);
      expect(answer.json()).toEqual({ message: LINK_INVALID });
    }
    const bad = await call("POST", "/api/auth/password-reset", { email: "not an address" }, undefined);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Email must be a valid email address" });
  });
});

describe("an administrator's reset link", () => {
  it("is mailed to the colleague, naming who sent it; nobody else may send one", async () => {
    const colleague = await roleCookie(t.app, "editor", "colleague-reset@example.com");
    const seen = (await smtp.received()).length;
    const sent = await call("POST", `/api/admin/staff/${colleague.id}/password-reset`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(
      "A link to set a new password is on its way to colleague-reset@example.com. It works for one hour.",
    );
    const [mail] = await mailsTo("colleague-reset@example.com", seen);
    expect(mail!.parsed.text).toContain("an administrator of the Only News for Free newsroom");
    // Sending the link changes nothing until the colleague uses it.
    expect(await signedIn(colleague.cookie)).toBe(200);
    const byEditor = await call("POST", `/api/admin/staff/${colleague.id}/password-reset`, undefined, colleague.cookie);
    expect(byEditor.statusCode).toBe(403);
    expect((await call("POST", "/api/admin/staff/987654/password-reset")).statusCode).toBe(404);
  });
});

describe("invitations", () => {
  it("mail a seven-day link that makes the account with its role, once", async () => {
    const seen = (await smtp.received()).length;
    const made = await call("POST", "/api/admin/staff/invitations", {
      email: "New.Hire@Example.com",
      name: "Nina Hire",
      role: "author",
    });
    expect(made.statusCode, made.body).toBe(201);
    const invitation = made.json() as Invitation;
    expect(invitation).toMatchObject({ email: "new.hire@example.com", name: "Nina Hire", role: "author" });
    // Seven days from when it was made, on the database's one clock.
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * 24 * 3_600_000);
    const waiting = (await call("GET", "/api/admin/staff/invitations")).json() as Invitation[];
    expect(waiting.map((i) => i.email)).toContain("new.hire@example.com");

    const again = await call("POST", "/api/admin/staff/invitations", {
      email: "new.hire@example.com",
      name: "Nina",
      role: "editor",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: INVITATION_WAITING });
    const taken = await call("POST", "/api/admin/staff/invitations", { email: STAFF.email, name: "X", role: "editor" });
    expect(taken.statusCode).toBe(409);

    const [mail] = await mailsTo("new.hire@example.com", seen);
    expect(mail!.parsed.subject).toMatch(/invites you to the Only News for Free newsroom$/);
    expect(mail!.parsed.text).toContain("as author");
    const token = tokenIn(mail!, "accept-invitation");
    const accepted = await call(
      "POST",
      "/api/auth/invitations/accept",
      { token, password: "my-first-password" },
      undefined,
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().email).toBe("new.hire@example.com");
    const session = (await login("new.hire@example.com", "my-first-password"))!;
    expect((await t.app.inject({ url: "/api/auth/user", headers: { cookie: session } })).json()).toMatchObject({
      name: "Nina Hire",
      role: "author",
    });
    const twice = await call(
      "POST",
      "/api/auth/invitations/accept",
      { token, password: "another-password" },
      undefined,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: LINK_INVALID });
    const list = (await call("GET", "/api/admin/staff/invitations")).json() as Invitation[];
    expect(list.map((i) => i.email)).not.toContain("new.hire@example.com");
    const staff = (await call("GET", "/api/admin/staff")).json() as StaffMember[];
    expect(staff.find((m) => m.email === "new.hire@example.com")?.role).toBe("author");
  });

  it("can be withdrawn, after which the link makes nothing", async () => {
    const seen = (await smtp.received()).length;
    const made = (
      await call("POST", "/api/admin/staff/invitations", {
        email: "changed-mind@example.com",
        name: "C",
        role: "editor",
      })
    ).json() as Invitation;
    const [mail] = await mailsTo("changed-mind@example.com", seen);
    const withdrawn = await call("DELETE", `/api/admin/staff/invitations/${made.id}`);
    expect(withdrawn.json()).toEqual({ message: "Invitation withdrawn" });
    expect((await call("DELETE", `/api/admin/staff/invitations/${made.id}`)).statusCode).toBe(404);
    const token = tokenIn(mail!, "accept-invitation");
    const accepted = await call(
      "POST",
      "/api/auth/invitations/accept",
      { token, password: "too-late-password" },
      undefined,
    );
    expect(accepted.statusCode).toBe(400);
    expect(await login("changed-mind@example.com", "too-late-password")).toBeUndefined();
  });

  it("are an administrator's to send, list and withdraw", async () => {
    const editor = await roleCookie(t.app, "editor");
    for (const [method, url] of [
      ["GET", "/api/admin/staff/invitations"],
      ["POST", "/api/admin/staff/invitations"],
      ["DELETE", "/api/admin/staff/invitations/1"],
    ] as const) {
      const payload = method === "POST" ? { email: "x@example.com", name: "X", role: "administrator" } : undefined;
      expect((await call(method, url, payload, editor.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe("without mail", () => {
  const bare = setupTestApp({ staff: true });

  it("says these need e-mail, rather than pretending to send", async () => {
    const answers = await Promise.all([
      bare.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: STAFF.email } }),
      bare.app.inject({
        method: "POST",
        url: "/api/admin/staff/invitations",
        headers: sameOrigin(bare.cookie),
        payload: { email: "x@example.com", name: "X", role: "editor" },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: MAIL_NEEDED });
    }
  });
});
