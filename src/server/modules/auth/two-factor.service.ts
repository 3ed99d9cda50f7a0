import QRCode from "qrcode";
import type { CurrentUser } from "#shared/schemas/auth.js";
import { badRequest, conflict, HttpError, unauthorized } from "../../http-error.js";
import { verifyPassword } from "./password.js";
import type { TwoFactorRepository } from "./two-factor.repository.js";
import {
  acceptedStep,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpAddress,
} from "./two-factor.js";

export const ALREADY_ON = "Two-factor sign-in is already on: turn it off first to set it up again";
export const NOT_SET_UP = "Start the set-up first: scan the new QR code, then enter its code";
export const WRONG_CODE = "That code is not right: enter the current 6-digit code from your authenticator app";
export const CODE_NEEDED = "Enter the 6-digit code from your authenticator app, or a recovery code";
export const INVALID_CODE = "Invalid code";
export const WRONG_PASSWORD = "Current password is incorrect";

/** What a login with two-factor sign-in on must bring beside the password: a 401 the login screen recognises. */
export const codeNeeded = () => new HttpError(401, CODE_NEEDED, {}, { twoFactorRequired: true });

/** Two-factor sign-in (issue 32): set up, turn on (with recovery codes shown once), turn off, and the login's check. */
export function createTwoFactor(repo: TwoFactorRepository, issuer: () => Promise<string>) {
  return {
    async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const state = await repo.state(userId);
      if (!state) throw unauthorized();
      return {
        enabled: state.totpSecret !== null,
        recoveryCodesLeft: state.totpSecret ? await repo.recoveryCodesLeft(userId) : 0,
      };
    },

    /** A new secret to scan: its `otpauth://` address, the same as a QR code, and as text to type. */
    async setup(user: CurrentUser): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
      const state = await repo.state(user.id);
      if (!state) throw unauthorized();
      if (state.totpSecret) throw conflict(ALREADY_ON);
      const secret = newTotpSecret();
      await repo.setPending(user.id, secret);
      const otpauthUrl = totpAddress(secret, user.email, await issuer());
      const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
      return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
    },

    /** Turns it on once the app's first code is right; answers the ten recovery codes, shown this once. */
    async enable(user: CurrentUser, code: string): Promise<{ recoveryCodes: string[] }> {
      const state = await repo.state(user.id);
      if (!state) throw unauthorized();
      if (state.totpSecret) throw conflict(ALREADY_ON);
      if (!state.totpPendingSecret) throw badRequest(NOT_SET_UP);
      const step = acceptedStep(state.totpPendingSecret, code, null);
      if (step === undefined) throw badRequest(WRONG_CODE);
      const recoveryCodes = newRecoveryCodes();
      const done = await repo.enable(user.id, state.totpPendingSecret, step, recoveryCodes.map(recoveryCodeHash));
      if (!done) throw badRequest(NOT_SET_UP);
      return { recoveryCodes };
    },

    /** Turns it off: only with the current password, so a session left open cannot. */
    async disable(user: CurrentUser, password: string): Promise<void> {
      const state = await repo.state(user.id);
      if (!state) throw unauthorized();
      if (!(await verifyPassword(password, state.passwordHash))) throw badRequest(WRONG_PASSWORD);
      await repo.disable(user.id);
    },

    /**
     * The login's second step, once the password was right: true when the account has no two-factor
     * sign-in or the code is right (a TOTP code of a step not used before, or an unused recovery code).
     */
    async codeAccepted(userId: number, code: string | undefined): Promise<"none" | "accepted" | "missing" | "wrong"> {
      const state = await repo.state(userId);
      if (!state?.totpSecret) return "none";
      if (!code?.trim()) return "missing";
      if (looksLikeRecoveryCode(code)) {
        return (await repo.spendRecoveryCode(userId, recoveryCodeHash(code))) ? "accepted" : "wrong";
      }
      const step = acceptedStep(state.totpSecret, code, state.totpLastStep);
      return step !== undefined && (await repo.spendStep(userId, step)) ? "accepted" : "wrong";
    },
  };
}
export type TwoFactor = ReturnType<typeof createTwoFactor>;
