import { escapeRegExp } from "#shared/text.js";
/**
 * Place names written two ways (issue 43): the term base says Göteborg is Gothenburg in English, so a
 * reader's search for either finds the stories that use the other (desk drafts keep the Swedish name
 * where an engine left it; hand-written ones may use either). A query's spellings are the query as typed
 * and the query with each such name written the other way; the search matches any of them.
 */
export interface PlaceSpelling {
  swedish: string;
  english: string;
}

/** At most this many spellings of one query (two places written two ways each). */
const MAX_SPELLINGS = 4;

/**
 * The query as typed, then its other spellings. A name excluded with `-` is left alone: matching any
 * spelling would let the other spelling's stories through.
 */
export function querySpellings(query: string, places: readonly PlaceSpelling[]): string[] {
  const spellings = [query];
  for (const place of places) {
    for (const [from, to] of [
      [place.swedish, place.english],
      [place.english, place.swedish],
    ] as const) {
      const name = from.replace(/^the\s+/i, "").trim();
      if (!name) continue;
      const pattern = new RegExp(
        `(^|[^\\p{L}\\p{N}-])${escapeRegExp(name).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`,
        "giu",
      );
      for (const spelling of [...spellings]) {
        if (spellings.length >= MAX_SPELLINGS) return spellings;
        if (!pattern.test(spelling)) continue;
        pattern.lastIndex = 0;
        const other = spelling.replace(pattern, (_match, before: string) => `${before}${to.replace(/^the\s+/i, "")}`);
        const key = other.toLocaleLowerCase("sv");
        if (!spellings.some((known) => known.toLocaleLowerCase("sv") === key)) spellings.push(other);
      }
    }
  }
  return spellings;
}
