import { z } from "zod";
import { ROLES } from "../roles.js";
import { requiredText } from "./common.js";
import { EMAIL_ADDRESS_MAX, emailAddress } from "./email-address.js";

/** Staff account limits: a password shorter than this is refused everywhere (API, screen, `npm run admin`). */
export const STAFF_LIMITS = { name: 100, email: EMAIL_ADDRESS_MAX, passwordMin: 8, passwordMax: 1024 } as const;

/** A staff address (new accounts, invitations, reset requests): the shared rule, kept in lower case. */
const staffEmail = emailAddress({
  required: "Email is required",
  invalid: "Email must be a valid email address",
}).transform((v) => v.toLowerCase());

const staffName = requiredText(
  "Name is required",
  STAFF_LIMITS.name,
  `Name must be at most ${STAFF_LIMITS.name} characters`,
);

/** A new password; `label` names the field in its messages ("Password", "New password"). */
function newPassword(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(STAFF_LIMITS.passwordMin, { error: `${label} must be at least ${STAFF_LIMITS.passwordMin} characters` })
    .max(STAFF_LIMITS.passwordMax, { error: `${label} must be at most ${STAFF_LIMITS.passwordMax} characters` });
}

const INVALID_ROLE = "Role must be contributor, author, editor or administrator";
const staffRole = z.enum(ROLES, { error: INVALID_ROLE });

/** A new account; without a role it gets the least one, contributor. */
export const staffCreateInput = z.object({
  email: staffEmail,
  name: staffName,
  password: newPassword("Password"),
  role: staffRole.default("contributor"),
});
export type StaffCreateInput = z.infer<typeof staffCreateInput>;

export const OTHERS_PASSWORD_REFUSED = "Nobody sets another person's password: send them a password reset link instead";

/**
 * A new name, a new role or both. A password is refused with its reason (issue 32: a session that could set
 * a colleague's password could sign in as them); people change their own with the current one.
 */
export const staffUpdateInput = z
  .object({ name: staffName.optional(), role: staffRole.optional(), password: z.unknown().optional() })
  .refine((v) => v.password === undefined, { error: OTHERS_PASSWORD_REFUSED, abort: true })
  .refine((v) => v.name !== undefined || v.role !== undefined, { error: "Give a new name or a new role" })
  .transform(({ name, role }) => ({ name, role }));
export type StaffUpdateInput = z.infer<typeof staffUpdateInput>;

export const passwordChangeInput = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, { error: "Current password is required" })
    .max(STAFF_LIMITS.passwordMax, { error: "Current password is incorrect" }),
  newPassword: newPassword("New password"),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/** A staff account as the API shows it: never its password or hash. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** When this person last signed in, or null when they never have. */
  lastSignInAt: z.string().nullable(),
  role: z.enum(ROLES),
  /** Whether they sign in with a second factor (issue 32). */
  twoFactor: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Links mailed to staff (issue 32): how long each works. */
export const LINK_LIFETIMES_MS = { passwordReset: 60 * 60_000, invitation: 7 * 24 * 60 * 60_000 } as const;

/** The one answer to a reset request, whether or not an account uses the address. */
export const RESET_REQUEST_ANSWER =
  "If a staff account uses this address, a link to set a new password is on its way. It works for one hour.";
export const LINK_INVALID = "This link is invalid, used or expired: ask for a new one";

export const passwordResetRequestInput = z.object({ email: staffEmail });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

const linkToken = z.string({ error: LINK_INVALID }).min(1, { error: LINK_INVALID }).max(200, { error: LINK_INVALID });

/** A new password set through a mailed link: a reset, or an invitation's first one. */
export const tokenPasswordInput = z.object({ token: linkToken, password: newPassword("Password") });
export type TokenPasswordInput = z.infer<typeof tokenPasswordInput>;

export const invitationInput = z.object({ email: staffEmail, name: staffName, role: staffRole });
export type InvitationInput = z.infer<typeof invitationInput>;

/** An invitation waiting to be accepted, as the Staff screen lists it. */
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** The administrator who sent it, when their account still exists. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
