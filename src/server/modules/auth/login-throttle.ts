/**
 * Counts failed logins per client and per client+account within a window. After `maxFailures` the
 * client is refused with a retry time until the window passes; a successful login clears the account's
 * count. Kept in memory: a restart forgives, which is acceptable for a single-process deployment.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until another attempt is allowed, or 0 when allowed now. */
  retryAfterSeconds(ip: string, email: string): number {
    const keys = [this.clientKey(ip), this.accountKey(ip, email)];
    const limits = [this.maxFailures * 4, this.maxFailures];
    let wait = 0;
    keys.forEach((key, i) => {
      const entry = this.live(key);
      if (entry && entry.count >= limits[i]!) wait = Math.max(wait, Math.ceil((entry.resetAt - this.now()) / 1000));
    });
    return wait;
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
