import { shortenAtWord } from "#shared/text.js";
import type { TranslationContext } from "../term-base.js";
import { termsIn } from "../term-matching.js";

/**
 * What a language model is told besides the text (TRANSLATE_PROVIDER=openai, issue 43): the house style,
 * the terms that occur in this text, and the paragraphs around it. Only the terms of this text are
 * listed: a whole term base in every request would cost time on a local model and invite it to use
 * terms where they do not belong.
 */

/** The neighbours are context, not work: each is cut to this length so that the request stays small. */
const MAX_NEIGHBOUR_LENGTH = 1_500;

/** Paragraphs as the engines count them: split on blank lines. */
export const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export function modelInstructions(text: string, context: TranslationContext): string {
  const paragraphs = paragraphsOf(text).length;
  const lines = [
    "You translate Swedish news into English for an English-language news site.",
    "- Write natural news English with British spelling.",
    "- Keep people's names as they are written. Translate quotations faithfully and keep them as quotations.",
    "- Translate everything and add nothing: no introduction, no notes, no explanations, no quotation marks or formatting around the answer.",
    paragraphs === 1
      ? "- The text is one paragraph: answer with one paragraph."
      : `- The text has ${paragraphs} paragraphs separated by blank lines: answer with ${paragraphs} paragraphs, separated by blank lines, in the same order.`,
  ];
  const terms = termsIn(text, context.termBase.terms);
  if (terms.length > 0) {
    lines.push("", "Write these names and terms exactly as given (Swedish → English):");
    for (const term of terms) {
      lines.push(term.keep ? `${term.swedish} → keep as written` : `${term.swedish} → ${term.english}`);
    }
  }
  const neighbour = (label: string, paragraph: string | undefined) => {
    if (!paragraph?.trim()) return;
    lines.push("", `${label} (context only: do not translate it or include it in the answer):`);
    lines.push(shortenAtWord(paragraph.trim(), MAX_NEIGHBOUR_LENGTH));
  };
  neighbour("The paragraph before the text", context.before);
  neighbour("The paragraph after the text", context.after);
  lines.push("", "Answer with the English translation of the user's text and nothing else.");
  return lines.join("\n");
}
