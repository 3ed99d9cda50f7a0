import { createRequire } from "node:module";
import type { DOMParser as LinkedomParser } from "linkedom";

const require = createRequire(import.meta.url);
let Parser: typeof LinkedomParser | undefined;

/**
 * linkedom's parser, loaded the first time the desk reads a page: a server whose desk is idle never
 * carries it (about 20 MB of resident memory, ADR 0019). Loaded synchronously, so that parsing stays a
 * plain function (the linear-time tests time it as one).
 */
function domParser(): LinkedomParser {
  Parser ??= (require("linkedom") as typeof import("linkedom")).DOMParser;
  return new Parser();
}

/**
 * Parsing a fetched page into a DOM (linkedom) within bounds: what a news page never needs is taken out
 * of the markup first, in linear passes, because the parser is slowest on exactly that (a megabyte of
 * comments or of stray "<" took it tens of seconds), and a page too big or too deep is refused.
 */

/** More elements than this is not a news article; Readability's cost grows with it. */
export const MAX_ELEMENTS = 30_000;
/**
 * Deeper nesting than this is not a news article. Readability measures the text under every
 * element, so its cost grows with elements × depth: 5,000 nested divs alone take seconds.
 */
export const MAX_DEPTH = 250;
/**
 * Checked on the markup before parsing, because linkedom's parser itself slows down on hostile input
 * (50,000 nested spans take seconds). Generous: the DOM limits above are the precise ones.
 */
const MAX_MARKUP_TAGS = 2 * MAX_ELEMENTS;
const MAX_MARKUP_DEPTH = 1_000;

/** linkedom keeps the tree as written: give it one <html> with a <body> holding all the content. */
export function parseDocument(html: string): Document | null {
  const parser = domParser();
  let doc = parser.parseFromString(html, "text/html") as unknown as Document;
  if (doc.documentElement?.localName !== "html") {
    doc = parser.parseFromString(
      `<!DOCTYPE html><html><head></head><body>${html}</body></html>`,
      "text/html",
    ) as unknown as Document;
  }
  const root = doc.documentElement;
  const body = doc.body;
  if (!root || !body) return null;
  let beforeBody = true;
  for (const node of Array.from(root.childNodes)) {
    if (node === body) beforeBody = false;
    else if (node !== doc.head) beforeBody ? body.insertBefore(node, body.firstChild) : body.appendChild(node);
  }
  return doc;
}

/** Tags whose end tag may be left out (or never exists), so an open one says nothing about depth. */
const NO_END_TAG = new Set(
  "area base br col embed hr img input link meta source track wbr param p li dt dd option optgroup tr td th thead tbody tfoot colgroup caption rb rt rp html head body".split(
    " ",
  ),
);
/** A tag ends at the next ">" before any other "<": an unclosed tag is not rescanned to the end of the page by every later one. */
const TAG_PATTERN = /<(\/?)([a-zA-Z][\w:-]*)[^<>]*>/g;

/** A cheap count of start tags and an estimate of nesting, skipping script and style contents. */
export function markupTooBigOrDeep(html: string): boolean {
  const pattern = new RegExp(TAG_PATTERN.source, "g");
  let tags = 0;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const [tag, closing, rawName] = match;
    const name = rawName!.toLowerCase();
    if (!closing && (name === "script" || name === "style")) {
      const end = html.indexOf(`</${name}`, pattern.lastIndex);
      pattern.lastIndex = end < 0 ? html.length : end;
    }
    if (!closing && ++tags > MAX_MARKUP_TAGS) return true;
    if (NO_END_TAG.has(name) || tag.endsWith("/>")) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > MAX_MARKUP_DEPTH) return true;
  }
  return false;
}

/** Counts without recursion (hostile depth must not exhaust the stack); stops at the first limit crossed. */
export function tooBigOrDeep(root: Element): boolean {
  const stack: Array<[Element, number]> = [[root, 0]];
  let elements = 0;
  while (stack.length > 0) {
    const [element, depth] = stack.pop()!;
    if (++elements > MAX_ELEMENTS || depth > MAX_DEPTH) return true;
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Stands for a "<" that opens no tag until the text is taken out of the DOM (`restoreLessThan`): a
 * Unicode noncharacter, never in real text, that the parser passes through as an ordinary character,
 * where a million "&lt;" references cost it seconds.
 */
const STRAY_LESS_THAN = "\uFDD0";
export const restoreLessThan = (text: string) => text.replace(/\uFDD0/g, "<");

/** A comment, script or style opening, or a "<" that opens no tag (text such as "a < b", or garbage). */
const SKIPPED = /<!--|<(script|style)(?![\w-])|<(?![a-zA-Z/!?])/gi;

/**
 * The markup without comments, scripts (but structured data) and styles, never article text, and with every "<" that opens no
 * tag replaced by STRAY_LESS_THAN. One pass: each search starts where the last ended, and an opening never closed
 * drops the rest of the page.
 */
export function withoutNonText(html: string): string {
  const parts: string[] = [];
  let at = 0;
  const opening = new RegExp(SKIPPED.source, "gi");
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    parts.push(html.slice(at, match.index));
    const [found, element] = match;
    if (found === "<") {
      parts.push(STRAY_LESS_THAN);
      at = opening.lastIndex;
      continue;
    }
    const closing = element ? new RegExp(`</${element}\\s*>`, "gi") : /-->/g;
    closing.lastIndex = opening.lastIndex;
    const end = closing.exec(html);
    if (!end) return parts.join("");
    // Structured data stays: Readability reads the byline and title from it.
    const keep = element?.toLowerCase() === "script" && /^[^>]{0,200}ld\+json/i.test(html.slice(opening.lastIndex));
    parts.push(keep ? html.slice(match.index, closing.lastIndex) : " ");
    at = opening.lastIndex = closing.lastIndex;
  }
  parts.push(html.slice(at));
  return parts.join("");
}
