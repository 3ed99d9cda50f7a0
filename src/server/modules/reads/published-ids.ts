import type { ContentChanges } from "../../invalidation/content-version.js";

/** Longest a list is used without a content change (another process's publication while its notices are missed). */
const FRESH_MS = 60_000;
/** After a failed load, the last list (or none) is used this long before the database is asked again. */
const RETRY_MS = 5_000;

/** Whether a sorted list holds `id` (binary search). */
function holds(ids: Int32Array, id: number): boolean {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = ids[middle]!;
    if (value === id) return true;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * The ids of the articles readers can see, as this process last loaded them (issue 41): a beacon naming any
 * other id is dropped before it takes any memory. Loaded once after each content change (a publication, a
 * scheduled article going live, another process's change) for every beacon that arrives meanwhile, so a
 * beacon costs no query; 4 bytes an article.
 */
export function createPublishedIds(deps: {
  load: () => Promise<number[]>;
  changes: Pick<ContentChanges, "version" | "nextPublicationAt">;
  now: () => number;
}) {
  const { load, changes, now } = deps;
  let known: { ids: Int32Array; version: number; until: number } | undefined;
  let loading: Promise<void> | undefined;

  const current = () => {
    changes.nextPublicationAt(); // a scheduled article whose time has come is a change
    return known !== undefined && known.version === changes.version && now() < known.until;
  };

  const reload = () => {
    loading ??= (async () => {
      const version = changes.version;
      try {
        const ids = Int32Array.from(await load()).sort();
        known = { ids, version, until: now() + FRESH_MS };
      } catch {
        // The database is busy or away: not a query per beacon meanwhile.
        known = { ids: known?.ids ?? new Int32Array(0), version: changes.version, until: now() + RETRY_MS };
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };

  return {
    /** Whether `id` is a published article's. */
    async has(id: number): Promise<boolean> {
      if (!current()) await reload();
      return holds(known!.ids, id);
    },
  };
}
