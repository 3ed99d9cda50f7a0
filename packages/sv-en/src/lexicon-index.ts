/**
 * Builds the lookup tables once at module load: every inflected Swedish form → its readings,
 * the stems a compound may start with, and the particle verbs with their prefixed participles.
 * A reading is stored packed (entry number × 32 + feature code, see features.ts) and becomes an
 * Analysis object only when looked up.
 */
import { adjectiveParts, pluralize, verbParts } from "./english-forms.js";
import { type Emit, F, FEATURES } from "./features.js";
import type { CollocationLine, ParticleVerbLine } from "./lexicon-format.js";
import { type Lexicon, lexicon } from "./lexicon-registry.js";
import { emitAdjectiveForms } from "./swedish-adjectives.js";
import { emitNounForms } from "./swedish-nouns.js";
import { emitVerbForms } from "./swedish-verbs.js";
import type { Analysis, Entry } from "./types.js";

export interface ModifierStem {
  en: string;
  kind: "noun" | "adj" | "verb" | "num" | "prefix" | "name";
  /** formed with a linking -s (regerings-): a plain stem of the same spelling is preferred */
  linked?: boolean;
  /** an adjective's adverb, used when the compound's head is a verb (totalförstörd) */
  adverb?: string;
}

export type ParticleVerb = ParticleVerbLine;

export interface LexiconIndex {
  /** lower-case form → packed readings (entry index × 32 + feature code) */
  forms: Map<string, number[]>;
  entries: Entry[];
  stems: Map<string, ModifierStem[]>;
  /** Swedish verb lemma → particles it combines with. */
  particleVerbs: Map<string, ParticleVerb[]>;
  /** head lemma → Swedish preposition → English preposition (orolig för → about); "obj:" prefix =
   * still valid with an object between verb and preposition */
  collocations: Map<string, Map<string, string>>;
  headwords: number;
}

export function buildIndex(lex: Lexicon = lexicon()): LexiconIndex {
  const forms = new Map<string, number[]>();
  const entries: Entry[] = [];
  const stems = new Map<string, ModifierStem[]>();
  const lemmas = new Set<string>();
  const verbsByLemma = new Map<string, Entry[]>();
  let packedEntry = 0;
  const emit: Emit = (form, code) => add(forms, form, packedEntry + code);
  for (const entry of lex.words) {
    lemmas.add(`${entry.sv}|${entry.pos}`);
    packedEntry = entries.length * 32;
    entries.push(entry);
    inflect(entry, emit);
    addStems(stems, entry);
    if (entry.pos === "verb") {
      const list = verbsByLemma.get(entry.sv);
      if (list) list.push(entry);
      else verbsByLemma.set(entry.sv, [entry]);
    }
  }
  const particleVerbs = indexParticleVerbs(lex.particleVerbs, forms, entries, verbsByLemma);
  return {
    forms,
    entries,
    stems,
    particleVerbs,
    collocations: indexCollocations(lex.collocations),
    headwords: lemmas.size,
  };
}

/** A later line for the same head and preposition replaces an earlier one. */
function indexCollocations(lines: readonly CollocationLine[]): Map<string, Map<string, string>> {
  const map = new Map<string, Map<string, string>>();
  for (const { head, prep, en } of lines) {
    const byPrep = map.get(head) ?? new Map<string, string>();
    byPrep.set(prep, en);
    map.set(head, byPrep);
  }
  return map;
}

function inflect(entry: Entry, emit: Emit): void {
  if (entry.pos === "noun") emitNounForms(entry, emit);
  else if (entry.pos === "verb") emitVerbForms(entry, emit);
  else if (entry.pos === "adj") emitAdjectiveForms(entry, emit);
  else emit(entry.sv, F.none);
}

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  const lower = HAS_CAPITAL.test(key) ? key.toLowerCase() : key;
  const list = map.get(lower);
  if (list) list.push(value);
  else map.set(lower, [value]);
}

const HAS_CAPITAL = /\p{Lu}/u;

/**
 * Compound modifiers: the lemma, its s-linked form (regerings-), and the vowel-less stem with the
 * old linking vowels (skol-, vecko-, gatu-). Verbs contribute their stem (kör- in körkort).
 */
function addStems(stems: Map<string, ModifierStem[]>, entry: Entry): void {
  const sv = entry.sv.toLowerCase();
  if (sv.includes(" ")) return;
  if (entry.pos === "noun") {
    const en = entry.keyed.mod ?? (entry.en.split("/")[0] ?? entry.en).trim().replace(/^the /, "");
    const variants = new Set([sv, `${sv}s`]);
    if (/[ae]$/.test(sv)) {
      const stem = sv.slice(0, -1);
      for (const v of [stem, `${stem}o`, `${stem}u`, `${stem}e`, `${stem}s`]) variants.add(v);
    }
    if (entry.cls === "pl") {
      const en0 = entry.en;
      for (const v of [sv.replace(/(ar|or|er)$/, ""), sv]) add(stems, v, { en: en0, kind: "noun" });
      return;
    }
    for (const v of variants)
      if (v.length >= 2) add(stems, v, { en, kind: "noun", linked: v.endsWith("s") && v !== sv });
  } else if (entry.pos === "adj") {
    add(stems, sv, { en: entry.en.split(/[:;]/)[0] ?? entry.en, kind: "adj", adverb: adjectiveParts(entry.en).adverb });
  } else if (entry.pos === "verb" && !entry.cls.endsWith("s")) {
    const stem = sv.endsWith("a") ? sv.slice(0, -1) : sv;
    if (stem.length >= 3) add(stems, stem, { en: verbParts(entry.en).ing, kind: "verb" });
  } else if (entry.pos === "num") {
    add(stems, sv, { en: entry.en, kind: "num" });
  }
}

function indexParticleVerbs(
  lines: readonly ParticleVerbLine[],
  forms: Map<string, number[]>,
  entries: Entry[],
  verbs: Map<string, Entry[]>,
): Map<string, ParticleVerb[]> {
  const result = new Map<string, ParticleVerb[]>();
  for (const line of lines) {
    const { verb, particle, en } = line;
    const bases = verbs.get(verb);
    if (!bases) throw new Error(`sv-en: particle verb without a base verb: ${verb} ${particle}|${en}`);
    add(result, verb, line);
    // Prefixed participles: stänga av → avstängd "shut off", pågå → pågående "ongoing".
    if (particle.includes(" ")) continue;
    for (const base of bases) {
      const packed = entries.length * 32;
      entries.push({
        ...base,
        sv: `${particle}${verb}`,
        en,
        flags: participleFlags(base.flags),
        keyed: participleKeys(base),
      });
      emitVerbForms(base, (form, code) => {
        if (code === F.ppartBase || code === F.ppartNeut || code === F.ppartWeak || code === F.prespart) {
          add(forms, `${particle}${form}`, packed + code);
        }
      });
    }
  }
  // The longest particle first, so that "gå ut i strejk" is found before "gå ut" (findParticle).
  for (const options of result.values()) options.sort((a, b) => b.particle.length - a.particle.length);
  return result;
}

/**
 * A prefixed participle (avstängd) is an adjective-like word of its own: it keeps the base verb's
 * other flags but not what the verb takes after it (an infinitive, a predicative, a modal's English).
 */
const COMPLEMENT_FLAGS = ["to", "inf", "cop", "inv"];
function participleFlags(flags: ReadonlySet<string>): ReadonlySet<string> {
  if (!COMPLEMENT_FLAGS.some((f) => flags.has(f))) return flags;
  return new Set([...flags].filter((f) => !COMPLEMENT_FLAGS.includes(f)));
}
function participleKeys(base: Entry): Readonly<Record<string, string>> {
  const { modal: _modal, ...keyed } = base.keyed;
  return { ...keyed, derived: "1" };
}

/**
 * All readings of a word form: the stored inflections, plus genitives (-s added to a noun form:
 * regeringens, bilarnas), which are derived here rather than stored.
 */
export function lookup(index: LexiconIndex, lower: string): Analysis[] | undefined {
  const direct = lookupForm(index, lower);
  if (!lower.endsWith("s") || lower.length < 3 || /[sxz]s$/.test(lower)) return direct;
  const base = lookupForm(index, lower.slice(0, -1))?.filter((a) => a.pos === "noun");
  if (!base?.length) return direct;
  for (const a of base) a.gen = true;
  return direct ? [...direct, ...base] : base;
}

/** The stored readings of exactly this form (no genitive derivation). */
export function lookupForm(index: LexiconIndex, lower: string): Analysis[] | undefined {
  const packed = index.forms.get(lower);
  if (!packed) return undefined;
  return packed.map((p) => {
    const entry = index.entries[p >> 5]!;
    return { entry, pos: entry.pos, ...FEATURES[p & 31] };
  });
}

/** English singular and plural of a noun entry ("child/children" or a regular "decision"). */
export function nounEnglish(entry: Entry): { sg: string; pl: string } {
  const [sg = entry.en, pl] = entry.en.split("/");
  if (entry.cls === "pl") return { sg, pl: pl ?? sg };
  return { sg, pl: pl ?? pluralize(sg) };
}
