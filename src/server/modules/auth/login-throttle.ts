/** A login held back: for how long, and whether it is this account from this client or only the client. */
export interface LoginBlock {
  seconds: number;
  scope: "account" | "client";
}

/**
 * Counts failed logins per client and per client+account within a window. After `maxFailures` for one
 * account (or 4x that over all accounts) the client is refused with a retry time until the window passes;
 * a successful login clears the account's count. Kept in memory: a restart forgives, which is acceptable
 * for a single-process deployment.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** What holds this login back now, if anything; a block on the account wins over one on the client. */
  block(ip: string, email: string): LoginBlock | undefined {
    const account = this.secondsLeft(this.accountKey(ip, email), this.maxFailures);
    if (account > 0) return { seconds: account, scope: "account" };
    const client = this.secondsLeft(this.clientKey(ip), this.maxFailures * 4);
    return client > 0 ? { seconds: client, scope: "client" } : undefined;
  }

  private secondsLeft(key: string, limit: number): number {
    const entry = this.live(key);
    return entry && entry.count >= limit ? Math.ceil((entry.resetAt - this.now()) / 1000) : 0;
  }

  recordFailure(ip: string, email: string): void {
    for (const key of [this.clientKey(ip), this.accountKey(ip, email)]) {
      const entry = this.live(key) ?? { count: 0, resetAt: this.now() + this.windowMs };
      entry.count += 1;
      this.failures.set(key, entry);
    }
    if (this.failures.size > 50_000) this.prune();
  }

  recordSuccess(ip: string, email: string): void {
    this.failures.delete(this.accountKey(ip, email));
  }

  private live(key: string) {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune() {
    for (const key of this.failures.keys()) this.live(key);
  }

  private clientKey(ip: string) {
    return `ip:${ip}`;
  }

  private accountKey(ip: string, email: string) {
    return `acct:${ip}:${email.trim().toLowerCase()}`;
  }
}
