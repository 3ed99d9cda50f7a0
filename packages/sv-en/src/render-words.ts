/**
 * The ambiguous small words, each decided by its neighbours. Prepositions, determiners and
 * clause words have their own modules; this one only tries them in turn.
 */
import type { Item } from "./item.js";
import type { LexiconIndex } from "./lexicon-index.js";
import { renderClauseWord } from "./render-clause-words.js";
import { renderDeterminer } from "./render-determiners.js";
import { renderPreposition } from "./render-prepositions.js";
import { wordContext } from "./word-context.js";

/** Renders the word at i if it is one of the context-dependent small words; false otherwise. */
export function renderFunctionWord(items: Item[], i: number, index: LexiconIndex): boolean {
  const context = wordContext(items, i, index);
  return renderPreposition(context) || renderDeterminer(context) || renderClauseWord(context);
}
