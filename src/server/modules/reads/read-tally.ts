import { hash, randomBytes } from "node:crypto";
import type { BudgetUse } from "../../budgets.js";
import type { DayCounts } from "./reads.repository.js";

/** A reader's page counts once per article in this long (between one and two of these, in fact). */
export const REPEAT_WINDOW_MS = 30 * 60_000;
/** Reads one address counts in a window, at most, over every server process (issue 41). */
export const READS_PER_ADDRESS = 20;
/** Reads remembered per window, at most: past it (a flood) the next window begins early, forgetting the oldest. */
const MAX_REMEMBERED = 200_000;
/** Referring hosts (any name a beacon gives) counted per day between two writes, at most. */
const MAX_HOSTS = 10_000;
/** Addresses remembered as having spent their budget, at most (the oldest are forgotten first). */
const MAX_SPENT = 50_000;

export interface Read {
  /** A published article's id (the service checks it before the tally sees it). */
  articleId: number;
  /** Another site's host name, or null. */
  referrerHost: string | null;
  /** Who read: the request's address (never its browser name, which the client chooses), kept only hashed. */
  address: string;
}

/** Counts uses of the budgets every server process shares (Budgets.spendMany). */
export type SpendShared = (uses: ReadonlyMap<string, number>, windowMs: number) => Promise<Map<string, BudgetUse>>;

/** What decides, when the counts are taken, which reads this process took for new are new over every process. */
export interface SharedBudgets {
  /** The salt of the current window, the same in every process (read-salts.ts), and when it ends here. */
  salt: () => Promise<{ salt: string; until: number }>;
  spend: SpendShared;
  /** Told when the salt or the budgets could not be reached: these reads were counted as this process saw them. */
  unreachable?: (error: unknown, reads: number) => void;
}

const DAY_MS = 86_400_000;

/** The articles one address read in a window: one id (most readers), or several. */
type ReadArticles = number | number[];
const readsIn = (read: ReadArticles | undefined) =>
  read === undefined ? 0 : typeof read === "number" ? 1 : read.length;
const includes = (read: ReadArticles | undefined, id: number) =>
  read === id || (Array.isArray(read) && read.includes(id));

interface Generation {
  readers: Map<number, ReadArticles>;
  reads: number;
}
const newGeneration = (): Generation => ({ readers: new Map(), reads: 0 });

/**
 * An address's reads that this process took for new since its last write, waiting for the shared budgets'
 * word: the address is needed in clear until then (a few seconds), to key them with the window's salt.
 */
interface Unsettled {
  address: string;
  reads: { day: string; articleId: number; referrerHost: string | null }[];
}

/**
 * This process's reads since they were last written: counts per article and referring host for each UTC
 * day. To count a reader's page once even when reloaded, salted hashes of addresses (the salt is random and
 * never leaves the process) with the articles they read are kept for a window in memory only; a read they
 * take for new waits there until the counts are taken. Then every such read is spent in the budgets every
 * process shares, in one go: under a key for the (address, article) pair, which counts the read only if it
 * is the first over every process in the window, and one for the address, which counts `readsPerAddress`
 * reads a window at most (READS_PER_ADDRESS). Both keys are hashes of the window's shared salt
 * (read-salts.ts) with the address (and the article), so once the salt is gone they tell nothing.
 * `maxRemembered`: reads remembered per window (tests make it small).
 */
export function createReadTally(
  now: () => number = Date.now,
  maxRemembered = MAX_REMEMBERED,
  readsPerAddress = READS_PER_ADDRESS,
) {
  const salt = randomBytes(32).toString("base64");
  let current = newGeneration();
  let previous = newGeneration();
  let windowStart = now();
  const spentUntil = new Map<number, number>();
  let unsettled = new Map<number, Unsettled>();
  const days = new Map<string, DayCounts>();
  // The UTC day being counted and when it ends: a day's name is made once, not per read.
  let today = { name: "", endsAt: 0 };
  function dayOf(time: number): string {
    if (time >= today.endsAt || time < today.endsAt - DAY_MS) {
      const start = time - (time % DAY_MS);
      today = { name: new Date(start).toISOString().slice(0, 10), endsAt: start + DAY_MS };
    }
    return today.name;
  }

  // 48 bits of the hash, a number rather than a string: a third of the memory, and at 200,000 readers a
  // window the chance that two share a key is below one in ten thousand.
  const keyOf = (address: string) => hash("sha256", `${salt}${address}`, "buffer").readUIntBE(0, 6);
  // The same in every process for a window, and of no use once the window's salt is deleted: 132 bits of
  // SHA-256 over the salt, the address and (for a read) the article.
  const sharedKeyOf = (salt: string, address: string, articleId?: number) =>
    articleId === undefined
      ? `reads:a:${hash("sha256", `${salt}\0${address}`, "base64url").slice(0, 22)}`
      : `reads:r:${hash("sha256", `${salt}\0${address}\0${articleId}`, "base64url").slice(0, 22)}`;

  function rotate(time: number) {
    previous = current;
    current = newGeneration();
    windowStart = time;
  }

  function countsFor(day: string): DayCounts {
    let counts = days.get(day);
    if (!counts) {
      counts = { day, articles: new Map(), referrers: new Map() };
      days.set(day, counts);
    }
    return counts;
  }

  /** Adds to the counts: any number of articles (only published ones reach here), a bounded number of hosts. */
  function add(day: string, articleId: number, referrerHost: string | null, n = 1) {
    const counts = countsFor(day);
    counts.articles.set(articleId, (counts.articles.get(articleId) ?? 0) + n);
    if (referrerHost) addHost(counts.referrers, referrerHost, n);
  }
  function addHost(referrers: Map<string, number>, host: string, n: number) {
    const had = referrers.get(host);
    if (had === undefined && referrers.size >= MAX_HOSTS) return;
    referrers.set(host, (had ?? 0) + n);
  }

  function markSpent(who: number, until: number) {
    spentUntil.delete(who);
    if (spentUntil.size >= MAX_SPENT) spentUntil.delete(spentUntil.keys().next().value!);
    spentUntil.set(who, until);
  }

  /**
   * Spends the waiting reads in the shared budgets, one call for all (in statements of 5,000 keys on
   * PostgreSQL): a read counts if its pair's key came back 1 (the first over every process in the window)
   * and the address had not used its budget before it. Answers false, counting nothing, when the salt or the budgets could not be reached.
   */
  async function settle(settling: Map<number, Unsettled>, shared: SharedBudgets): Promise<boolean> {
    let until: number;
    let used: Map<string, BudgetUse>;
    const keys = new Map<number, { address: string; reads: string[] }>();
    try {
      const window = await shared.salt();
      until = window.until;
      const uses = new Map<string, number>();
      for (const [who, { address, reads }] of settling) {
        const mine = { address: sharedKeyOf(window.salt, address), reads: [] as string[] };
        uses.set(mine.address, reads.length);
        for (const read of reads) {
          const key = sharedKeyOf(window.salt, address, read.articleId);
          mine.reads.push(key);
          uses.set(key, 1);
        }
        keys.set(who, mine);
      }
      used = await shared.spend(uses, REPEAT_WINDOW_MS);
    } catch (error) {
      let reads = 0;
      for (const waiting of settling.values()) reads += waiting.reads.length;
      shared.unreachable?.(error, reads);
      return false;
    }
    const time = now();
    for (const [who, { reads }] of settling) {
      const mine = keys.get(who)!;
      const addressUse = used.get(mine.address);
      // The address's uses before this write's (other processes', earlier writes'), then one per read here.
      let position = (addressUse?.count ?? reads.length) - reads.length;
      const seen = new Set<string>();
      for (const [n, read] of reads.entries()) {
        position += 1;
        const key = mine.reads[n]!;
        // The same pair twice in one write (a flood made this process forget early) counts once at most.
        if (seen.has(key)) continue;
        seen.add(key);
        if (used.get(key)?.count === 1 && position <= readsPerAddress) add(read.day, read.articleId, read.referrerHost);
      }
      if (addressUse && addressUse.count >= readsPerAddress) markSpent(who, Math.min(time + addressUse.msLeft, until));
    }
    return true;
  }

  return {
    /**
     * Takes a read for new unless this address's read of the article was counted within the window, or the
     * address spent its budget; says whether it did (the shared budgets may still drop it when taken).
     */
    count(read: Read): boolean {
      const time = now();
      if (time - windowStart >= REPEAT_WINDOW_MS) rotate(time);
      const who = keyOf(read.address);
      const spent = spentUntil.get(who);
      if (spent !== undefined) {
        if (spent > time) return false;
        spentUntil.delete(who);
      }
      let mine = current.readers.get(who);
      if (includes(mine, read.articleId) || includes(previous.readers.get(who), read.articleId)) return false;
      if (readsIn(mine) >= readsPerAddress) return false;
      // A full window begins the next one early: the oldest readers are forgotten (their reload may count
      // again) rather than every new reader refused.
      if (current.reads >= maxRemembered) {
        rotate(time);
        mine = undefined;
      }
      current.readers.set(who, mine === undefined ? read.articleId : [mine, read.articleId].flat());
      current.reads += 1;
      let waiting = unsettled.get(who);
      if (!waiting) {
        waiting = { address: read.address, reads: [] };
        unsettled.set(who, waiting);
      }
      waiting.reads.push({ day: dayOf(time), articleId: read.articleId, referrerHost: read.referrerHost });
      return true;
    },

    /**
     * The counts so far, handed over and forgotten (the readers remembered stay). The reads waiting are
     * first settled with `shared` (above). Without it, or when it cannot be reached, they count as this
     * process saw them (its own memory and limit hold, not the other processes').
     */
    async take(shared?: SharedBudgets): Promise<DayCounts[]> {
      if (unsettled.size > 0) {
        const settling = unsettled;
        unsettled = new Map();
        if (!(shared && (await settle(settling, shared)))) {
          for (const { reads } of settling.values()) for (const r of reads) add(r.day, r.articleId, r.referrerHost);
        }
      }
      const taken = [...days.values()];
      days.clear();
      return taken;
    },

    /** Gives back counts that could not be written, to be written with the next ones. */
    giveBack(counts: DayCounts[]): void {
      for (const { day, articles, referrers } of counts) {
        const into = countsFor(day);
        for (const [id, n] of articles) into.articles.set(id, (into.articles.get(id) ?? 0) + n);
        for (const [host, n] of referrers) addHost(into.referrers, host, n);
      }
    },

    /** Reads counted and not yet handed over (those waiting for the shared budget's word included). */
    get pending(): number {
      let total = 0;
      for (const { articles } of days.values()) for (const n of articles.values()) total += n;
      for (const { reads } of unsettled.values()) total += reads.length;
      return total;
    },
  };
}
export type ReadTally = ReturnType<typeof createReadTally>;
