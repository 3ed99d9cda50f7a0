/**
 * A newsroom's own names on top of the lexicon (the site's term base): each term is the strongest entry
 * for its words, stronger than the lexicon's own name tables and phrases. A one-word term is looked up
 * like an institution (in any case, and in the genitive: Trafikverkets → the Swedish Transport
 * Administration's) and opens compounds like the lexicon's names do; a longer one is matched like a
 * phrase, before any phrase of the same length, as written and with the genitive on its last word.
 */
import type { Resources } from "./analyse.js";
import type { NameTables } from "./name-tables.js";
import { buildPhraseTable, type Phrase } from "./phrase-table.js";

export interface NameTerm {
  /** The Swedish, as it is written (any case matches). */
  sv: string;
  /** The English it is always written as; for a kept name, its Swedish. */
  en: string;
  /** A place name: looked up with the places (on → in, at) rather than the institutions. */
  place?: boolean;
}

const genitive = (en: string) => (en.endsWith("s") ? `${en}'` : `${en}'s`);

export function withTerms(base: Resources, terms: readonly NameTerm[]): Resources {
  if (terms.length === 0) return base;
  const names: NameTables = {
    ...base.names,
    places: new Map(base.names.places),
    organisations: new Map(base.names.organisations),
  };
  const stems = new Map(base.index.stems);
  const first: Phrase[] = [];
  for (const term of terms) {
    const words = term.sv.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const en = term.en.trim();
    if (words.length === 0 || !en) continue;
    if (words.length > 1) {
      first.push({ words, en, pos: "name" });
      first.push({ words: [...words.slice(0, -1), `${words.at(-1)}s`], en: genitive(en), pos: "name" });
      continue;
    }
    const [word] = words as [string];
    // Institutions are looked up before places: a place term must not be shadowed by one.
    (term.place ? names.places : names.organisations).set(word, en);
    (term.place ? names.organisations : names.places).delete(word);
    const modifier = { en: en.replace(/^the /i, ""), kind: "name" as const };
    for (const key of [word, `${word}s`]) {
      stems.set(key, [modifier, ...(base.index.stems.get(key) ?? []).filter((stem) => stem.kind !== "name")]);
    }
  }
  return {
    index: { ...base.index, stems },
    names,
    phrases: buildPhraseTable(names, undefined, first),
  };
}
