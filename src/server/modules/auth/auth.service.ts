import { randomBytes } from "node:crypto";
import { ROLE_NAMES, type Role } from "#shared/roles.js";
import type { CurrentUser, LoginInput } from "#shared/schemas/auth.js";
import { SETTING_DEFAULTS } from "#shared/schemas/setting.js";
import type { Budgets } from "../../budgets.js";
import { conflict, HttpError, notFound } from "../../http-error.js";
import { describeDevice } from "./device.js";
import type { AuthRepository } from "./auth.repository.js";
import { currentPasswordCheck } from "./current-password.js";
import { LoginThrottle, tooManyAttempts } from "./login-throttle.js";
import { generatePassword, hashPassword, verifyPassword } from "./password.js";
import { sessionKey, sessionKeyOf } from "./session-cookie.js";
import { type Actor, CANNOT_DEMOTE_LAST, createStaffService } from "./staff.service.js";
import { codeNeeded, createTwoFactor, INVALID_CODE } from "./two-factor.service.js";

const INVALID_LOGIN = "Invalid email or password";
const LAST_SEEN_EVERY_MS = 60_000;
/** How much of a session's key names it in the sessions list: enough to tell them apart, not the key. */
export const SESSION_ID_LENGTH = 16;
// Compared against when the account does not exist, so a wrong email takes as long as a wrong password.
const DUMMY_HASH_PROMISE = hashPassword(randomBytes(16).toString("hex"));

/** What the operator's reset did (setStaffAccount). */
export interface OperatorChange {
  user: { id: number; email: string; name: string; role: Role };
  created: boolean;
  /** In words, for the operator's terminal and the audit log. */
  changes: string[];
}

/**
 * What start-up did with the staff accounts: made ADMIN_EMAIL's, left an existing one alone ("kept"), or
 * made admin@localhost with a random password, to be shown once.
 */
export type StartupAccount =
  | { made: "configured" | "kept"; email: string }
  | { made: "random"; email: string; password: string };

export interface AuthOptions {
  sessionTtlMs: number;
  loginMaxFailures: number;
  /** The name authenticator apps show beside the account (the site's name). */
  siteName?: () => Promise<string>;
  /** Whether the newsroom requires two-factor sign-in of everyone (the `staffTwoFactorRequired` setting). */
  twoFactorRequired?: () => Promise<boolean>;
}

export function createAuthService(repo: AuthRepository, budgets: Budgets, options: AuthOptions) {
  const throttle = new LoginThrottle(budgets, options.loginMaxFailures);
  // Wrong current passwords count as failed logins: a session left open is no place to guess from.
  const checkPassword = currentPasswordCheck(throttle);
  const twoFactor = createTwoFactor(
    repo.twoFactor,
    options.siteName ?? (async () => SETTING_DEFAULTS.siteName),
    checkPassword,
  );
  const required = async () => (await options.twoFactorRequired?.()) ?? false;
  /** The signed-in person as the API shows them: must they set up two-factor sign-in before anything else? */
  const asCurrentUser = async (user: Omit<CurrentUser, "mustSetUpTwoFactor">): Promise<CurrentUser> => ({
    ...user,
    mustSetUpTwoFactor: !user.twoFactor && (await required()),
  });
  const staff = createStaffService(repo.staff, checkPassword);

  return {
    staff,
    twoFactor,

    /**
     * Whether a refused login goes into the audit log: each failure does, but a client the throttle holds
     * back (429) is recorded once per window, however often it tries.
     */
    async refusalWorthRecording(status: number, ip: string): Promise<boolean> {
      return status !== 429 || (await throttle.firstRefusal(ip));
    },

    /** The account a sign-in named, as the audit log shows a person ("Name <email>"), if there is one. */
    async accountNamed(email: string): Promise<{ id: number; who: string } | undefined> {
      const user = await repo.findUserByEmail(email.trim());
      return user && { id: user.id, who: `${user.name} <${user.email}>` };
    },

    /** Who is making a request: the signed-in account and the session (by its stored key) it came with. */
    actor(user: CurrentUser, token: string | undefined): Actor {
      return { userId: user.id, sessionId: sessionKeyOf(token) };
    },

    /** Checks the credentials and opens a session; returns the cookie token (only ever held by the browser). */
    async login(
      input: LoginInput,
      ip: string,
      userAgent?: string,
    ): Promise<{ token: string; user: CurrentUser; expiresAt: Date }> {
      // Too many failures for this account from this client: refused without looking at the password.
      const block = await throttle.block(ip, input.email);
      if (block?.scope === "account") throw tooManyAttempts(block.seconds);
      const user = await repo.findUserByEmail(input.email.trim());
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
      if (!user || !ok) {
        await throttle.recordFailure(ip, input.email);
        // A block on the client alone (many accounts tried from one address, which may be a whole office
        // behind one NAT or an unconfigured proxy) lets the right password through, and only that.
        if (block) throw tooManyAttempts(block.seconds);
        throw new HttpError(401, INVALID_LOGIN);
      }
      // The second factor, once the password is right: without it, no session.
      const second = await twoFactor.codeAccepted(user.id, input.code);
      if (second === "missing") throw codeNeeded();
      if (second === "wrong") {
        await throttle.recordFailure(ip, input.email);
        throw new HttpError(401, INVALID_CODE, {}, { twoFactorRequired: true });
      }
      await throttle.recordSuccess(ip, input.email);
      await staff.recordSignIn(user.id);
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(Date.now() + options.sessionTtlMs);
      await repo.createSession(sessionKey(token), user.id, expiresAt, userAgent);
      // Clean-up of ended sessions, now and then: harmless when every server process does it.
      if (Math.random() < 0.05) await repo.deleteExpiredSessions();
      const current = await asCurrentUser({
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        twoFactor: second === "accepted",
      });
      return { token, user: current, expiresAt };
    },

    async userForToken(token: string | undefined): Promise<CurrentUser | undefined> {
      if (!token || token.length > 200) return undefined;
      const key = sessionKey(token);
      const found = await repo.findSessionUser(key);
      if (!found) return undefined;
      const { lastSeenAt, ...user } = found;
      // "Last seen" for the sessions list, written at most once a minute (not on every request).
      if (Date.now() - lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) await repo.touchSession(key);
      return asCurrentUser(user);
    },

    /** The person's own sessions, this one marked, each named by the start of its key (never the token). */
    async sessionsOf(userId: number, token: string | undefined) {
      const current = sessionKeyOf(token);
      return (await repo.listSessions(userId)).map((row) => ({
        id: row.id.slice(0, SESSION_ID_LENGTH),
        device: describeDevice(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === current,
      }));
    },

    /** Ends one of the person's own sessions (any, this one included). */
    async endOwnSession(userId: number, id: string): Promise<void> {
      if (!(await repo.deleteOwnSession(userId, id))) throw notFound("Session not found");
    },

    async logout(token: string | undefined): Promise<void> {
      if (token && token.length <= 200) await repo.deleteSession(sessionKey(token));
    },

    /**
     * The server operator's reset (`npm run admin`, and ADMIN_EMAIL's first start): creates the account
     * (an administrator unless `role` says otherwise), or sets its password, turns its two-factor sign-in
     * off and ends its sessions and unused reset links, keeping its role unless `role` is given (and never
     * taking the newsroom's last administrator). Answers what changed, in words, for the operator and the
     * audit log.
     */
    async setStaffAccount(
      email: string,
      password: string,
      { name, role }: { name?: string; role?: Role } = {},
    ): Promise<OperatorChange> {
      const before = await repo.findUserByEmail(email.trim());
      if (before && role && role !== before.role) {
        const outcome = await repo.staff.setRoleKeepingAnAdministrator(before.id, role);
        if (outcome === "last") throw conflict(CANNOT_DEMOTE_LAST);
      }
      const user = await repo.setByOperator(email.trim(), name, await hashPassword(password), role ?? "administrator");
      await repo.staff.endSessionsAndResetLinks(user.id);
      if (!before) return { user, created: true, changes: [`created as ${ROLE_NAMES[user.role]}`] };
      const changes = ["password set", "its sessions and unused reset links ended"];
      if (before.totpSecret) changes.push("two-factor sign-in turned off");
      if (before.role !== user.role) changes.push(`role ${ROLE_NAMES[before.role]} → ${ROLE_NAMES[user.role]}`);
      if (before.name !== user.name) changes.push(`renamed ${before.name} → ${user.name}`);
      return { user, created: false, changes };
    },

    /**
     * Start-up. With ADMIN_EMAIL/ADMIN_PASSWORD: the account is made when it does not exist, and once it
     * does, its password, role and two-factor sign-in are left alone (the newsroom may have changed them;
     * `npm run admin` is the operator's reset). With none configured and no staff yet, admin@localhost gets
     * a random password, returned so that it is printed once.
     */
    async ensureStaffAccount(
      admin: { email: string; password: string } | undefined,
    ): Promise<StartupAccount | undefined> {
      if (admin) {
        const existing = await repo.findUserByEmail(admin.email.trim());
        if (existing) return { made: "kept", email: existing.email };
        await this.setStaffAccount(admin.email, admin.password);
        return { made: "configured", email: admin.email.trim().toLowerCase() };
      }
      if ((await repo.countUsers()) > 0) return undefined;
      const password = generatePassword();
      await this.setStaffAccount("admin@localhost", password);
      return { made: "random", email: "admin@localhost", password };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
