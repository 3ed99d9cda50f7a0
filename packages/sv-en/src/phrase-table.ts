/**
 * Multi-word expressions (the phrases table of the lexicon, and multi-word names), indexed by their
 * first word and tried longest first.
 */
import type { PhraseLine } from "./lexicon-format.js";
import { lexicon } from "./lexicon-registry.js";
import type { NameTables } from "./name-tables.js";
import type { Pos } from "./types.js";

export interface Phrase {
  words: string[];
  en: string;
  pos: Pos;
}

export type PhraseTable = Map<string, Phrase[]>;

/**
 * `first`: phrases that win over the lexicon's of the same length (a newsroom's terms, term-overlay.ts);
 * the sort below keeps the order of phrases of one length.
 */
export function buildPhraseTable(
  names: NameTables,
  phrases: readonly PhraseLine[] = lexicon().phrases,
  first: readonly Phrase[] = [],
): PhraseTable {
  const table: PhraseTable = new Map();
  const addPhrase = (phrase: Phrase) => {
    const first = phrase.words[0] ?? "";
    table.set(first, [...(table.get(first) ?? []), phrase]);
  };
  for (const phrase of first) addPhrase(phrase);
  for (const phrase of phrases) addPhrase(phrase);
  for (const [words, en] of names.multiword) addPhrase({ words, en, pos: "name" });
  for (const list of table.values()) list.sort((a, b) => b.words.length - a.words.length);
  return table;
}

/** Longest phrase starting at `words[start]` (lower-case word texts, null where a non-word breaks). */
export function matchPhrase(table: PhraseTable, words: ReadonlyArray<string | null>, start: number): Phrase | null {
  const candidates = table.get(words[start] ?? "");
  if (!candidates) return null;
  for (const phrase of candidates) {
    if (phrase.words.every((w, k) => words[start + k] === w)) return phrase;
  }
  return null;
}
