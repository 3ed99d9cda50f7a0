import { z } from "zod";
import { requiredText } from "./common.js";

/** Staff account limits: a password shorter than this is refused everywhere (API, screen, `npm run admin`). */
export const STAFF_LIMITS = { name: 100, email: 254, passwordMin: 8, passwordMax: 1024 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_EMAIL = "Email must be a valid email address";

const staffEmail = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, { error: "Email is required" })
  .max(STAFF_LIMITS.email, { error: INVALID_EMAIL })
  // Zod runs this even when max() has failed; EMAIL backtracks, so it only ever sees a bounded length.
  .refine((v) => v.length <= STAFF_LIMITS.email && EMAIL.test(v), { error: INVALID_EMAIL })
  .transform((v) => v.toLowerCase());

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

export const staffCreateInput = z.object({ email: staffEmail, name: staffName, password: newPassword("Password") });
export type StaffCreateInput = z.infer<typeof staffCreateInput>;

/** Either field or both; an empty password field in the form means "keep the password" and is not sent. */
export const staffUpdateInput = z
  .object({ name: staffName.optional(), password: newPassword("Password").optional() })
  .refine((v) => v.name !== undefined || v.password !== undefined, { error: "Give a new name or a new password" });
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
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
