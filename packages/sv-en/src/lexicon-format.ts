/**
 * The line formats of the lexicon files (lexicon/NN-domain.lex; README.md documents every field,
 * flag and key). One entry per line; blank lines and lines starting with # are skipped. A file
 * holds headwords unless its first directive names another table (`@table phrases`).
 *
 *   words           sv|class|english[|extras]     regering|en-ar|government, gripa|v4|arrest|grep gripit
 *   particle-verbs  verb particle|english         stänga av|shut off
 *   collocations    head|preposition|english[|obj] orolig|för|about
 *   phrases         swedish words|english[|class] på grund av|because of|prep
 *   places          Swedish[|English[|at]]        Sverige|Sweden, Arlanda||at
 *   organisations   Swedish[|English[|at]]        Riksbanken|the Riksbank
 *   person-names    Name                          Anna
 *
 * Each parser takes one trimmed line and throws an Error that says what is wrong with it; the
 * registry (lexicon-registry.ts) adds the file and line number.
 */
import type { Entry, Pos } from "./types.js";

export const TABLES = [
  "words",
  "particle-verbs",
  "collocations",
  "phrases",
  "places",
  "organisations",
  "person-names",
] as const;
export type Table = (typeof TABLES)[number];

/** Flags an entry may carry in its extras (README.md, "Flags"). */
export const FLAGS: ReadonlySet<string> = new Set([
  // nouns
  "p",
  "noart",
  "dbl",
  "t",
  "at",
  "in",
  "of",
  "cnt",
  "big",
  "front",
  // verbs
  "to",
  "inf",
  "cop",
  "inv",
  "say",
  // adjectives
  "ppl",
  // adverbs
  "light",
  "mid",
  "deg",
  // abbreviations written with a dot (m.m., osv.)
  "end",
  // any headword
  "rare",
  "also",
]);

/** Keys an entry may carry as key=value (README.md, "Keyed values"). */
export const KEYS: ReadonlySet<string> = new Set([
  // Swedish forms the rules would get wrong
  "def",
  "pl",
  "dpl",
  "pres",
  "past",
  "sup",
  "pp",
  "pass",
  "n",
  "d",
  "c",
  "s",
  "sd",
  // English in a context
  "mod",
  "defen",
  "nom",
  "tr",
  "enpass",
  "att",
  "modal",
  // grammar
  "g",
  "agr",
]);

const NO_FLAGS: ReadonlySet<string> = new Set();
const NO_FORMS: readonly string[] = [];
const NO_KEYS: Readonly<Record<string, string>> = {};
const SIMPLE_CLASSES: Record<string, Pos> = {
  adv: "adv",
  prep: "prep",
  conj: "conj",
  sconj: "sconj",
  pron: "pron",
  det: "det",
  num: "num",
  ord: "ord",
  interj: "interj",
  abbr: "abbr",
  particle: "particle",
};
const NOUN_CLASS = /^(?:en|ett)-(?:or|ar|er|r|n|0|-|s)$/;

/** One headword: `sv|class|english[|extras]`. */
export function parseEntry(line: string): Entry {
  const fields = line.split("|");
  const [sv = "", cls = "", en = "", extras = ""] = fields;
  if (fields.length > 4 || !sv || !cls || !en) throw new Error("expected sv|class|english[|extras]");
  const pos = posOfClass(cls);
  // Most lines have no extras: share the empty containers instead of allocating per entry.
  let flags: ReadonlySet<string> = NO_FLAGS;
  let forms: readonly string[] = NO_FORMS;
  let keyed: Readonly<Record<string, string>> = NO_KEYS;
  if (extras) {
    const ownFlags = new Set<string>();
    const ownForms: string[] = [];
    const ownKeys: Record<string, string> = {};
    for (const token of extras.split(" ")) {
      if (!token) continue;
      const eq = token.indexOf("=");
      if (eq > 0) {
        const key = token.slice(0, eq);
        if (!KEYS.has(key)) throw new Error(`unknown key "${key}="`);
        ownKeys[key] = token.slice(eq + 1).replaceAll("_", " ");
      } else if (FLAGS.has(token)) ownFlags.add(token);
      else ownForms.push(token);
    }
    checkForms(cls, ownForms);
    flags = ownFlags.size ? ownFlags : NO_FLAGS;
    forms = ownForms.length ? ownForms : NO_FORMS;
    keyed = Object.keys(ownKeys).length ? ownKeys : NO_KEYS;
  }
  return { sv, pos, cls, en, flags, forms, keyed };
}

/** Bare words in the extras are Swedish verb forms: v4 lists [present] past supine, a deponent all three. */
function checkForms(cls: string, forms: string[]): void {
  if (!forms.length) return;
  const strong = cls === "v4";
  const deponent = /^v[1-4]s$/.test(cls);
  if (strong && (forms.length === 2 || forms.length === 3)) return;
  if (deponent && forms.length === 3) return;
  if (strong || deponent) throw new Error(`${cls} lists ${strong ? "[present] past supine" : "present past supine"}`);
  throw new Error(`unknown flag "${forms[0]}"`);
}

function posOfClass(cls: string): Pos {
  if (NOUN_CLASS.test(cls) || cls === "pl") return "noun";
  if (/^v[1-4]s?$/.test(cls)) return "verb";
  if (cls === "a" || cls === "a0") return "adj";
  const pos = SIMPLE_CLASSES[cls];
  if (!pos) throw new Error(`unknown class "${cls}"`);
  return pos;
}

export interface ParticleVerbLine {
  verb: string;
  particle: string;
  en: string;
}

/** `verb particle|english`: stänga av|shut off, komma till skada|be injured. */
export function parseParticleVerb(line: string): ParticleVerbLine {
  const fields = line.split("|").map((s) => s.trim());
  const [sv = "", en = ""] = fields;
  const [verb = "", ...rest] = sv.split(" ");
  const particle = rest.join(" ");
  if (fields.length !== 2 || !verb || !particle || !en) throw new Error("expected verb particle|english");
  return { verb, particle, en };
}

export interface CollocationLine {
  head: string;
  prep: string;
  /** English preposition, prefixed "obj:" when it still belongs to the verb after an object */
  en: string;
}

/** `head|preposition|english[|obj]`: orolig|för|about, höja|med|by|obj. */
export function parseCollocation(line: string): CollocationLine {
  const fields = line.split("|");
  const [head = "", prep = "", en = "", obj] = fields;
  if (fields.length > 4 || !head || !prep || !en) throw new Error("expected head|preposition|english[|obj]");
  if (obj !== undefined && obj !== "obj") throw new Error(`unknown marker "${obj}" (only obj)`);
  return { head, prep, en: obj ? `obj:${en}` : en };
}

export interface PhraseLine {
  /** lower-case Swedish words */
  words: string[];
  en: string;
  pos: Pos;
}

const PHRASE_CLASSES: ReadonlySet<string> = new Set([...Object.keys(SIMPLE_CLASSES), "noun", "verb", "adj"]);

/** `swedish words|english[|class]`: på grund av|because of|prep (class defaults to adv). */
export function parsePhrase(line: string): PhraseLine {
  const fields = line.split("|");
  const [sv = "", en = "", pos = "adv"] = fields;
  if (fields.length > 3 || !sv || !en) throw new Error("expected swedish words|english[|class]");
  if (!PHRASE_CLASSES.has(pos)) throw new Error(`unknown class "${pos}"`);
  return { words: sv.toLowerCase().split(" "), en, pos: pos as Pos };
}

export interface NameLine {
  sv: string;
  en: string;
  /** a place one is "at" (på Arlanda → at Arlanda) */
  at: boolean;
}

/** `Swedish[|English[|at]]`: Sverige|Sweden, Kebnekaise (English uses the Swedish name). */
export function parseName(line: string): NameLine {
  const fields = line.split("|");
  const [sv = "", en = "", flag] = fields;
  if (fields.length > 3 || !sv) throw new Error("expected Swedish[|English[|at]]");
  if (flag !== undefined && flag !== "at") throw new Error(`unknown flag "${flag}" (only at)`);
  return { sv, en: en || sv, at: flag === "at" };
}

/** One personal name, one word. */
export function parsePersonName(line: string): string {
  if (/[\s|]/.test(line)) throw new Error("expected one name (one word) per line");
  return line;
}
