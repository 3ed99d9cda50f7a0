import { randomBytes } from "node:crypto";
import {
  type Invitation,
  type InvitationInput,
  LINK_INVALID,
  LINK_LIFETIMES_MS,
  RESET_REQUEST_ANSWER,
  type TokenPasswordInput,
} from "#shared/schemas/staff.js";
import type { CurrentUser } from "#shared/schemas/auth.js";
import type { Budgets } from "../../budgets.js";
import { conflictOnDuplicate } from "../../db/unique-violation.js";
import { badRequest, conflict, HttpError, notFound } from "../../http-error.js";
import type { MailQueue } from "../mail/outgoing-mail.js";
import type { AccountLinksRepository, InvitationRow } from "./account-links.repository.js";
import { accountLink, invitationMail, passwordResetMail } from "./account-mails.js";
import { hashPassword } from "./password.js";
import { sessionKey } from "./session-cookie.js";
import { EMAIL_IN_USE, NOT_FOUND as STAFF_NOT_FOUND } from "./staff.service.js";

export const MAIL_NEEDED =
  "This needs e-mail, and this site cannot send any (SMTP_URL is not set): ask the server's operator, or use npm run admin";
export const INVITATION_WAITING = "This address already has an invitation waiting: withdraw it to send a new one";
export const INVITATION_NOT_FOUND = "Invitation not found";
export const INVITATION_WITHDRAWN = "This invitation was withdrawn: ask an administrator for a new one";

/** Reset mails one address may be sent in a quarter of an hour, however many clients ask. */
const RESETS_PER_ADDRESS = { max: 3, windowMs: 15 * 60_000 };

/** What the links module needs from the site: its mail, its address and its name. */
export interface AccountLinkDependencies {
  repo: AccountLinksRepository;
  budgets: Budgets;
  mail: MailQueue;
  publicUrl: string;
  siteName: () => Promise<string>;
}

const newSecret = () => randomBytes(32).toString("base64url");

const toInvitation = (row: InvitationRow): Invitation => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Links mailed to staff (issue 32): password resets (asked for on the login screen, or sent by an
 * administrator) and invitations. Each link's secret is mailed and only its SHA-256 kept; each works once.
 */
export function createAccountLinks({ repo, budgets, mail, publicUrl, siteName }: AccountLinkDependencies) {
  function needMail(): void {
    if (!mail.configured) throw conflict(MAIL_NEEDED);
  }

  async function mailReset(user: { id: number; email: string; name: string }, sentBy?: string): Promise<void> {
    const token = newSecret();
    const id = sessionKey(token);
    await repo.addReset(id, user.id, LINK_LIFETIMES_MS.passwordReset);
    const message = passwordResetMail({
      siteName: await siteName(),
      name: user.name,
      link: accountLink(publicUrl, "reset-password", token),
      sentBy,
    });
    await mail.enqueue([
      { key: `password-reset:${id}`, purpose: "password-reset", to: user.email, ...message, secret: true },
    ]);
  }

  return {
    /** Whether links can be mailed at all (the login screen offers "Forgot password?" either way). */
    get available() {
      return mail.configured;
    },

    /** The login screen's "Forgot password?": the same answer whether or not an account uses the address. */
    async requestReset(email: string): Promise<{ message: string }> {
      needMail();
      const user = await repo.userByEmail(email);
      // At most a few mails to one address, however often it is asked for: nobody's inbox is a target.
      const use = await budgets.spend(`password-reset:${email}`, RESETS_PER_ADDRESS.windowMs);
      if (user && use.count <= RESETS_PER_ADDRESS.max) await mailReset(user);
      return { message: RESET_REQUEST_ANSWER };
    },

    /** An administrator sends a colleague a reset link: nobody sets another person's password. */
    async sendReset(userId: number, admin: CurrentUser): Promise<{ message: string }> {
      const user = await repo.userById(userId);
      if (!user) throw notFound(STAFF_NOT_FOUND);
      needMail();
      await mailReset(user, admin.name);
      return { message: `A link to set a new password is on its way to ${user.email}. It works for one hour.` };
    },

    /** Sets the password of the link's account and ends all its sessions. */
    async confirmReset({ token, password }: TokenPasswordInput) {
      const userId = await repo.spendReset(sessionKey(token), await hashPassword(password));
      if (userId === undefined) throw badRequest(LINK_INVALID);
      const account = (await repo.userById(userId)) ?? { id: userId, email: "", name: "" };
      return { answer: { message: "Your password is set: sign in with it" }, account };
    },

    async invite(input: InvitationInput, admin: CurrentUser): Promise<Invitation> {
      needMail();
      if (await repo.userByEmail(input.email)) throw conflict(EMAIL_IN_USE);
      const token = newSecret();
      const tokenHash = sessionKey(token);
      const made = await repo.addInvitation({ ...input, tokenHash, invitedBy: admin.id }, LINK_LIFETIMES_MS.invitation);
      if (!made) throw conflict(INVITATION_WAITING);
      const message = invitationMail({
        siteName: await siteName(),
        name: input.name,
        role: input.role,
        invitedBy: admin.name,
        link: accountLink(publicUrl, "accept-invitation", token),
      });
      await mail.enqueue([
        { key: `invitation:${tokenHash}`, purpose: "invitation", to: input.email, ...message, secret: true },
      ]);
      return toInvitation({ ...input, ...made, invitedBy: admin.name });
    },

    async waitingInvitations(): Promise<Invitation[]> {
      return (await repo.waitingInvitations()).map(toInvitation);
    },

    async withdraw(id: number): Promise<void> {
      if (!(await repo.withdrawInvitation(id))) throw notFound(INVITATION_NOT_FOUND);
    },

    /**
     * Makes the invited account with the password chosen, if its sender may still invite to its role; the
     * link then works no more.
     */
    async accept({ token, password }: TokenPasswordInput) {
      const outcome = await conflictOnDuplicate(EMAIL_IN_USE, async () =>
        repo.acceptInvitation(sessionKey(token), await hashPassword(password)),
      );
      if (outcome === "invalid") throw badRequest(LINK_INVALID);
      // Its sender is no longer an administrator (nor an account): what they could give, they no longer can.
      if (outcome === "withdrawn") throw new HttpError(410, INVITATION_WITHDRAWN);
      if (outcome === "taken") throw conflict(EMAIL_IN_USE);
      const answer = {
        message: "Your account is ready: sign in with your email and new password",
        email: outcome.email,
      };
      return { answer, account: outcome };
    },
  };
}
export type AccountLinks = ReturnType<typeof createAccountLinks>;
