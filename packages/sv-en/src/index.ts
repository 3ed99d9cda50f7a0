/**
 * sv-en: offline Swedish → English translation of news text from a dictionary and a few hundred
 * grammar rules (README.md). The lexicon is read from lexicon/*.lex when this module loads.
 */
export { corpusChrf, sentenceChrf } from "./chrf.js";
export type { NameTerm } from "./term-overlay.js";
export {
  createTranslator,
  headwordCount,
  type TranslationStats,
  type Translator,
  translateSwedish,
  translateSwedishWithStats,
} from "./translator.js";
export { isEnglishWord, isSwedishForm, isSwedishNoun } from "./word-language.js";
