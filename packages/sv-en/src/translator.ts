/**
 * Offline Swedish → English translation from our own dictionary. The lexicon files are read and
 * the tables built once, at module load.
 *
 * A text (a headline, a paragraph, a whole article) is split into sentences first: each goes
 * through the pipeline on its own, so no rule moves a word across a sentence end, and the
 * whitespace between sentences (paragraph breaks included) is copied as it is.
 *
 * Pipeline per sentence: tokenize → analyse (phrases, names, lexicon, compounds) → tag (one reading per word)
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
import { markQuotations } from "./quotes.js";
import { reorder } from "./reorder.js";
import { type Abbreviations, splitSentences } from "./sentence-splitter.js";
import { tag } from "./tagger.js";
import { type NameTerm, withTerms } from "./term-overlay.js";
import { tokenize } from "./tokenizer.js";

const resources: Resources = createResources();
const abbreviations: Abbreviations = abbreviationsOf(resources);
/** Every listed abbreviation, for the tokenizer (which keeps each one a single word). */
const abbreviationForms: ReadonlySet<string> = new Set([...abbreviations.inner, ...abbreviations.closing]);

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

/** Headwords written with a dot (bl.a., kl., m.m.); the flag end marks those that may close a sentence. */
function abbreviationsOf(res: Resources): Abbreviations {
  const inner = new Set<string>();
  const closing = new Set<string>();
  for (const entry of res.index.entries) {
    if (entry.sv.endsWith(".")) (entry.flags.has("end") ? closing : inner).add(entry.sv.toLowerCase());
  }
  return { inner, closing };
}

export interface TranslationStats {
  text: string;
  /** Swedish word tokens (names and numbers are not counted: they are not translated) */
  swedishTokens: number;
  /** of those, the ones the dictionary translated */
  translatedTokens: number;
  /**
   * The words it could not translate and left as they were, lower-case, each once, in order (a word
   * written with a capital inside a sentence is taken for a name and not listed).
   */
  unknownWords: string[];
}

export function translateSwedish(text: string): string {
  return translateSwedishWithStats(text).text;
}

export function translateSwedishWithStats(text: string): TranslationStats {
  return translateWith(resources, text);
}

/** The dictionary with a newsroom's terms as its strongest entries (term-overlay.ts). */
export interface Translator {
  translate(text: string): string;
  translateWithStats(text: string): TranslationStats;
}

/**
 * A translator that writes `terms` as given, wherever they occur (in any case, in the genitive, opening
 * a compound). Building one takes a few milliseconds: build it once per term list and keep it.
 */
export function createTranslator(terms: readonly NameTerm[]): Translator {
  const own = withTerms(resources, terms);
  return {
    translate: (text) => translateWith(own, text).text,
    translateWithStats: (text) => translateWith(own, text),
  };
}

function translateWith(res: Resources, text: string): TranslationStats {
  const pieces = splitSentences(text, abbreviations);
  const english: string[] = [];
  let swedishTokens = 0;
  let translatedTokens = 0;
  const unknownWords = new Set<string>();
  let speechOpen = false;
  // Dash speech left open closes at the end of its paragraph, or where the next speech opens.
  const closeSpeech = () => {
    if (speechOpen && english.length) english[english.length - 1] += '"';
    speechOpen = false;
  };
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k]!;
    // Even pieces are sentences, odd ones the whitespace between them.
    if (k % 2 === 1) {
      if (piece.includes("\n")) closeSpeech();
      english.push(piece);
      continue;
    }
    if (/^[–—]/.test(piece)) closeSpeech();
    const sentence = translateSentence(res, piece, speechOpen);
    english.push(sentence.text);
    speechOpen = sentence.speechOpen;
    swedishTokens += sentence.swedishTokens;
    translatedTokens += sentence.translatedTokens;
    for (const word of sentence.unknownWords) unknownWords.add(word);
  }
  closeSpeech();
  return { text: english.join(""), swedishTokens, translatedTokens, unknownWords: [...unknownWords] };
}

/** One sentence, without whitespace at either end, inside dash-introduced speech or not. */
function translateSentence(
  res: Resources,
  text: string,
  speechOpen: boolean,
): TranslationStats & { speechOpen: boolean } {
  if (!/\p{L}/u.test(text)) return { text, swedishTokens: 0, translatedTokens: 0, unknownWords: [], speechOpen };
  const items = analyse(tokenize(text, abbreviationForms), res);
  let swedishTokens = 0;
  let translatedTokens = 0;
  const unknownWords: string[] = [];
  for (const item of items) {
    if (item.coverage === "word" || item.coverage === "unknown") swedishTokens += item.span;
    if (item.coverage === "word") translatedTokens += item.span;
    if (item.coverage === "unknown" && (item.start || !item.cap)) unknownWords.push(item.lower);
  }
  tag(items, (lemma) => res.index.particleVerbs.get(lemma));
  render(items, res.index);
  const stillOpen = markQuotations(items, speechOpen);
  reorder(items);
  return { text: finish(items), swedishTokens, translatedTokens, unknownWords, speechOpen: stillOpen };
}

/** Number of Swedish headwords in the lexicon (for the benchmark report). */
export const headwordCount = (): number => resources.index.headwords;
