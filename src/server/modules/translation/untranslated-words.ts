import { translateSwedishWithStats } from "sv-en";

const WORDS = /[\p{L}\p{M}]+/gu;
const SWEDISH_LETTERS = /[åäö]/;

const wordsOf = (text: string) => (text.toLocaleLowerCase("sv").match(WORDS) ?? []) as string[];

/**
 * The Swedish words a translation left in the English text: lower-case, each once, in the order the
 * English shows them. A word counts when it is in both texts and either our dictionary cannot translate
 * it (so no English word of that spelling came from it) or it is spelt with å, ä or ö. Names written with
 * a capital inside a sentence are not words here. Works for any translator's English, the dictionary's
 * or a remote service's: only words still in `english` are named, so a word the service did translate
 * is not.
 */
export function untranslatedWords(swedish: string, english: string): string[] {
  if (!swedish.trim() || !english.trim()) return [];
  const swedishWords = new Set(wordsOf(swedish));
  const untranslatable = new Set(translateSwedishWithStats(swedish).unknownWords);
  const found = new Set<string>();
  for (const word of wordsOf(english)) {
    if (swedishWords.has(word) && (untranslatable.has(word) || SWEDISH_LETTERS.test(word))) found.add(word);
  }
  return [...found];
}
