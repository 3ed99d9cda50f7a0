import type { Budgets } from "../../budgets.js";
import { HttpError } from "../../http-error.js";

/** A login held back: for how long, and whether it is this account from this client or only the client. */
export interface LoginBlock {
  seconds: number;
  scope: "account" | "client";
}

/** The answer to a login (or a current password) held back: the login's message, and when to try again. */
export function tooManyAttempts(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { "retry-after": String(seconds) },
  );
}

/** How long failed logins are remembered. */
export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Counts failed logins per client and per client+account within a window. After `maxFailures` for one
 * account (or 4x that over all accounts) the client is refused with a retry time until the window passes;
 * a successful login clears the account's count. The counts are Budgets: shared by every server process
 * on PostgreSQL, so alternating between processes earns no extra tries.
 */
export class LoginThrottle {
  constructor(
    private readonly budgets: Budgets,
    private readonly maxFailures: number,
    private readonly windowMs = LOGIN_WINDOW_MS,
  ) {}

  /** What holds this login back now, if anything; a block on the account wins over one on the client. */
  async block(ip: string, email: string): Promise<LoginBlock | undefined> {
    const account = accountKey(ip, email);
    const client = clientKey(ip);
    const uses = await this.budgets.peek([account, client]);
    const secondsLeft = (key: string, limit: number) => {
      const use = uses.get(key);
      return use && use.count >= limit ? Math.max(1, Math.ceil(use.msLeft / 1000)) : 0;
    };
    const accountSeconds = secondsLeft(account, this.maxFailures);
    if (accountSeconds > 0) return { seconds: accountSeconds, scope: "account" };
    const clientSeconds = secondsLeft(client, this.maxFailures * 4);
    return clientSeconds > 0 ? { seconds: clientSeconds, scope: "client" } : undefined;
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.budgets.spend(clientKey(ip), this.windowMs),
      this.budgets.spend(accountKey(ip, email), this.windowMs),
    ]);
  }

  async recordSuccess(ip: string, email: string): Promise<void> {
    await this.budgets.forget(accountKey(ip, email));
  }

  /**
   * Whether a refusal of this client (a 429) is its first in a window: the audit log records a held-back
   * client once per window, not each of its attempts.
   */
  async firstRefusal(ip: string): Promise<boolean> {
    return (await this.budgets.spend(`login:refused:${ip}`, this.windowMs)).count === 1;
  }
}

const clientKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (ip: string, email: string) => `login:acct:${ip}:${email.trim().toLowerCase()}`;
