import { z } from "zod";
import { ROLES } from "../roles.js";
import { EMAIL_ADDRESS_MAX } from "./email-address.js";

export const loginInput = z.object({
  /**
   * Not the shared address rule (email-address.ts): the login only looks an account up, and must still let
   * in accounts made before the rule or by start-up (admin@localhost). It goes nowhere else.
   */
  email: z.string({ error: "Email is required" }).trim().min(1, { error: "Email is required" }).max(EMAIL_ADDRESS_MAX, {
    error: "Invalid email or password",
  }),
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }).max(1024, {
    error: "Invalid email or password",
  }),
  /** With two-factor sign-in on: the authenticator app's code, or a recovery code. */
  code: z.string({ error: "Invalid code" }).max(32, { error: "Invalid code" }).optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/** The signed-in staff member; `role` decides what the server lets them do (roles.ts). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** Two-factor sign-in is on for this account (issue 32). */
  twoFactor: z.boolean(),
  /** The newsroom requires it and this account has not set it up: only My account's set-up is open to it. */
  mustSetUpTwoFactor: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResponseSchema = z.object({ message: z.string(), user: currentUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
