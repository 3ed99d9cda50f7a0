/**
 * A version number for everything readers can see. Every write that changes public content bumps it,
 * which invalidates every cached public page and API answer at once (see plugins/response-cache.ts).
 * Scheduled articles: `nextPublicationAt` is when the next future-dated article becomes visible, so
 * cached answers also expire at that moment without any write. Every server process watches that time
 * for its own caches (its "wake-up" is only a comparison on the next request): harmless when all do it.
 *
 * Several server processes on one PostgreSQL database: a bump made here is told to the others
 * (peer-notices.ts, through `onLocalBump`), and theirs arrive as `bumpFromElsewhere`. While this
 * process may be missing their notices it is not `cacheable`: nothing is kept or served from memory.
 */
export interface ContentChanges {
  readonly version: number;
  /** False while notices from other processes may be missed: every answer and memo is computed afresh. */
  readonly cacheable: boolean;
  /** A write made by this process changed public content. */
  bump(): void;
  /** Another process changed public content (its notice arrived). */
  bumpFromElsewhere(): void;
  /** Told after every bump made by this process (not those from elsewhere). */
  onLocalBump(listener: () => void): void;
  /** Stops (false) or resumes (true) caching; either way everything cached so far is dropped. */
  setCacheable(cacheable: boolean): void;
  /** When the next scheduled article goes live (ms since epoch), or Infinity. */
  nextPublicationAt(): number;
  setNextPublicationLookup(lookup: () => Promise<Date | null>): void;
  /**
   * A value computed from public content (a count, the category list), kept until that content changes,
   * a scheduled article goes live, or `ttlMs` passes (another server process may have written).
   */
  memo<T>(key: string, compute: () => PromiseLike<T>, ttlMs?: number): Promise<T>;
  /** What `memo` keeps under `key` while it is current (settled or on its way), else undefined; computes nothing. */
  remembered<T>(key: string): Promise<T> | undefined;
}

/**
 * What services read through: values kept until public content changes. They do not bump: they raise
 * content events after a write (events/), and the cache subscriber bumps (cache-subscriber.ts).
 */
export type ContentCache = Pick<ContentChanges, "memo" | "remembered">;

export const MEMO_MAX_KEYS = 5_000;

export function createContentChanges(): ContentChanges {
  let version = 0;
  let cacheable = true;
  const localBumpListeners: Array<() => void> = [];
  let nextAt = Number.POSITIVE_INFINITY;
  let lookup: (() => Promise<Date | null>) | undefined;
  let refreshing: Promise<void> | undefined;
  /** A change came while a lookup was under way: that lookup may have read the database before it. */
  let refreshAgain = false;
  const memos = new Map<string, { version: number; expiresAt: number; value: Promise<unknown> }>();

  /** The memo kept under `key` when it is still current: no change since, and not expired. */
  const current = (key: string, now: number) => {
    const entry = memos.get(key);
    return entry && entry.version === version && now < entry.expiresAt ? entry : undefined;
  };

  const refresh = () => {
    if (!lookup) return;
    if (refreshing) {
      refreshAgain = true;
      return;
    }
    refreshing = lookup()
      .then((date) => {
        nextAt = date ? date.getTime() : Number.POSITIVE_INFINITY;
      })
      .catch(() => {
        // Unknown: expire cached answers soon rather than risk hiding a scheduled article.
        nextAt = Date.now() + 5_000;
      })
      .finally(() => {
        refreshing = undefined;
        if (refreshAgain) {
          refreshAgain = false;
          refresh();
        }
      });
  };

  const invalidate = () => {
    version += 1;
    memos.clear();
    refresh();
  };

  return {
    get version() {
      return version;
    },
    get cacheable() {
      return cacheable;
    },
    bump() {
      invalidate();
      for (const listener of localBumpListeners) listener();
    },
    bumpFromElsewhere: invalidate,
    onLocalBump(listener) {
      localBumpListeners.push(listener);
    },
    setCacheable(value) {
      cacheable = value;
      invalidate();
    },
    nextPublicationAt() {
      if (nextAt <= Date.now()) {
        // The scheduled time has come: everything cached before it is stale.
        version += 1;
        nextAt = Number.POSITIVE_INFINITY;
        refresh();
      }
      return nextAt;
    },
    setNextPublicationLookup(fn) {
      lookup = fn;
      refresh();
    },
    memo<T>(key: string, compute: () => PromiseLike<T>, ttlMs = 60_000): Promise<T> {
      const now = Date.now();
      this.nextPublicationAt();
      if (!cacheable) return Promise.resolve().then(compute);
      const entry = current(key, now);
      // A Map keeps keys in the order they were set, and every use sets its key again: when full, the least
      // recently used goes, so a stream of random searches evicts its own entries, not the category counts.
      memos.delete(key);
      if (entry) {
        memos.set(key, entry);
        return entry.value as Promise<T>;
      }
      if (memos.size >= MEMO_MAX_KEYS) memos.delete(memos.keys().next().value!);
      // Settled once, here: a Drizzle query is a thenable that would run again on every await.
      const value = Promise.resolve().then(compute);
      memos.set(key, { version, expiresAt: now + ttlMs, value });
      // A failed computation is not remembered.
      value.catch(() => {
        if (memos.get(key)?.value === value) memos.delete(key);
      });
      return value;
    },
    remembered<T>(key: string): Promise<T> | undefined {
      this.nextPublicationAt();
      return cacheable ? (current(key, Date.now())?.value as Promise<T> | undefined) : undefined;
    },
  };
}
