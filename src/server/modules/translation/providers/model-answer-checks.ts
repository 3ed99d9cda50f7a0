import type { TermEntry } from "#shared/schemas/term.js";
import { findTerms, writesEnglish } from "../term-matching.js";
import { paragraphsOf } from "./model-instructions.js";

/**
 * The checks a language model's answer must pass before it is used (issue 43). A model can do what no
 * machine-translation service does: greet, explain, summarise, drop or add a paragraph, wrap its answer
 * in quotes or a code block, or ignore a term. Every such answer is refused (an error: the dictionary
 * answers that text) rather than repaired, since a repair would guess at what the model meant. The only
 * thing taken away is a reasoning model's `<think>…</think>` block, which such models always write first
 * and which is no part of the answer.
 *
 * Length, per paragraph: Swedish and English news run close to one character for one (English needs more
 * words, Swedish writes compounds as one), so an honest translation is rarely 1.3 times the Swedish.
 * The bound is 1.5 times, plus 40 characters so that a short headline may come out a few words longer,
 * plus what the terms' English adds to their Swedish (`Trafikverket` is 12 characters, "the Swedish
 * Transport Administration" 36). An added sentence, an explanation or a translator's note passes it
 * only on a long paragraph, and the opening phrases are refused by name besides. The lower bound, half
 * the Swedish less 20 characters, refuses a summary in place of a translation.
 */
export const MAX_LENGTH_RATIO = 1.5;
const LENGTH_SLACK = 40;
export const MIN_LENGTH_RATIO = 0.5;
const SHORT_SLACK = 20;

/**
 * How a model's added opening starts ("Here is the translation:", "Sure! Here …", "Translation:"). Each
 * names translating or the answer, so that a sentence that merely opens with "Here are" or "Sure," (a
 * quotation: "Visst, säger hon") is not taken for one.
 */
const OPENING = [
  /^here(?:'s| is| are)\b[^\n]{0,60}\b(?:translat|english|version)/i,
  /^(?:sure|certainly|of course|absolutely)\b[^\n]{0,80}\b(?:translat|here)/i,
  /^(?:the\s+)?(?:english\s+)?translation\s*(?::|is\b)/i,
  /^(?:english(?: version| translation)?|translated(?: text)?)\s*:/i,
  /^i(?:'ve| have)? translated\b/i,
];
/** A note of the model's own, on a line of its own. */
const NOTE = [/^(?:note|notes|translator's note)\s*:/i, /^\(\s*(?:note|translator)/i];
const QUOTE_OR_DASH = /^["'“”‘’«»„–—-]/;
const QUOTE = /^["'“”‘’«»„]/;

/** The answer with a reasoning model's leading `<think>…</think>` taken away (found by indexOf: linear). */
function withoutThinking(answer: string): string {
  const text = answer.trimStart();
  if (!text.startsWith("<think>")) return answer;
  const end = text.indexOf("</think>");
  if (end === -1) throw new Error("the language model answered with its reasoning only");
  return text.slice(end + "</think>".length);
}

/**
 * The model's answer, trimmed, when it is a faithful translation of `source` by the checks above; throws
 * naming the first check it fails.
 */
export function checkedModelAnswer(source: string, answer: string, terms: readonly TermEntry[]): string {
  const english = withoutThinking(answer).replace(/\r\n?/g, "\n").trim();
  if (!english) throw new Error("the language model answered without a translation");
  if (english.includes("```")) throw new Error("the language model answered with a code block");
  const swedishParagraphs = paragraphsOf(source);
  const englishParagraphs = paragraphsOf(english);
  if (englishParagraphs.length !== swedishParagraphs.length) {
    throw new Error(
      `the language model answered with ${englishParagraphs.length} paragraphs for ${swedishParagraphs.length}`,
    );
  }
  englishParagraphs.forEach((paragraph, i) => {
    const swedish = swedishParagraphs[i]!;
    const lines = paragraph.split("\n").map((line) => line.trim());
    if (OPENING.some((pattern) => pattern.test(lines[0]!)) || lines.some((line) => NOTE.some((n) => n.test(line)))) {
      throw new Error("the language model added words of its own");
    }
    // Wrapped in quotes: an opening quote the Swedish does not have (Swedish opens a quotation with a dash too).
    if (QUOTE.test(paragraph) && !QUOTE_OR_DASH.test(swedish)) {
      throw new Error("the language model put quotation marks around its answer");
    }
    const occurrences = findTerms(swedish, terms);
    const growth = occurrences.reduce(
      (sum, { term }) => sum + Math.max(0, (term.keep ? term.swedish : term.english).length - term.swedish.length),
      0,
    );
    if (paragraph.length > MAX_LENGTH_RATIO * swedish.length + LENGTH_SLACK + growth) {
      throw new Error("the language model's answer is longer than a translation would be");
    }
    if (paragraph.length < MIN_LENGTH_RATIO * swedish.length - SHORT_SLACK) {
      throw new Error("the language model's answer is shorter than a translation would be");
    }
    for (const { term } of occurrences) {
      if (!writesEnglish(paragraph, term.keep ? { english: term.swedish } : term)) {
        throw new Error(`the language model did not write the term ${term.swedish}`);
      }
    }
  });
  // One blank line between paragraphs, whatever the model wrote between them.
  return englishParagraphs.join("\n\n");
}
