/**
 * Swedish noun declension from lemma + class: the five plural groups (-or, -ar, -er, -n, zero),
 * definite -en/-et/-n/-t, definite plural -na/-en and syncope (fågel → fåglar, fönster → fönstret).
 * Irregular forms come from the entry (pl=, def=, dpl=). The genitive -s is not stored: the lookup
 * strips it (see lexicon-index.ts), which halves the table.
 */
import { type Emit, F, FEATURES, type Features } from "./features.js";
import type { Entry } from "./types.js";

/** A form with its features (the list form, for tests and tools; the index uses the emit form). */
export type Inflected = [form: string, features: Features];

export const collect = (inflect: (entry: Entry, emit: Emit) => void, entry: Entry): Inflected[] => {
  const out: Inflected[] = [];
  inflect(entry, (form, code) => out.push([form, FEATURES[code]!]));
  return out;
};

const VOWELS = "aeiouyåäöé";
const isVowel = (ch: string | undefined) => ch !== undefined && VOWELS.includes(ch);
/**
 * Unstressed -el/-er/-en after a consonant loses its e before a vowel ending (fågel → fåglar,
 * fönster → fönstret). Monosyllables and compounds ending in a stressed monosyllable keep it
 * (del → delen, stadsdel → stadsdelen, solsken → solskenet).
 */
const STRESSED_FINALS = ["del", "fel", "spel", "sten", "sken", "ben", "ren", "hel"];
export const syncopates = (word: string): boolean =>
  /[aeiouyåäöé][^aeiouyåäöé]+e[lrn]$/.test(word) &&
  (word.endsWith("handel") || !STRESSED_FINALS.some((final) => word.endsWith(final)));
const syncopated = (word: string) => word.slice(0, -2) + word.slice(-1);

export function nounForms(entry: Entry): Inflected[] {
  return collect(emitNounForms, entry);
}

export function emitNounForms(entry: Entry, emit: Emit): void {
  const { sv, cls, keyed } = entry;
  if (cls === "pl") {
    emit(sv, F.plIndef);
    emit(keyed.dpl ?? pluralDefinite(sv, "r"), F.plDef);
    return;
  }
  const dash = cls.indexOf("-");
  const gender = cls.slice(0, dash);
  const plural = cls.slice(dash + 1);
  const stem = entry.flags.has("dbl") ? sv + sv.at(-1) : sv;
  emit(sv, F.sgIndef);
  emit(keyed.def ?? singularDefinite(sv, stem, gender), F.sgDef);
  const pl = keyed.pl ?? pluralIndefinite(sv, stem, plural);
  if (pl === null) return;
  emit(pl, F.plIndef);
  emit(
    keyed.dpl ?? (plural === "0" && !keyed.pl ? zeroPluralDefinite(sv, stem, gender) : pluralDefinite(pl, plural)),
    F.plDef,
  );
}

function singularDefinite(sv: string, stem: string, gender: string): string {
  const last = sv.at(-1);
  if (gender === "en") {
    if (isVowel(last)) return `${sv}n`;
    if (/e[lr]$/.test(sv) && syncopates(sv)) return `${sv}n`;
    if (sv.endsWith("man")) return `${sv}nen`;
    // Latin agent nouns keep the unstressed -or: rektor → rektorn, motor → motorn
    if (/[aeiouyåäö][^aeiouyåäö]+or$/.test(sv)) return `${sv}n`;
    return `${stem}en`;
  }
  if (last === "e") return `${sv}t`;
  if (isVowel(last)) return `${sv}et`;
  if (/(e|i)um$/.test(sv)) return `${sv.slice(0, -2)}et`;
  if (syncopates(sv)) return `${syncopated(sv)}et`;
  return `${stem}et`;
}

function pluralIndefinite(sv: string, stem: string, plural: string): string | null {
  const last = sv.at(-1);
  switch (plural) {
    case "or":
      return last === "a" ? `${sv.slice(0, -1)}or` : `${sv}or`;
    case "ar":
      if (last === "e" || last === "a") return `${sv.slice(0, -1)}ar`;
      if (syncopates(sv)) return `${syncopated(sv)}ar`;
      return `${stem}ar`;
    case "er":
      if (last === "e") return `${sv}r`;
      if (/(e|i)um$/.test(sv)) return `${sv.slice(0, -2)}er`;
      if (isVowel(last)) return `${sv}er`;
      if (sv.endsWith("el") && syncopates(sv)) return `${syncopated(sv)}er`;
      return `${stem}er`;
    case "r":
      return `${sv}r`;
    case "n":
      return `${sv}n`;
    case "s":
      return `${sv}s`;
    case "0":
      return sv;
    default:
      return null;
  }
}

function pluralDefinite(pl: string, plural: string): string {
  if (pl.endsWith("r")) return `${pl}na`;
  if (plural === "n" && pl.endsWith("n")) return `${pl}a`;
  if (pl.endsWith("e")) return `${pl.slice(0, -1)}na`;
  return `${pl}en`;
}

function zeroPluralDefinite(sv: string, stem: string, gender: string): string {
  if (sv.endsWith("e")) return `${sv.slice(0, -1)}na`;
  if (sv.endsWith("er") && gender === "en") return `${sv}na`;
  if (gender === "ett" && syncopates(sv)) return `${syncopated(sv)}en`;
  return `${stem}en`;
}
