/**
 * Splits running text into sentences, losing nothing: the pieces alternate sentence, gap,
 * sentence, gap … and joining them gives the input back. Gaps are the whitespace between two
 * sentences, kept verbatim, so paragraph breaks survive translation exactly.
 *
 * Every line break ends a sentence (a heading or a list line has no full stop). Inside a line a
 * sentence ends at . ! ? or … (with any closing quotes or brackets after it) when whitespace and a
 * sentence opening follow: a capital, a digit, an opening quote or bracket, or a dash that
 * introduces speech. A full stop does not end a sentence after an abbreviation the lexicon lists
 * (bl.a., t.ex., kl.) unless it is one that may close a sentence (m.m., osv.), nor after an
 * initial (S. Andersson). Numbers like 3.5 or 14.30 hold no whitespace and never split.
 *
 * Linear in the length of the text: one pass over the whitespace runs, and every look back or
 * ahead from a run is bounded.
 */

export interface Abbreviations {
  /** lower-case forms with their dots (bl.a., kl.) that never end a sentence */
  inner: ReadonlySet<string>;
  /** lower-case forms with their dots (m.m., osv.) that end one when a sentence opening follows */
  closing: ReadonlySet<string>;
}

const CLOSERS = /[”"’'»)\]]/u;
const ENDS = /[.!?…]/u;
const OPENING = /[\p{Lu}\d"”“«»([–—-]/u;
/** Longest abbreviation looked back at (o.s.v. and fr.o.m. fit). */
const MAX_ABBREVIATION = 12;
const MAX_CLOSERS = 3;

/** The text cut into [sentence, gap, sentence, gap, …, sentence]; the first and last may be "". */
export function splitSentences(text: string, abbreviations: Abbreviations): string[] {
  const pieces: string[] = [];
  let sentenceStart = 0;
  const whitespace = /\s+/gu;
  for (let run = whitespace.exec(text); run; run = whitespace.exec(text)) {
    const from = run.index;
    const to = from + run[0].length;
    const atEdge = from === 0 || to === text.length;
    if (atEdge || run[0].includes("\n") || endsSentence(text, from, to, abbreviations)) {
      pieces.push(text.slice(sentenceStart, from), run[0]);
      sentenceStart = to;
    }
  }
  pieces.push(text.slice(sentenceStart));
  return pieces;
}

/** Whether the sentence ends before the whitespace text[from, to). */
function endsSentence(text: string, from: number, to: number, abbreviations: Abbreviations): boolean {
  if (!OPENING.test(text[to] ?? "")) return false;
  let end = from;
  while (end > 0 && from - end < MAX_CLOSERS && CLOSERS.test(text[end - 1]!)) end--;
  const mark = text[end - 1] ?? "";
  if (!ENDS.test(mark)) return false;
  if (mark !== ".") return true;
  const word = wordBefore(text, end);
  const lower = word.toLowerCase();
  if (abbreviations.inner.has(lower)) return false;
  if (abbreviations.closing.has(lower)) return true;
  // An initial: "S. Andersson", "Anna B. Lind".
  return !/^\p{Lu}\.$/u.test(word);
}

/** The word ending with the full stop at end - 1, dots inside it included (bl.a.). */
function wordBefore(text: string, end: number): string {
  let start = end - 1;
  while (start > 0 && end - start <= MAX_ABBREVIATION && /[\p{L}.]/u.test(text[start - 1]!)) start--;
  return text.slice(start, end);
}
