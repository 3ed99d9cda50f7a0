import { badRequest } from "../../http-error.js";
import { type LoginThrottle, tooManyAttempts } from "./login-throttle.js";
import { verifyPassword } from "./password.js";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/** Who gives their current password: the signed-in account's address, from the client's address. */
export interface PasswordGiver {
  email: string;
  ip: string;
}

/**
 * The one check of the current password a signed-in session gives (to change it, to turn two-factor
 * sign-in on or off). A wrong one counts as a failed login, and while the login's throttle holds this
 * account or client back every answer is the login's 429, the right password's too: a session left open
 * is no place to guess from (issue 41).
 */
export function currentPasswordCheck(throttle: LoginThrottle) {
  return async function checkCurrentPassword(password: string, passwordHash: string, who: PasswordGiver) {
    const block = await throttle.block(who.ip, who.email);
    if (block) throw tooManyAttempts(block.seconds);
    if (await verifyPassword(password, passwordHash)) return;
    await throttle.recordFailure(who.ip, who.email);
    throw badRequest(WRONG_CURRENT_PASSWORD);
  };
}
export type CheckCurrentPassword = ReturnType<typeof currentPasswordCheck>;
