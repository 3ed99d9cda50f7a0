/**
 * An in-process cache for upstream data: a value is fresh for `freshMs`; after that the next request
 * refetches (one fetch per key at a time, however many readers ask), and if the upstream fails the last
 * good value is served for up to `staleMs` from when it was fetched. While serving a stale value the
 * upstream is retried at most every `retryMs`, so an outage does not make every reader wait.
 */
export interface CacheResult<T> {
  value: T;
  fetchedAt: number;
  /** When this value stops being fresh (ms since epoch). */
  freshUntil: number;
  state: "hit" | "miss" | "stale";
  /** The upstream failure behind a stale answer. */
  error?: unknown;
}

interface Entry<T> {
  value: T;
  fetchedAt: number;
  freshMs: number;
}

export interface LastGoodCacheOptions {
  freshMs: number;
  staleMs: number;
  retryMs?: number;
  /** Least recently stored keys are dropped beyond this many. */
  maxEntries?: number;
}

export function createLastGoodCache<T>(options: LastGoodCacheOptions) {
  const { staleMs, retryMs = 30_000, maxEntries = 100 } = options;
  const entries = new Map<string, Entry<T>>();
  const failedAt = new Map<string, number>();
  const inFlight = new Map<string, Promise<Entry<T>>>();

  const result = (entry: Entry<T>, state: CacheResult<T>["state"], error?: unknown): CacheResult<T> => ({
    value: entry.value,
    fetchedAt: entry.fetchedAt,
    freshUntil: entry.fetchedAt + entry.freshMs,
    state,
    ...(error !== undefined ? { error } : {}),
  });

  function store(key: string, entry: Entry<T>) {
    entries.delete(key);
    entries.set(key, entry);
    failedAt.delete(key);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  function load(key: string, loader: () => Promise<T>, freshMs: number): Promise<Entry<T>> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = loader()
        .then((value) => {
          const entry = { value, fetchedAt: Date.now(), freshMs };
          store(key, entry);
          return entry;
        })
        .catch((error) => {
          failedAt.set(key, Date.now());
          throw error;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async get(key: string, loader: () => Promise<T>, freshMs = options.freshMs): Promise<CacheResult<T>> {
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && now - entry.fetchedAt >= staleMs) entries.delete(key);
      const usable = entry && now - entry.fetchedAt < staleMs ? entry : undefined;
      if (usable && now < usable.fetchedAt + usable.freshMs) return result(usable, "hit");
      const lastFailure = failedAt.get(key);
      if (usable && lastFailure !== undefined && now - lastFailure < retryMs) return result(usable, "stale");
      try {
        return result(await load(key, loader, freshMs), "miss");
      } catch (error) {
        if (usable) return result(usable, "stale", error);
        throw error;
      }
    },
    clear() {
      entries.clear();
      failedAt.clear();
    },
  };
}
export type LastGoodCache<T> = ReturnType<typeof createLastGoodCache<T>>;

/** Browsers and CDNs may keep an answer as long as the server's own copy stays fresh; a stale copy only briefly. */
export function cacheControlFor(result: CacheResult<unknown>): string {
  if (result.state === "stale") return "public, max-age=60";
  const seconds = Math.max(0, Math.ceil((result.freshUntil - Date.now()) / 1000));
  return `public, max-age=${seconds}`;
}
