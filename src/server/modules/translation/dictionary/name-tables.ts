/**
 * Lookup of proper names: places (kept or given their English exonym), institutions (in any case:
 * "riksbanken" is still the Riksbank) and personal names (never translated).
 */
import { ORGANISATIONS } from "./lexicon/organisations.js";
import { PERSON_NAMES } from "./lexicon/person-names.js";
import { PLACES } from "./lexicon/places.js";

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

export function buildNameTables(): NameTables {
  const tables: NameTables = {
    places: new Map(),
    organisations: new Map(),
    persons: new Set(),
    atPlaces: new Set(),
    multiword: [],
  };
  readPairs(PLACES, tables.places, tables.multiword, tables.atPlaces);
  readPairs(ORGANISATIONS, tables.organisations, tables.multiword, tables.atPlaces);
  for (const name of PERSON_NAMES.split(/\s+/)) if (name) tables.persons.add(name.toLowerCase());
  return tables;
}

function readPairs(text: string, single: Map<string, string>, multi: Array<[string[], string]>, at: Set<string>): void {
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const [sv = "", en0 = "", flag] = line.split("|");
    const en = en0 || sv;
    if (flag === "at") at.add(sv.toLowerCase());
    const words = sv.toLowerCase().split(" ");
    if (words.length > 1) multi.push([words, en]);
    else single.set(words[0] ?? "", en);
  }
}
