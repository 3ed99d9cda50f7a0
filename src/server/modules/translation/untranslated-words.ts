import { isEnglishWord, isSwedishForm, isSwedishNoun, translateSwedishWithStats } from "sv-en";
import type { TermEntry } from "#shared/schemas/term.js";
import { findTerms } from "./term-matching.js";

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

/**
 * What is not prose in an article's text: fenced and inline code, HTML tags (with their attributes),
 * web and e-mail addresses and entities go; a Markdown link or image keeps only its text. Markdown's other
 * marks (#, *, _, >) are no letters, so the words never see them. Every pattern stops at the character
 * that would start its next try (a tag at "<", a link's text at "["), and addresses are judged one
 * whitespace-free token at a time, so a body of any length is read in linear time (tests/hostile).
 */
function proseOf(text: string): string {
  return text
    .replace(/```[\s\S]*?(?:```|$)/g, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/<\/?[a-z][^<>]*>/gi, " ")
    .replace(/!?\[([^[\]\n]*)\]\([^()\n]*\)/g, "$1")
    .replace(/\S+/g, (token) => (isAddress(token) ? " " : token))
    .replace(/&(?:[a-z]+|#\d+|#x[\da-f]+);/gi, " ");
}

/** A web or e-mail address, given one whitespace-free token. */
const isAddress = (token: string) => /^\W*(?:https?:\/\/|www\.)/i.test(token) || /^[^@]+@[^@]+\.[^@]+$/.test(token);

/**
 * The sentences of a text: it ends one at every line break (headings, list items, the title) and at
 * . ! ? … (with any closing quotes or brackets) before whitespace.
 */
const sentencesOf = (text: string) => text.split("\n").flatMap((line) => line.split(/(?<=[.!?…])["'”’)\]]*\s+/u));
/** A word, with the English apostrophe inside it (it's, Sweden's): Swedish writes no such words. */
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;
const CAPITAL = /\p{Lu}/u;
/** English words spelt with å, ä or ö. */
const ENGLISH_WITH_SWEDISH_LETTERS = new Set(["smörgåsbord", "smorgasbord"]);

/**
 * Whether a word of a sentence is Swedish: a Swedish form the dictionary knows that is no English word,
 * or a word spelt with å, ä or ö. `first`: the sentence's first word, whose capital says nothing; any
 * other capital (Anna, BankID, SVT) makes a name, never a Swedish word. A first word with å, ä or ö must
 * be a Swedish form too: a sentence may start with a place (Malmö, Göteborg).
 *
 * `enoughAlone`: the word shows Swedish left in by itself: spelt with å, ä or ö and no noun (för, på, även,
 * lägga). A lone noun (40 öre, Carl Gustafs väg, surströmming, allemansrätten) is more often a Swedish
 * thing English news names on purpose; a word the dictionary does not know is most likely such a compound.
 * `counts`: whether it counts towards a sentence's two; a capitalised first word does not, since names
 * open sentences too ("Kanelbullens dag is one day a year"), but it is named when the others make the
 * sentence Swedish.
 */
function swedishWord(word: string, first: boolean): { lower: string; enoughAlone: boolean; counts: boolean } | null {
  if (word.includes("'") || word.includes("’")) return null;
  const capitalised = CAPITAL.test(word[0]!);
  if (CAPITAL.test(word.slice(1)) || (capitalised && !first)) return null;
  const lower = word.toLocaleLowerCase("sv");
  const known = isSwedishForm(lower);
  if (SWEDISH_LETTERS.test(lower) && !ENGLISH_WITH_SWEDISH_LETTERS.has(lower)) {
    if (capitalised && !known) return null;
    return { lower, enoughAlone: !capitalised && known && !isSwedishNoun(lower), counts: !capitalised };
  }
  return known && !isEnglishWord(lower) ? { lower, enoughAlone: false, counts: !capitalised } : null;
}

/** `text` with the term base's kept names (Systembolaget) blanked out: they are written in Swedish on purpose. */
function withoutKeptNames(text: string, terms: readonly TermEntry[]): string {
  const kept = terms.filter((term) => term.keep);
  let result = "";
  let at = 0;
  for (const { start, end } of findTerms(text, kept)) {
    // A capitalised stand-in: inside a sentence it reads as a name, at its start as no Swedish form.
    result += `${text.slice(at, start)}Name`;
    at = end;
  }
  return result + text.slice(at);
}

/**
 * The Swedish words left in English text that has no Swedish source to compare with (a hand-written
 * article, say): lower-case, each once, in the order of the text. `text` may be plain or Markdown, with
 * HTML in it; code, tags and addresses are not read (proseOf).
 *
 * English shares many spellings with Swedish (i, in, is, over, under, hand, land, film, men, barn, glad),
 * so a word counts only when it is a Swedish form of the dictionary and no English word it knows, or is
 * spelt with å, ä or ö (see swedishWord); and a sentence's words are named only when it has two such
 * words, or one spelt with å, ä or ö that is no noun. One stray word in an English sentence is then not
 * enough: it is more likely English the dictionary does not know, or a Swedish thing named on purpose,
 * than Swedish left in. Names and the term base's kept names (`terms` with keep) are never Swedish words.
 */
export function swedishWordsIn(text: string, terms: readonly TermEntry[] = []): string[] {
  const found = new Set<string>();
  for (const sentence of sentencesOf(withoutKeptNames(proseOf(text), terms))) {
    const words = (sentence.match(WORD) ?? []).flatMap((word, i) => swedishWord(word, i === 0) ?? []);
    const counted = words.filter((word) => word.counts);
    if (counted.length >= 2 || counted.some((word) => word.enoughAlone))
      for (const { lower } of words) found.add(lower);
  }
  return [...found];
}
