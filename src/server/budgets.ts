import { sql } from "drizzle-orm";
import { type Database, queryRows } from "./db/client.js";

/** One key's use of its budget in the current window. */
export interface BudgetUse {
  count: number;
  /** Milliseconds until the window ends and the count starts again from nothing. */
  msLeft: number;
}

/**
 * Per-client budgets (the comment rate limit, the login throttle): how often a key was used in a fixed
 * window that starts with its first use. With several server processes the counts must be the same in
 * all of them, so on PostgreSQL they are kept in the database; the embedded database serves one process,
 * whose memory is enough.
 */
export interface Budgets {
  /** Counts one use of `key`, opening a window of `windowMs` when none is open; answers the count so far. */
  spend(key: string, windowMs: number): Promise<BudgetUse>;
  /** `spend` for many keys at once, `n` uses each (one statement on PostgreSQL); answers each key's use. */
  spendMany(uses: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, BudgetUse>>;
  /** The open windows of these keys, without counting a use (keys without one are left out). */
  peek(keys: readonly string[]): Promise<Map<string, BudgetUse>>;
  /** Closes a key's window (a successful login forgives the failures before it). */
  forget(key: string): Promise<void>;
}

export function createBudgets(database: Database): Budgets {
  return database.kind === "postgres" ? createDatabaseBudgets(database) : createMemoryBudgets();
}

/** Keys at most; past it the closed windows go, then the oldest (a flood of addresses cannot grow memory). */
const MEMORY_MAX_KEYS = 50_000;

export function createMemoryBudgets(now: () => number = Date.now): Budgets {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const open = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const prune = () => {
    for (const key of windows.keys()) open(key);
    // A tenth at once when every window is open, so that a flood of new keys prunes once per thousands; one
    // pass from the oldest (a new iterator per deletion would step over every entry deleted before it).
    let excess = windows.size - (MEMORY_MAX_KEYS - MEMORY_MAX_KEYS / 10) + 1;
    for (const key of windows.keys()) {
      if (excess-- <= 0) break;
      windows.delete(key);
    }
  };
  const use = (window: { count: number; endsAt: number }) => ({ count: window.count, msLeft: window.endsAt - now() });
  const spendOn = (key: string, windowMs: number, n: number) => {
    let window = open(key);
    if (!window) {
      if (windows.size >= MEMORY_MAX_KEYS) prune();
      window = { count: 0, endsAt: now() + windowMs };
      windows.set(key, window);
    }
    window.count += n;
    return use(window);
  };

  return {
    async spend(key, windowMs) {
      return spendOn(key, windowMs, 1);
    },
    async spendMany(uses, windowMs) {
      return new Map(Array.from(uses, ([key, n]) => [key, spendOn(key, windowMs, n)]));
    },
    async peek(keys) {
      const found = new Map<string, BudgetUse>();
      for (const key of keys) {
        const window = open(key);
        if (window) found.set(key, use(window));
      }
      return found;
    },
    async forget(key) {
      windows.delete(key);
    },
  };
}

/** Keys one statement of spendMany counts at most. */
const SPEND_MANY_BATCH = 5_000;

/** One in this many uses also deletes windows closed a while ago (harmless when every process does it). */
const PRUNE_ONE_IN = 100;

/**
 * The budgets table (migration 0006, unlogged: a crash forgives, as a restart did before). One statement
 * per use, atomic under concurrent processes: it opens the window, or counts in the open one. Times are
 * the database's clock, the one every machine shares.
 */
function createDatabaseBudgets({ db }: Database): Budgets {
  const pruneSometimes = async () => {
    if (Math.random() * PRUNE_ONE_IN < 1) {
      await db.execute(sql`delete from rate_budgets where window_ends_at < now() - interval '1 hour'`);
    }
  };
  return {
    async spend(key, windowMs) {
      await pruneSometimes();
      const [row] = await queryRows<BudgetUse>(
        db,
        sql`insert into rate_budgets as b (key, count, window_ends_at)
            values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when b.window_ends_at <= now() then 1 else b.count + 1 end,
              window_ends_at = case when b.window_ends_at <= now() then excluded.window_ends_at else b.window_ends_at end
            returning count, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as "msLeft"`,
      );
      return row!;
    },
    async spendMany(uses, windowMs) {
      const spent = new Map<string, BudgetUse>();
      if (uses.size === 0) return spent;
      await pruneSometimes();
      // In statements of SPEND_MANY_BATCH keys: a flood's flush of hundreds of thousands stays within the
      // statements' time limit (QUERY_TIMEOUT_MS), each key counted by exactly one of them.
      const all = Array.from(uses, ([key, n]) => ({ key, n }));
      for (let start = 0; start < all.length; start += SPEND_MANY_BATCH) {
        const given = JSON.stringify(all.slice(start, start + SPEND_MANY_BATCH));
        const rows = await queryRows<BudgetUse & { key: string }>(
          db,
          sql`insert into rate_budgets as b (key, count, window_ends_at)
              select u.key, u.n, now() + ${windowMs} * interval '1 millisecond'
              from jsonb_to_recordset(${given}::jsonb) as u(key text, n int)
              order by u.key
              on conflict (key) do update set
                count = case when b.window_ends_at <= now() then excluded.count else b.count + excluded.count end,
                window_ends_at = case when b.window_ends_at <= now() then excluded.window_ends_at else b.window_ends_at end
              returning key, count, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as "msLeft"`,
        );
        for (const { key, count, msLeft } of rows) spent.set(key, { count, msLeft });
      }
      return spent;
    },
    async peek(keys) {
      if (keys.length === 0) return new Map();
      const rows = await queryRows<BudgetUse & { key: string }>(
        db,
        sql`select key, count, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as "msLeft"
            from rate_budgets where key in (${sql.join(
              keys.map((key) => sql`${key}`),
              sql`, `,
            )}) and window_ends_at > now()`,
      );
      return new Map(rows.map(({ key, count, msLeft }) => [key, { count, msLeft }]));
    },
    async forget(key) {
      await db.execute(sql`delete from rate_budgets where key = ${key}`);
    },
  };
}
