import { ROLE_NAMES, type Role } from "#shared/roles.js";

/**
 * The messages mailed to staff (issue 32): a link to set a new password, and an invitation to join the
 * newsroom. Plain text: nothing in them is anyone's HTML. The secret travels in the link's fragment
 * (`#token=`), which browsers never send to a server, so it stays out of access logs and Referer headers.
 */

export interface AccountMail {
  subject: string;
  text: string;
}

/** `publicUrl`: PUBLIC_URL as config.ts reads it, without a trailing slash. */
export function accountLink(publicUrl: string, page: "reset-password" | "accept-invitation", token: string): string {
  return `${publicUrl}/admin/${page}#token=${encodeURIComponent(token)}`;
}

/** A reset link, asked for by its owner on the login screen or sent by an administrator (`sentBy`). */
export function passwordResetMail(options: {
  siteName: string;
  name: string;
  link: string;
  sentBy?: string;
}): AccountMail {
  const { siteName, name, link, sentBy } = options;
  const why = sentBy
    ? `${sentBy}, an administrator of the ${siteName} newsroom, sent you this link to set a new password for your staff account.`
    : `Someone, hopefully you, asked to set a new password for your ${siteName} staff account.`;
  return {
    subject: `Set a new password for ${siteName}`,
    text: [
      `Hello ${name},`,
      "",
      why,
      "",
      "Open this link within one hour and choose a new password (it works once):",
      link,
      "",
      "Setting it signs you out everywhere. If you did not expect this email, ignore it: your password stays as it is.",
      "",
      siteName,
    ].join("\n"),
  };
}

export function invitationMail(options: {
  siteName: string;
  name: string;
  role: Role;
  invitedBy: string;
  link: string;
}): AccountMail {
  const { siteName, name, role, invitedBy, link } = options;
  return {
    subject: `${invitedBy} invites you to the ${siteName} newsroom`,
    text: [
      `Hello ${name},`,
      "",
      `${invitedBy} invites you to join the ${siteName} newsroom as ${ROLE_NAMES[role].toLowerCase()}.`,
      "",
      "Open this link within seven days and choose a password to make your account (it works once):",
      link,
      "",
      "If you did not expect this invitation, ignore this email: no account is made.",
      "",
      siteName,
    ].join("\n"),
  };
}
