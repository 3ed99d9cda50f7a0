/**
 * Multi-word verb constructions found around a verb: particles (tog inte över), the reportive
 * "ska ha" (is said to have), "det blir" (there will be), "vill att X ska" (wants X to), the verb
 * an att-clause depends on, and whether a supine already has its ha.
 */
import { at, isPointInTime, LIGHT_ADVERBS, nextWordIndex, prevWordIndex, TIME_ADVERBS } from "./context.js";
import type { Item } from "./item.js";
import type { LexiconIndex } from "./lexicon-index.js";
import type { Analysis } from "./types.js";
import type { VerbSlot } from "./verb-slot.js";

const OBJECT_PRONOUNS = new Set(["mig", "dig", "sig", "honom", "henne", "oss", "er", "dem", "den", "det", "hen"]);
const SUBJECT_PRONOUNS = new Set(["jag", "du", "han", "hon", "hen", "vi", "ni", "de", "man", "det"]);

/** The verb that an "att" clause depends on, past its object and its particle (har svårt att). */
export function governingVerbBefore(items: Item[], attIdx: number): VerbSlot | undefined {
  for (let k = attIdx - 1, n = 0; k >= 0 && n < 3; k--) {
    const it = items[k]!;
    if (it.kind !== "word") return undefined;
    if (it.verb) return it.verb;
    if (!it.consumed && !OBJECT_PRONOUNS.has(it.lower)) return undefined;
    n++;
  }
  return undefined;
}

/** An infinitive next, possibly after an inverted subject pronoun: "vill hon bli" → wants to. */
export function infinitiveAfter(items: Item[], nextIdx: number): boolean {
  const next = at(items, nextIdx);
  if (next?.a?.pos === "verb" && next.a.vform === "inf") return true;
  // Past an inverted subject: "vill hon bli", "väntas dieselpriset stiga".
  let k = nextIdx;
  for (let n = 0; n < 4 && k >= 0; n++) {
    const it = at(items, k);
    const pos = it?.a?.pos;
    if (!it || !(SUBJECT_PRONOUNS.has(it.lower) || pos === "noun" || pos === "name" || pos === "det" || pos === "adj"))
      break;
    k = nextWordIndex(items, k, LIGHT_ADVERBS);
    if (at(items, k)?.a?.vform === "inf") return true;
  }
  return false;
}

export function isInfinitiveAt(items: Item[], k: number): boolean {
  return at(items, k)?.a?.vform === "inf";
}

/** "ska ha fått" (also inverted: "ska ministern ha fått") reports a claim: "is said to have received". */
export function reportedPerfect(items: Item[], i: number): boolean {
  for (let k = i + 1, n = 0; k < items.length && n < 4; k++, n++) {
    const it = items[k]!;
    if (it.kind !== "word") return false;
    if (it.lower === "ha") return at(items, nextWordIndex(items, k, LIGHT_ADVERBS))?.a?.vform === "sup";
    if (it.a?.pos === "verb") return false;
  }
  return false;
}

/** "det blir snö", "kan det bli 30 centimeter snö": expletive det + bli + a quantity is "there will be". */
export function thereWillBe(items: Item[], i: number, next: Item | undefined): boolean {
  // "det blir", "det kan bli", "kan det bli"
  let prev = at(items, prevWordIndex(items, i, LIGHT_ADVERBS));
  if (prev?.a?.pos === "verb" && prev.a.vform !== "inf")
    prev = at(items, prevWordIndex(items, items.indexOf(prev), LIGHT_ADVERBS));
  const det = prev?.lower === "det" ? prev : next?.lower === "det" ? next : undefined;
  if (!det) return false;
  const after = at(items, nextWordIndex(items, items.indexOf(det === next ? next : items[i]!), LIGHT_ADVERBS));
  const quantity =
    after && (after.kind === "number" || after.lower === "upp" || after.a?.pos === "num" || after.a?.pos === "noun");
  if (!quantity || after.a?.pos === "adj") return false;
  det.en = "there";
  det.role = "subj";
  det.agr = undefined;
  det.consumed = true;
  return true;
}

/** "vill att fler ska välja" → "wants more people to choose": att goes, ska becomes "to". */
export function wantSomeoneTo(items: Item[], attIdx: number): void {
  for (let k = attIdx + 1, n = 0; k < items.length && n < 5; k++, n++) {
    const it = items[k]!;
    if (it.kind !== "word") return;
    const finite = it.a?.pos === "verb" && (it.a.vform === "pres" || it.a.vform === "past");
    if (it.lower === "ska" || it.lower === "skall" || (finite && n > 0)) {
      items[attIdx]!.en = "";
      items[attIdx]!.consumed = true;
      it.forceTo = true;
      return;
    }
    if (it.a?.pos === "verb") return;
  }
}

export function hasHaBefore(items: Item[], i: number): boolean {
  for (let k = i - 1, seen = 0; k >= 0 && seen < 10; k--) {
    const it = items[k]!;
    if (it.kind === "punct") return false;
    if (it.kind !== "word") continue;
    seen++;
    if (it.a?.pos === "verb" && it.a.entry.sv === "ha") return true;
    if (it.lower.endsWith(" ha")) return true;
    if (it.a?.pos === "sconj") return false;
  }
  return false;
}

/** Particles that are also prepositions, which a time phrase may follow instead. */
const PREPOSITIONS = new Set(["på", "i", "om", "till", "över", "under", "med", "för", "av", "mot", "efter", "från"]);

/** A time word or number, or a determiner before one: "på onsdag", "i 20 minuter", "om en vecka". */
function startsTimePhrase(it: Item | undefined): boolean {
  if (!it) return false;
  if (it.kind === "number") return true;
  return it.cands.some((c) => c.pos === "noun" && c.entry.flags.has("t") && c.entry.flags.has("noart"));
}

/** A particle up to three words after the verb (tog inte över, stängde av den). */
export function findParticle(items: Item[], i: number, lemma: string, index: LexiconIndex): string | null {
  // Longest particle first (lexicon-index.ts): "gått ut i strejk" is going on strike before going out.
  const options = index.particleVerbs.get(lemma);
  if (!options) return null;
  for (let k = i + 1, seen = 0; k < items.length && seen < 3; k++) {
    const it = items[k]!;
    if (it.kind !== "word") return null;
    seen++;
    for (const pv of options) {
      const words = pv.particle.split(" ");
      if (words.every((w, n) => items[k + n]?.lower === w)) {
        // "hålls på onsdag", "kommer om en vecka": a preposition before a time word opens a phrase of time.
        if (words.length === 1 && PREPOSITIONS.has(words[0]!) && startsTimePhrase(items[k + 1])) continue;
        for (let n = 0; n < words.length; n++) {
          const p = items[k + n]!;
          p.en = "";
          p.role = "other";
          p.consumed = true;
          p.a = p.a ?? particleReading(p);
        }
        return pv.en;
      }
    }
    // "lägger i dag fram", "ställde på måndagen in": a time phrase may stand between verb and particle.
    const time = timePhraseLength(items, k);
    if (time > 0) {
      k += time - 1;
      continue;
    }
    if (!LIGHT_ADVERBS.has(it.lower) && !OBJECT_PRONOUNS.has(it.lower)) return null;
  }
  return null;
}

/** Words a time phrase at `k` takes: "i dag", "i går" (one item each), "på måndagen", "under helgen"; else 0. */
function timePhraseLength(items: Item[], k: number): number {
  const it = items[k]!;
  if (it.a?.pos === "adv" && TIME_ADVERBS.test(it.lower)) return 1;
  const timeNoun = items[k + 1]?.cands.some(isPointInTime);
  return ["på", "under", "i"].includes(it.lower) && timeNoun ? 2 : 0;
}

export function particleReading(p: Item): Analysis {
  return {
    entry: { sv: p.lower, pos: "particle", cls: "particle", en: "", flags: new Set(), forms: [], keyed: {} },
    pos: "particle",
  };
}
