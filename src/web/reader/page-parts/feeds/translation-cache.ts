import { INTERVALS_MS } from "#shared/constants.js";

/** Browser storage key (SPEC 3) for Swedish → English translations seen in the feed widgets. */
export const TRANSLATION_CACHE_KEY = "translation_cache";
/** Enough for a few days of two feeds; the oldest entries go first. */
export const TRANSLATION_CACHE_MAX_ENTRIES = 400;

interface Entry {
  text: string;
  at: number;
}
type Stored = Record<string, Entry>;

export interface TranslationCache {
  lookup(original: string): string | undefined;
  remember(pairs: Array<[original: string, translated: string]>): void;
}

function storageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Translations kept for 24 hours (SPEC 9): the server translates the feeds, and the browser remembers
 * what it was given, so a headline whose translation is unavailable for a while still reads in English.
 */
export function createTranslationCache(
  storage: Pick<Storage, "getItem" | "setItem"> | undefined = storageOrUndefined(),
  now: () => number = Date.now,
): TranslationCache {
  const read = (): Stored => {
    try {
      const parsed = JSON.parse(storage?.getItem(TRANSLATION_CACHE_KEY) ?? "{}") as unknown;
      return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Stored) : {};
    } catch {
      return {};
    }
  };
  const fresh = (entry: Entry | undefined): entry is Entry =>
    Boolean(entry && typeof entry.text === "string" && now() - entry.at < INTERVALS_MS.translationCache);

  return {
    lookup(original) {
      const entry = read()[original];
      return fresh(entry) ? entry.text : undefined;
    },
    remember(pairs) {
      if (!storage || pairs.length === 0) return;
      const stored = read();
      const kept = Object.entries(stored).filter(([, entry]) => fresh(entry));
      const map = new Map(kept);
      for (const [original, text] of pairs) {
        if (!original || !text || original === text) continue;
        map.delete(original);
        map.set(original, { text, at: now() });
      }
      const entries = [...map.entries()].slice(-TRANSLATION_CACHE_MAX_ENTRIES);
      try {
        storage.setItem(TRANSLATION_CACHE_KEY, JSON.stringify(Object.fromEntries(entries)));
      } catch {
        // Storage full or disabled: the widget still shows what the server sent.
      }
    },
  };
}
