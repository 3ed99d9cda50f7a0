import type { FastifyBaseLogger } from "fastify";
import { isbot } from "isbot";
import type { Analytics, AnalyticsPeriod } from "#shared/schemas/analytics.js";
import { ANALYTICS_TOP_COUNT } from "#shared/schemas/analytics.js";
import type { Article } from "#shared/schemas/article.js";
import type { ReadBeacon } from "#shared/schemas/reads.js";
import { MOST_READ_MAX } from "#shared/schemas/reads.js";
import type { Budgets } from "../../budgets.js";
import type { ContentChanges } from "../../invalidation/content-version.js";
import { createPublishedIds } from "./published-ids.js";
import { createReadSalts, type LoadSalt, memorySalts } from "./read-salts.js";
import { createReadTally, REPEAT_WINDOW_MS, type SharedBudgets } from "./read-tally.js";
import type { ReadsRepository } from "./reads.repository.js";

/** How long one process reuses the most-read list, unless it writes counts, before asking the database again. */
const MOST_READ_FRESH_MS = 60_000;
const DAY_MS = 86_400_000;

/** Who sent a beacon, as the request tells it. */
export interface BeaconSender {
  /** The reader (issue 41: the address alone; with TRUST_PROXY, the address the proxy gives). */
  address: string;
  /** Only to leave bots out: it does not tell readers apart, since the client chooses it. */
  userAgent: string | undefined;
  /** A signed-in staff member's reads are not counted. */
  staff: boolean;
  /** The host names of this site (a referrer from one of them is a reader moving between our pages). */
  ownHosts: readonly string[];
}

/**
 * `answer` remembered for the last 2,000 different inputs of at most 512 characters (all forgotten when
 * full): beacons repeat a few hundred browser names and referring pages, so most are answered without the
 * work, and the memory it takes stays bounded.
 */
function remembered<T>(answer: (input: string) => T): (input: string) => T {
  const answers = new Map<string, T>();
  return (input) => {
    if (input.length > 512) return answer(input);
    if (answers.has(input)) return answers.get(input) as T;
    const value = answer(input);
    if (answers.size >= 2_000) answers.clear();
    answers.set(input, value);
    return value;
  };
}

const isBot = remembered(isbot);

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/** The host name of a web page's address, or null (not a web address, or not a plausible name). */
const webHostOf = remembered((address: string): string | null => {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  return HOST.test(host) ? host : null;
});

/** The host name of another site's page, or null (ours, not a web address, or not a plausible name). */
export function referrerHostOf(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  const host = referrer ? webHostOf(referrer) : null;
  return host && !ownHosts.includes(host) ? host : null;
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every day from `from` to `to` (UTC, YYYY-MM-DD), in order. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) days.push(utcDay(time));
  return days;
}

/**
 * Most read and analytics (issue 31, ADR 0026). Reads are counted in memory (read-tally.ts) and added to
 * the database by `flush`, every few seconds (jobs.ts) and at shutdown, so a beacon costs no query; a
 * count is not a content change, so it never clears the page cache. Only reads of published articles are
 * counted, checked against the list of their ids this process keeps (published-ids.ts); and, decided when
 * the counts are written, one address counts one read per article and a bounded number of reads a window
 * over every process (the shared budgets, keyed with the window's shared salt: issue 41).
 */
export function createReadsService(deps: {
  repo: ReadsRepository;
  /** Published articles by id, in the order given (those not visible are left out). */
  publicArticles: (ids: number[]) => Promise<Article[]>;
  /** What tells that the published articles changed. */
  changes: Pick<ContentChanges, "version" | "nextPublicationAt">;
  /** Per-address and per-read budgets every server process shares. */
  budgets: Pick<Budgets, "spendMany">;
  /** The window's salt every process shares (the database's on PostgreSQL); by default this process's own. */
  salts?: LoadSalt;
  /** Reads one address counts per window over every article (READS_PER_ADDRESS). */
  readsPerAddress?: number;
  now?: () => number;
}) {
  const { repo, publicArticles, budgets } = deps;
  const now = deps.now ?? Date.now;
  const tally = createReadTally(now, undefined, deps.readsPerAddress);
  const published = createPublishedIds({ load: () => repo.publishedIds(), changes: deps.changes, now });
  const salts = createReadSalts({ load: deps.salts ?? memorySalts(now), windowMs: REPEAT_WINDOW_MS, now });
  const shared = (log?: Pick<FastifyBaseLogger, "warn">): SharedBudgets => ({
    salt: () => salts.current(),
    spend: (uses, windowMs) => budgets.spendMany(uses, windowMs),
    // Not lost, and counted once by this process: only the other processes' word is missing.
    unreachable: (error, reads) =>
      log?.warn(
        { err: error, reads },
        "the shared read budgets could not be reached: reads counted as this process saw them (another process may count the same reader once more)",
      ),
  });
  let mostRead: { at: number; ids: Promise<number[]> } | undefined;
  let flushing: Promise<number> = Promise.resolve(0);

  async function writePending(log?: Pick<FastifyBaseLogger, "warn">): Promise<number> {
    const taken = await tally.take(shared(log));
    // No read to settle since the window ended: the salt is asked for anyway, which deletes the old one.
    if (salts.expired) await salts.current().catch(() => undefined);
    let written = 0;
    for (let counts = taken[0]; counts; counts = taken[0]) {
      try {
        await repo.add(counts);
      } catch (error) {
        tally.giveBack(taken);
        throw error;
      }
      taken.shift();
      for (const n of counts.articles.values()) written += n;
    }
    // This process's new counts are in: its next most-read list is asked afresh (others' within a minute).
    if (written > 0) mostRead = undefined;
    return written;
  }

  return {
    /**
     * Counts a beacon's read, unless a bot or staff sent it, it names no published article, or this address's
     * read of it was counted lately or the address spent its budget.
     */
    async record(beacon: ReadBeacon, sender: BeaconSender): Promise<boolean> {
      if (sender.staff || !sender.userAgent || isBot(sender.userAgent)) return false;
      if (!(await published.has(beacon.articleId))) return false;
      return tally.count({
        articleId: beacon.articleId,
        referrerHost: referrerHostOf(beacon.referrer, sender.ownHosts),
        address: sender.address,
      });
    },

    /** Reads counted here and not yet written. */
    get pending() {
      return tally.pending;
    },

    /**
     * Adds what was counted to the database (one write at a time); answers how many counted reads it handed
     * over (the database drops those of articles no longer visible). Counts that could not be written are
     * kept for the next time. `log` is warned when the shared budgets could not be reached.
     */
    flush(log?: Pick<FastifyBaseLogger, "warn">): Promise<number> {
      flushing = flushing.catch(() => 0).then(() => writePending(log));
      return flushing;
    },

    /** The most read published articles of today and yesterday (UTC): at most 48 hours. */
    async mostRead(limit: number): Promise<Article[]> {
      const time = now();
      if (!mostRead || time - mostRead.at >= MOST_READ_FRESH_MS) {
        const ids = repo.mostRead(utcDay(time - DAY_MS), MOST_READ_MAX);
        mostRead = { at: time, ids };
        ids.catch(() => {
          if (mostRead?.ids === ids) mostRead = undefined;
        });
      }
      const ids = await mostRead.ids;
      // Asked for more than it needs: an article unpublished since is left out, the next takes its place.
      return (await publicArticles(ids)).slice(0, limit);
    },

    async analytics(days: AnalyticsPeriod): Promise<Analytics> {
      const to = utcDay(now());
      const from = utcDay(Date.parse(to) - (days - 1) * DAY_MS);
      const [perDay, topArticles, referrers, subscribers] = await Promise.all([
        repo.readsPerDay(from),
        repo.topArticles(from, ANALYTICS_TOP_COUNT),
        repo.topReferrers(from, ANALYTICS_TOP_COUNT),
        repo.subscriberChanges(from),
      ]);
      const readsOn = new Map(perDay.map((row) => [row.day, row.reads]));
      const movesOn = new Map(subscribers.changes.map((row) => [row.day, row.joined - row.left]));
      let total = subscribers.base;
      const period = daysBetween(from, to);
      return {
        days,
        from,
        to,
        viewsPerDay: period.map((day) => ({ day, reads: readsOn.get(day) ?? 0 })),
        totalReads: perDay.reduce((sum, row) => sum + row.reads, 0),
        topArticles,
        referrers,
        subscribers: period.map((day) => {
          total += movesOn.get(day) ?? 0;
          return { day, total };
        }),
      };
    },
  };
}
export type ReadsService = ReturnType<typeof createReadsService>;
