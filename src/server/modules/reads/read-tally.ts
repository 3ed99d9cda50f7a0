import { hash, randomBytes } from "node:crypto";
import type { DayCounts } from "./reads.repository.js";

/** A reader's page counts once per article in this long (between one and two of these, in fact). */
export const REPEAT_WINDOW_MS = 30 * 60_000;
/** Readers remembered per window, at most: past it (a flood) nothing more is counted until the next one. */
const MAX_REMEMBERED = 200_000;
/** Different articles, or referring hosts, counted between two writes, at most. */
const MAX_KEYS = 10_000;

export interface Read {
  articleId: number;
  /** Another site's host name, or null. */
  referrerHost: string | null;
  /** Who read, as the request tells it (address and browser): only ever kept hashed, in memory. */
  reader: string;
}

const DAY_MS = 86_400_000;

/**
 * This process's reads since they were last written: counts per article and referring host for each UTC
 * day, and, to count one reader's page once even when reloaded, salted hashes of reader and article kept
 * for a window in memory only (the salt is random and never leaves the process), never an address.
 */
export function createReadTally(now: () => number = Date.now) {
  const salt = randomBytes(32).toString("base64");
  let remembered = new Set<number>();
  let rememberedBefore = new Set<number>();
  let windowStart = now();
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
  const keyOf = (read: Read) => hash("sha256", `${salt}${read.reader}\0${read.articleId}`, "buffer").readUIntBE(0, 6);

  function countsFor(day: string): DayCounts {
    let counts = days.get(day);
    if (!counts) {
      counts = { day, articles: new Map(), referrers: new Map() };
      days.set(day, counts);
    }
    return counts;
  }

  function add<K>(counts: Map<K, number>, key: K, n: number): boolean {
    const had = counts.get(key);
    if (had === undefined && counts.size >= MAX_KEYS) return false;
    counts.set(key, (had ?? 0) + n);
    return true;
  }

  return {
    /** Counts a read unless this reader's was counted within the window; says whether it counted. */
    count(read: Read): boolean {
      const time = now();
      if (time - windowStart >= REPEAT_WINDOW_MS) {
        rememberedBefore = remembered;
        remembered = new Set();
        windowStart = time;
      }
      const key = keyOf(read);
      if (remembered.has(key) || rememberedBefore.has(key) || remembered.size >= MAX_REMEMBERED) return false;
      const counts = countsFor(dayOf(time));
      if (!add(counts.articles, read.articleId, 1)) return false;
      remembered.add(key);
      if (read.referrerHost) add(counts.referrers, read.referrerHost, 1);
      return true;
    },

    /** The counts so far, handed over and forgotten (the readers remembered stay). */
    take(): DayCounts[] {
      const taken = [...days.values()];
      days.clear();
      return taken;
    },

    /** Gives back counts that could not be written, to be written with the next ones. */
    giveBack(counts: DayCounts[]): void {
      for (const { day, articles, referrers } of counts) {
        const into = countsFor(day);
        for (const [id, n] of articles) add(into.articles, id, n);
        for (const [host, n] of referrers) add(into.referrers, host, n);
      }
    },

    get pending(): number {
      let total = 0;
      for (const { articles } of days.values()) for (const n of articles.values()) total += n;
      return total;
    },
  };
}
export type ReadTally = ReturnType<typeof createReadTally>;
