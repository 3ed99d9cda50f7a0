import { sentenceChrf } from "sv-en";
import type { TermEntry } from "#shared/schemas/term.js";
import { termsIn, writesEnglish } from "../translation/term-matching.js";

/**
 * How much an editor changed a segment (issue 43, the Analytics screen): the engine's English against
 * what readers got, measured as translation research does.
 */

const wordsOf = (text: string) => text.toLocaleLowerCase("en").match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * Word edits (insertions, deletions, substitutions: a word-level Levenshtein distance) from the engine's
 * English to the published English, per published word: 0 untouched, 1 as many edits as words (TER
 * without shifts).
 */
export function wordEditRate(engine: string, published: string): number {
  const a = wordsOf(engine);
  const b = wordsOf(published);
  if (b.length === 0) return a.length === 0 ? 0 : 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]! / b.length;
}

/** The terms of the Swedish whose English the published text writes and the engine's did not. */
export function termsCorrected(swedish: string, engine: string, published: string, terms: readonly TermEntry[]) {
  return termsIn(swedish, terms)
    .filter((term) => writesEnglish(published, term) && !writesEnglish(engine, term))
    .map((term) => term.swedish);
}

export interface SegmentReview {
  engine: string;
  fromMemory: boolean;
  chrf: number;
  wordEditRate: number;
  words: number;
  termsCorrected: string[];
}

export function reviewSegment(
  segment: { swedish: string; engineEnglish: string; published: string; engine: string; fromMemory: boolean },
  terms: readonly TermEntry[],
): SegmentReview {
  return {
    engine: segment.engine,
    fromMemory: segment.fromMemory,
    chrf: sentenceChrf(segment.engineEnglish, segment.published),
    wordEditRate: wordEditRate(segment.engineEnglish, segment.published),
    words: wordsOf(segment.published).length,
    termsCorrected: termsCorrected(segment.swedish, segment.engineEnglish, segment.published, terms),
  };
}
