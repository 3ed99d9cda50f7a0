import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/**
 * Two-factor sign-in's arithmetic (issue 32): TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, with the
 * `otpauth` library) and one-time recovery codes. A code is accepted one step either side of now (clocks
 * drift), and never twice: the step it belongs to must be later than the last one used.
 */

export const RECOVERY_CODE_COUNT = 10;
const PERIOD_SECONDS = 30;

/** A new secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = "", issuer = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://` address an authenticator app scans: it names the site and the account. */
export function totpAddress(secret: string, account: string, issuer: string): string {
  return totp(secret, account, issuer).toString();
}

/** The time step a right code belongs to (for "never twice"), or undefined when the code is wrong or used. */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | undefined {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return undefined;
  const delta = totp(secret).validate({ token: digits, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** The current code, for tests and for nothing else. */
export const currentCode = (secret: string, now = Date.now()) => totp(secret).generate({ timestamp: now });

/** Ten recovery codes, `xxxxx-xxxxx` in lower-case base32 (no 0/1/8/9 to confuse with letters). */
export function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % 32]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored of a recovery code: a SHA-256 of it as typed, whatever the case, spaces or dash. */
export function recoveryCodeHash(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]+/g, "");
  return createHash("sha256").update(normal).digest("hex");
}

/** Whether what was typed looks like a recovery code rather than a six-digit one. */
export const looksLikeRecoveryCode = (code: string) => /^[a-z2-7]{5}-?[a-z2-7]{5}$/i.test(code.trim());
