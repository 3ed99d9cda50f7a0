/**
 * sv-en: offline Swedish → English translation of news text from a dictionary and a few hundred
 * grammar rules (README.md). The lexicon is read from lexicon/*.lex when this module loads.
 */
export { headwordCount, type TranslationStats, translateSwedish, translateSwedishWithStats } from "./translator.js";
