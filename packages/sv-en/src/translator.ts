/**
 * Offline Swedish → English translation from our own dictionary. The lexicon files are read and
 * the tables built once, at module load.
 *
 * Pipeline: tokenize → analyse (phrases, names, lexicon, compounds) → tag (one reading per word)
 * → render (English words) → reorder (verb second, negation) → finish (agreement, articles,
 * capitals, spacing).
 */
import { analyse, type Resources } from "./analyse.js";
import { finish } from "./finish.js";
import { buildIndex } from "./lexicon-index.js";
import { lexicon } from "./lexicon-registry.js";
import { buildNameTables } from "./name-tables.js";
import { buildPhraseTable } from "./phrase-table.js";
import { render } from "./render.js";
import { reorder } from "./reorder.js";
import { tag } from "./tagger.js";
import { tokenize } from "./tokenizer.js";

const resources: Resources = createResources();

function createResources(): Resources {
  const lex = lexicon();
  const index = buildIndex(lex);
  const names = buildNameTables(lex);
  // Names may open a compound: Stockholmsområdet → "Stockholm area".
  for (const table of [names.places, names.organisations]) {
    for (const [sv, en] of table) {
      const modifier = { en: en.replace(/^the /, ""), kind: "name" as const };
      for (const key of [sv, `${sv}s`]) index.stems.set(key, [modifier, ...(index.stems.get(key) ?? [])]);
    }
  }
  return { index, names, phrases: buildPhraseTable(names, lex.phrases) };
}

export interface TranslationStats {
  text: string;
  /** Swedish word tokens (names and numbers are not counted: they are not translated) */
  swedishTokens: number;
  /** of those, the ones the dictionary translated */
  translatedTokens: number;
}

export function translateSwedish(text: string): string {
  return translateSwedishWithStats(text).text;
}

export function translateSwedishWithStats(text: string): TranslationStats {
  if (!/\p{L}/u.test(text)) return { text, swedishTokens: 0, translatedTokens: 0 };
  const items = analyse(tokenize(text), resources);
  let swedishTokens = 0;
  let translatedTokens = 0;
  for (const item of items) {
    if (item.coverage === "word" || item.coverage === "unknown") swedishTokens += item.span;
    if (item.coverage === "word") translatedTokens += item.span;
  }
  tag(items, (lemma) => resources.index.particleVerbs.get(lemma));
  render(items, resources.index);
  reorder(items);
  // The trailing whitespace, found without /\s*$/: that retries from every space and is quadratic in a long run.
  const english = finish(items) + text.slice(text.trimEnd().length);
  return { text: english, swedishTokens, translatedTokens };
}

/** Number of Swedish headwords in the lexicon (for the benchmark report). */
export const headwordCount = (): number => resources.index.headwords;
