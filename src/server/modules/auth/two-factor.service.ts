import QRCode from "qrcode";
import type { CurrentUser } from "#shared/schemas/auth.js";
import { badRequest, conflict, HttpError, unauthorized } from "../../http-error.js";
import type { CheckCurrentPassword } from "./current-password.js";
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

/** What a login with two-factor sign-in on must bring beside the password: a 401 the login screen recognises. */
export const codeNeeded = () => new HttpError(401, CODE_NEEDED, {}, { twoFactorRequired: true });

/** The request that turns two-factor sign-in on or off: the client's address, and the session it came with. */
export interface TwoFactorRequest {
  ip: string;
  /** The session's stored key: it stays signed in when two-factor sign-in is turned on. */
  sessionId: string | undefined;
}

/**
 * Two-factor sign-in (issue 32): set up, turn on (with recovery codes shown once), turn off, and the login's
 * check. Turning it on or off needs the current password (`checkPassword`, counted as the login counts).
 */
export function createTwoFactor(
  repo: TwoFactorRepository,
  issuer: () => Promise<string>,
  checkPassword: CheckCurrentPassword,
) {
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

    /**
     * Turns it on with the current password and the app's first code, and ends the account's other sessions
     * (a session left open cannot lock its owner out); answers the ten recovery codes, shown this once.
     */
    async enable(
      user: CurrentUser,
      input: { code: string; password: string },
      request: TwoFactorRequest,
    ): Promise<{ recoveryCodes: string[] }> {
      const state = await repo.state(user.id);
      if (!state) throw unauthorized();
      if (state.totpSecret) throw conflict(ALREADY_ON);
      if (!state.totpPendingSecret) throw badRequest(NOT_SET_UP);
      await checkPassword(input.password, state.passwordHash, { email: user.email, ip: request.ip });
      const step = acceptedStep(state.totpPendingSecret, input.code, null);
      if (step === undefined) throw badRequest(WRONG_CODE);
      const recoveryCodes = newRecoveryCodes();
      const hashes = recoveryCodes.map(recoveryCodeHash);
      const done = await repo.enable(user.id, state.totpPendingSecret, step, hashes, request.sessionId);
      if (!done) throw badRequest(NOT_SET_UP);
      return { recoveryCodes };
    },

    /** Turns it off: only with the current password, so a session left open cannot. */
    async disable(user: CurrentUser, password: string, request: Pick<TwoFactorRequest, "ip">): Promise<void> {
      const state = await repo.state(user.id);
      if (!state) throw unauthorized();
      await checkPassword(password, state.passwordHash, { email: user.email, ip: request.ip });
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
