/**
 * What the small-word renderers look at: the word, its chosen reading and its neighbours.
 */
import { at, nextWordIndex, prevWordIndex } from "./context.js";
import type { Item } from "./item.js";
import type { LexiconIndex } from "./lexicon-index.js";
import type { Analysis } from "./types.js";

export interface WordContext {
  items: Item[];
  i: number;
  item: Item;
  a: Analysis;
  /** the lower-case word, or "" for a phrase whose English is fixed */
  word: string;
  ni: number;
  next: Item | undefined;
  na: Analysis | undefined;
  prev: Item | undefined;
  index: LexiconIndex;
  /** sets the item's English (and role) and reports the word as handled */
  set: (en: string, role?: Item["role"]) => boolean;
}

/** Phrases whose English still depends on their context. */
const PHRASES_WITH_RULES = new Set(["till och med", "ännu inte", "inte ännu", "i natt"]);

export function wordContext(items: Item[], i: number, index: LexiconIndex): WordContext {
  const item = items[i]!;
  const a = item.a!;
  const ni = nextWordIndex(items, i);
  const next = at(items, ni);
  return {
    items,
    i,
    item,
    a,
    word: a.entry.keyed.phrase && a.pos !== "det" && !PHRASES_WITH_RULES.has(item.lower) ? "" : item.lower,
    ni,
    next,
    na: next?.a,
    prev: at(items, prevWordIndex(items, i)),
    index,
    set: (en, role = item.role) => {
      item.en = en;
      item.role = role;
      return true;
    },
  };
}
