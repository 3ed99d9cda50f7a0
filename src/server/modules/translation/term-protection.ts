import type { TermEntry } from "#shared/schemas/term.js";
import { decodeEntities } from "../feeds/html-text.js";
import { englishFor, findTerms, type TermOccurrence } from "./term-matching.js";

/**
 * Term protection (issue 43), for the engines that cannot be given the term base (LibreTranslate,
 * Google): each occurrence of a term is sent already in English, inside `<span translate="no">…</span>`,
 * with the text as HTML (`format: "html"`); the answer's spans are then taken out again.
 *
 * Why this placeholder: both services document it. Google's Cloud Translation leaves the content of
 * `<span translate="no">` (and `class="notranslate"`) untouched when the text is sent as HTML;
 * LibreTranslate's HTML mode (argos translate-html) skips elements with `translate="no"` since 2021.
 * Opaque tokens (`ZXQ1ZXQ`) are documented by neither: neural engines split them into sub-words and
 * sometimes translate, inflect or drop the pieces. With the English itself inside the span, the service
 * sees a name where the name stands and builds the sentence around it, and the span's content says
 * which term it is, so the answer needs no ids the service might rewrite.
 *
 * An answer whose spans do not match what was sent (one lost, duplicated or changed), or that has markup
 * we did not send, is refused: the caller throws and the dictionary answers.
 */
export interface ProtectedText {
  /** The text as HTML, each term's occurrence replaced by its English in a no-translate span. */
  html: string;
  /** What each span holds, in order, with its occurrence. */
  spans: { english: string; occurrence: TermOccurrence }[];
}

/** How much longer than what was sent an answer may be before it is refused unread (bounds the work). */
const MAX_ANSWER_GROWTH = 4;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r?\n/g, "<br>");

/** The English an occurrence is written with: keep-terms as the term base writes them, genitive kept. */
function englishOf(occurrence: TermOccurrence): string {
  const { term } = occurrence;
  return englishFor({ term: term.keep ? { ...term, english: term.swedish } : term, genitive: occurrence.genitive });
}

/** The text with its terms protected, or undefined when no term occurs (then it is sent as plain text). */
export function protectTerms(text: string, terms: readonly TermEntry[]): ProtectedText | undefined {
  const occurrences = findTerms(text, terms);
  if (occurrences.length === 0) return undefined;
  let html = "";
  let at = 0;
  const spans: ProtectedText["spans"] = [];
  for (const occurrence of occurrences) {
    const english = englishOf(occurrence);
    html += `${escapeHtml(text.slice(at, occurrence.start))}<span translate="no">${escapeHtml(english)}</span>`;
    spans.push({ english, occurrence });
    at = occurrence.end;
  }
  html += escapeHtml(text.slice(at));
  return { html, spans };
}

const SPAN_OPEN = /<span\b[^<>]*>/gi;
const SPAN_CLOSE = "</span>";
const normaliseSpace = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The service's HTML answer as plain text with the terms' English put back. Throws when a span was lost,
 * duplicated or changed, or the answer has markup of its own.
 */
export function restoreTerms(answer: string, sent: ProtectedText, service: string): string {
  if (answer.length > MAX_ANSWER_GROWTH * sent.html.length + 1_000) throw new Error(`${service} answered too much`);
  // Split into text between spans and the spans' contents; the pattern cannot backtrack past a "<".
  const texts: string[] = [];
  const contents: string[] = [];
  let at = 0;
  SPAN_OPEN.lastIndex = 0;
  for (let open = SPAN_OPEN.exec(answer); open; open = SPAN_OPEN.exec(answer)) {
    const close = answer.indexOf(SPAN_CLOSE, SPAN_OPEN.lastIndex);
    if (close === -1) throw new Error(`${service} answered with an unclosed span`);
    texts.push(answer.slice(at, open.index));
    contents.push(answer.slice(SPAN_OPEN.lastIndex, close));
    at = close + SPAN_CLOSE.length;
    SPAN_OPEN.lastIndex = at;
  }
  texts.push(answer.slice(at));

  // Each span must be one that was sent, each sent one must come back once: match them by content.
  if (contents.length !== sent.spans.length) throw new Error(`${service} lost or duplicated a protected term`);
  // By content, each sent span once: a queue per English, read from `next` on (no shifting, no search).
  const unused = new Map<string, { spans: ProtectedText["spans"]; next: number }>();
  for (const span of sent.spans) {
    const key = normaliseSpace(span.english);
    const queue = unused.get(key) ?? { spans: [], next: 0 };
    queue.spans.push(span);
    unused.set(key, queue);
  }
  const restored = contents.map((content) => {
    const queue = unused.get(normaliseSpace(decodeEntities(content)));
    const span = queue?.spans[queue.next++];
    if (!span) throw new Error(`${service} changed a protected term`);
    return span;
  });

  const plain = texts.map((part) => {
    const text = part.replace(/<br\s*\/?>/gi, "\n");
    if (/<\/?[a-z!?]/i.test(text)) throw new Error(`${service} answered with markup that was not sent`);
    return decodeEntities(text);
  });

  let out = plain[0]!;
  restored.forEach((span, i) => {
    let english = span.english;
    let after = plain[i + 1]!;
    // The service may have put an article before a name that has its own ("the the Swedish …").
    if (/^the\s/i.test(english)) out = withoutTrailingThe(out);
    // A span glued to a word on either side lost its space.
    if (isWordChar(out.at(-1)) && isWordChar(english[0])) out += " ";
    if (isWordChar(after[0]) && isWordChar(english.at(-1))) after = ` ${after}`;
    // "the Swedish Transport Administration" opening a sentence is "The …"; keep-terms stay as written.
    if (!span.occurrence.term.keep && startsSentence(out)) english = capitalise(english);
    out += english + after;
  });
  return out;
}

// The helpers below look at the end of the text built so far by hand, not with `…$` patterns: those are
// tried at every position, and they run once per term in an answer of any length.

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const OPENERS = new Set([..."\"'“”‘’«»„([–—-"]);
const QUOTES = new Set([..."\"'“”‘’«»„"]);

/** `text` without a final "the" and the space after it. */
function withoutTrailingThe(text: string): string {
  let end = text.length;
  while (isSpace(text[end - 1])) end--;
  if (end === text.length || end < 3 || text.slice(end - 3, end).toLowerCase() !== "the") return text;
  return isWordChar(text[end - 4]) ? text : text.slice(0, end - 3);
}

/**
 * Whether text written after `before` starts a sentence: nothing before it, a new line, or a full stop,
 * ! or ? (or a colon and an opening quote) and then space, quotes or dashes.
 */
export function startsSentence(before: string): boolean {
  let end = before.length;
  let sawSpace = false;
  let sawQuote = false;
  let sawNewLine = false;
  for (; end > 0; end--) {
    const char = before[end - 1]!;
    if (isSpace(char)) {
      sawSpace = true;
      if (char === "\n") sawNewLine = true;
    } else if (OPENERS.has(char)) {
      if (QUOTES.has(char)) sawQuote = true;
    } else break;
  }
  if (end === 0 || sawNewLine) return true;
  const last = before[end - 1]!;
  if (last === ":") return sawQuote;
  return ".!?…".includes(last) && (sawSpace || sawQuote);
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase("en") + text.slice(1);
