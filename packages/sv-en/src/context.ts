/** Neighbour lookups inside a sentence (punctuation ends the search unless told otherwise). */
import type { Item } from "./item.js";
import { headwordsFlagged } from "./lexicon-registry.js";
import type { Analysis } from "./types.js";

export function nextWordIndex(items: Item[], i: number, skip: ReadonlySet<string> = NONE): number {
  for (let k = i + 1; k < items.length; k++) {
    const it = items[k]!;
    if (it.kind === "punct") return -1;
    if (it.kind === "word" && skip.has(it.lower)) continue;
    return k;
  }
  return -1;
}

export function prevWordIndex(items: Item[], i: number, skip: ReadonlySet<string> = NONE): number {
  for (let k = i - 1; k >= 0; k--) {
    const it = items[k]!;
    if (it.kind === "punct") return -1;
    if (it.kind === "word" && skip.has(it.lower)) continue;
    return k;
  }
  return -1;
}

export const at = (items: Item[], k: number): Item | undefined => (k >= 0 ? items[k] : undefined);

export const NONE: ReadonlySet<string> = new Set();

/**
 * Adverbs that sit between a verb and what belongs to it ("har inte gripits", "vill också"): the
 * headwords flagged light, matched by spelling whatever reading the word gets.
 */
export const LIGHT_ADVERBS: ReadonlySet<string> = headwordsFlagged("light");

export const isNounLike = (a: Analysis | undefined): boolean =>
  a !== undefined && (a.pos === "noun" || a.pos === "name");

export const isAdjLike = (a: Analysis | undefined): boolean =>
  a !== undefined && (a.pos === "adj" || a.pos === "ord" || a.vform === "ppart" || a.vform === "prespart");

export const isFiniteVerb = (a: Analysis | undefined): boolean =>
  a?.pos === "verb" && (a.vform === "pres" || a.vform === "past");

export const isTimeNoun = (a: Analysis | undefined): boolean => a?.pos === "noun" && a.entry.flags.has("t");

/** "i dag", "i går", "i helgen", "i höst": the one-item time adverbials a verb and its object may stand around. */
export const TIME_ADVERBS = /^i (dag|går|morgon|kväll|natt|helgen|höst|vår|sommar|vinter)$/;

/** A time noun that names its time by itself: definite (måndagen, helgen) or a weekday (onsdag). */
export const isPointInTime = (a: Analysis | undefined): boolean =>
  isTimeNoun(a) && (a!.def === true || a!.entry.flags.has("noart"));
