/**
 * Lookup of proper names: places (kept or given their English exonym), institutions (in any case:
 * "riksbanken" is still the Riksbank) and personal names (never translated).
 */
import type { NameLine } from "./lexicon-format.js";
import { type Lexicon, lexicon } from "./lexicon-registry.js";

export interface NameTables {
  /** lower-case single-word place → English */
  places: Map<string, string>;
  /** lower-case single-word institution → English */
  organisations: Map<string, string>;
  persons: Set<string>;
  /** places one is "at" rather than "on" (på Arlanda → at Arlanda) */
  atPlaces: Set<string>;
  /** multi-word names, matched like phrases: lower-case words → English */
  multiword: Array<[string[], string]>;
}

export function buildNameTables(lex: Lexicon = lexicon()): NameTables {
  const tables: NameTables = {
    places: new Map(),
    organisations: new Map(),
    persons: new Set(),
    atPlaces: new Set(),
    multiword: [],
  };
  addNames(lex.places, tables.places, tables.multiword, tables.atPlaces);
  addNames(lex.organisations, tables.organisations, tables.multiword, tables.atPlaces);
  for (const name of lex.persons) tables.persons.add(name.toLowerCase());
  return tables;
}

/** A later single-word name replaces an earlier one; of two multi-word names the earlier is matched. */
function addNames(
  lines: readonly NameLine[],
  single: Map<string, string>,
  multi: Array<[string[], string]>,
  at: Set<string>,
): void {
  for (const { sv, en, at: isAt } of lines) {
    if (isAt) at.add(sv.toLowerCase());
    const words = sv.toLowerCase().split(" ");
    if (words.length > 1) multi.push([words, en]);
    else single.set(words[0] ?? "", en);
  }
}
