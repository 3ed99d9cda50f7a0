import { escapeRegExp } from "#shared/text.js";
import type { TermEntry } from "#shared/schemas/term.js";

/**
 * Where the term base's Swedish names occur in a text (issue 43), for the engines that cannot be given
 * the terms any other way (their Swedish is protected and the English put in after), for the language
 * model's instructions and checks, and for the checks before publishing.
 *
 * A term matches in any case, as whole words (a letter on either side is no match), as written or in
 * the genitive (`Trafikverkets`, `SVT:s`): the forms names take in Swedish news. A longer term wins over
 * a shorter one it contains (`Region Stockholm` over `Stockholm`).
 */
export interface TermOccurrence {
  term: TermEntry;
  start: number;
  end: number;
  /** Written in the genitive: its English takes 's. */
  genitive: boolean;
}

const LETTER = /[\p{L}\p{M}\p{N}]/u;

/** One pattern per term list, longest terms first, so that the alternation prefers them. */
const patterns = new WeakMap<readonly TermEntry[], { pattern: RegExp; bySwedish: Map<string, TermEntry> }>();

function patternFor(terms: readonly TermEntry[]) {
  let compiled = patterns.get(terms);
  if (compiled) return compiled;
  const bySwedish = new Map<string, TermEntry>();
  for (const term of terms) bySwedish.set(normalise(term.swedish), term);
  const alternatives = [...bySwedish.keys()]
    .sort((a, b) => b.length - a.length)
    .map((swedish) => swedish.split(" ").map(escapeRegExp).join("\\s+"));
  const pattern = alternatives.length > 0 ? new RegExp(`(${alternatives.join("|")})(:?s)?`, "giu") : /(?!)/gu;
  compiled = { pattern, bySwedish };
  patterns.set(terms, compiled);
  return compiled;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("sv");

/** Every occurrence of a term in `text`, in order, none overlapping. */
export function findTerms(text: string, terms: readonly TermEntry[]): TermOccurrence[] {
  if (terms.length === 0 || !text) return [];
  const { pattern, bySwedish } = patternFor(terms);
  const found: TermOccurrence[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = start > 0 ? text[start - 1]! : "";
    const after = text[end] ?? "";
    if ((before && LETTER.test(before)) || (after && LETTER.test(after))) {
      // Inside a longer word: try again one character on.
      pattern.lastIndex = start + 1;
      continue;
    }
    const term = bySwedish.get(normalise(match[1]!));
    if (term) found.push({ term, start, end, genitive: Boolean(match[2]) });
  }
  return found;
}

/** The distinct terms that occur in `text`. */
export function termsIn(text: string, terms: readonly TermEntry[]): TermEntry[] {
  return [...new Set(findTerms(text, terms).map((occurrence) => occurrence.term))];
}

/** The English a term's occurrence is written with: its English, with 's in the genitive. */
export function englishFor(occurrence: Pick<TermOccurrence, "term" | "genitive">): string {
  const { english } = occurrence.term;
  return occurrence.genitive ? (english.endsWith("s") ? `${english}'` : `${english}'s`) : english;
}

/**
 * Whether an English text writes the term's English (in any case, as whole words; "the" at its start
 * may be left out or capitalised: "The Swedish Transport Administration says", "Transport
 * Administration staff").
 */
export function writesEnglish(text: string, term: Pick<TermEntry, "english">): boolean {
  const core = term.english.replace(/^the\s+/i, "").trim();
  if (!core) return true;
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{M}\\p{N}])${core.split(/\s+/).map(escapeRegExp).join("\\s+")}(?![\\p{L}\\p{M}])`,
    "iu",
  );
  return pattern.test(text);
}
