/**
 * Parser for the lexicon line format: `lemma|class|english|extras`.
 *   regering|en-ar|government             noun: gender-plural (or|ar|er|r|n|0|-|s), pl = plural-only
 *   stad|en-er|city|pl=städer              keyed Swedish overrides: def, pl, dpl
 *   gripa|v4|arrest|grep gripit            verb: v1 v2 v3 v4 (+s for deponents); v4 lists [present] past supine
 *   stor|a|big|c=större s=störst           adjective: n (neuter), d (definite/plural), c, s; a0 = indeclinable
 *   enligt|prep|according to               invariable words
 * Keyed values write spaces as underscores (mod=World_Cup). Besides the Swedish overrides above:
 *   mod=     English when the word opens a compound (polis → "police" in polisutbildning)
 *   defen=   English of the definite singular (polisen → "the police", vården → "healthcare")
 *   nom=     English noun for an adjective used as a noun (de misstänkta → "the suspects")
 *   tr=      English with a direct object (minskar utsläppen → "reduces")
 *   enpass=  English of the s-passive (sparkas → "is sacked")
 *   att=     English before an att-clause (berättar att → "says that")
 *   g=       gender of a person noun or pronoun, for sin/sitt/sina (m, f)
 *   agr=     agreement a subject pronoun gives its verb (1sg, 3sg, pl)
 * Flags in the extras: p (person), noart (no "the" when definite), to (takes a to-infinitive), dbl
 * (doubles the last consonant before an ending: program → programmet), t (a time word: "under" it is
 * "during"), at (a place one is "at": på sjukhuset → at the hospital), rare (a reading to choose only
 * when the context asks for it), of (a quantity noun: antalet döda → the number of dead), in (på X is
 * "in X": på ett nytt sätt → in a new way).
 * English: noun "sg" or "sg/pl"; verb "base" or "base:past:pp"; adjective "base[:comp:sup][;adverb]".
 */
import type { Entry, Pos } from "./types.js";

const FLAGS = new Set(["p", "noart", "to", "dbl", "t", "at", "in", "rare", "of"]);
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

export function parseLexicon(text: string): Entry[] {
  const entries: Entry[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [sv = "", cls = "", en = "", extras = ""] = line.split("|");
    if (!sv || !cls || !en) throw new Error(`Malformed lexicon line: ${line}`);
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
        if (eq > 0) ownKeys[token.slice(0, eq)] = token.slice(eq + 1).replaceAll("_", " ");
        else if (FLAGS.has(token)) ownFlags.add(token);
        else ownForms.push(token);
      }
      [flags, forms, keyed] = [ownFlags, ownForms, ownKeys];
    }
    entries.push({ sv, pos: posOfClass(cls, line), cls, en, flags, forms, keyed });
  }
  return entries;
}

function posOfClass(cls: string, line: string): Pos {
  if (cls.startsWith("en-") || cls.startsWith("ett-") || cls === "pl") return "noun";
  if (cls[0] === "v" && /^v[1-4]s?$/.test(cls)) return "verb";
  if (cls === "a" || cls === "a0") return "adj";
  const pos = SIMPLE_CLASSES[cls];
  if (!pos) throw new Error(`Unknown lexicon class "${cls}" in: ${line}`);
  return pos;
}
