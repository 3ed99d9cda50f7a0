/**
 * Negation and adverb placement in English order: "går inte" → "does not go", "inte går" (in a
 * subordinate clause) → "does not go", "är inte" stays "is not", "ökar också" → "also increases";
 * and "…, säger hon" → "…, she says".
 */
import type { Item } from "./item.js";
import { isMidAdverb } from "./render-clause-words.js";

export const PRONOUN_SUBJECTS = new Set(["jag", "du", "han", "hon", "hen", "vi", "ni", "de"]);

/** What stands before a reporting verb after a quotation: "…, säger hon", "…? frågar hon". */
const BEFORE_REPORTING = new Set([",", "?", "!"]);

/** "…, säger hon" → "…, she says" (English inverts a reporting verb only before a full noun). */
export function invertReportingPronoun(items: Item[], s: number, e: number): void {
  // From s itself: "? frågar hon" opens a range of its own after the question mark.
  for (let i = Math.max(s, 1); i < e - 1; i++) {
    const verb = items[i]!;
    const pronoun = items[i + 1]!;
    if (verb.role !== "vfin" || !BEFORE_REPORTING.has(items[i - 1]?.text ?? "") || !PRONOUN_SUBJECTS.has(pronoun.lower))
      continue;
    [verb.pre, pronoun.pre] = [pronoun.pre, verb.pre];
    items[i] = pronoun;
    items[i + 1] = verb;
  }
}

export function placeNegationAndAdverbs(items: Item[], s: number, e: number): void {
  for (let i = s; i < Math.min(e, items.length); i++) {
    const item = items[i]!;
    const slot = item.verb;
    if (slot?.needsAux && items[prevWord(items, i, s)]?.role === "neg") {
      negate(slot, items[prevWord(items, i, s)]!);
      continue;
    }
    if (!slot || item.role !== "vfin") continue;
    const next = nextWord(items, i, e);
    const prev = prevWord(items, i, s);
    const afterNeg = items[nextWord(items, next, e)];
    if (
      next >= 0 &&
      items[next]!.role === "neg" &&
      slot.agrFromNext &&
      afterNeg?.role === "noun" &&
      items[next]!.en === "not"
    ) {
      items[next]!.en = "no";
    } else if (next >= 0 && items[next]!.role === "neg") {
      negate(slot, items[next]!);
    } else if (prev >= 0 && items[prev]!.role === "neg") {
      negate(slot, items[prev]!);
    } else if (next >= 0 && slot.kind === "lexical" && !slot.passive && !slot.modal && isMidAdverb(items[next]!)) {
      const [adverb] = items.splice(next, 1);
      [adverb!.pre, item.pre] = [item.pre, adverb!.pre];
      items.splice(i, 0, adverb!);
      i++;
    }
  }
}

export function negate(slot: NonNullable<Item["verb"]>, neg: Item): void {
  slot.negate = true;
  if (neg.en !== "not") slot.negation = neg.en;
  neg.en = "";
}

export function nextWord(items: Item[], i: number, e: number): number {
  for (let k = i + 1; k < e; k++) {
    const it = items[k]!;
    if (it.kind === "punct") return -1;
    if (it.en !== "" || it.role === "neg") return k;
  }
  return -1;
}

export function prevWord(items: Item[], i: number, s: number): number {
  for (let k = i - 1; k >= s; k--) {
    const it = items[k]!;
    if (it.kind === "punct") return -1;
    if (it.en !== "" || it.role === "neg") return k;
  }
  return -1;
}
