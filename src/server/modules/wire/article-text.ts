import { Readability } from "@mozilla/readability";
import { isClutterParagraph, REMOVED_TAGS, removeFurniture } from "./page-furniture.js";
import { markupTooBigOrDeep, parseDocument, restoreLessThan, tooBigOrDeep, withoutNonText } from "./page-markup.js";

/**
 * The main text of a news article page, as plain-text paragraphs in reading order, for translation.
 * Readability finds the article; we then drop what it keeps but an editor would not republish
 * (captions, share buttons, "Läs mer" links, ad labels, newsletter and cookie prompts).
 */
export interface ExtractedArticle {
  title: string | null;
  /** Every block's text, headings included, in reading order. */
  paragraphs: string[];
  /** The same blocks with their kind: a subheading is kept apart from the paragraphs it introduces. */
  blocks: TextBlock[];
  byline?: string | null;
}

export type TextBlockKind = "paragraph" | "heading";
export interface TextBlock {
  kind: TextBlockKind;
  text: string;
}

/** Pages are cut here before anything looks at them (the fetch is capped at 3 MB too). */
const MAX_PAGE_CHARS = 3 * 1024 * 1024;
/**
 * The markup left once comments, scripts and styles are out is cut here before parsing: parsing and
 * Readability are linear but not cheap (a megabyte of the worst markup, "&amp" repeated, takes about a
 * second). A news page's remaining markup is a few hundred kilobytes.
 */
export const MAX_HTML_CHARS = 1024 * 1024;
export const MAX_PARAGRAPHS = 200;
export const MAX_TEXT_CHARS = 100_000;
/** Less than this is no article: the caller falls back to the feed's summary. */
const MIN_PARAGRAPHS = 2;
const MIN_TEXT_CHARS = 200;
/** Deeper than this, an element's text is taken whole (hostile nesting must not exhaust the stack). */
const MAX_WALK_DEPTH = 150;

/** Elements that start a new paragraph; everything else is inline and joins its neighbours. */
const BLOCK_TAGS = new Set(
  "address article blockquote dd details div dl dt fieldset figure h1 h2 h3 h4 h5 h6 header hr li main ol p pre section summary table tbody td tfoot th thead tr ul".split(
    " ",
  ),
);
const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * `_url` is the page's address. Links are not kept in the text, so nothing needs resolving against it;
 * it stays in the signature so callers pass it and rules for one site can use it later.
 */
export function extractArticleText(html: string, _url: string): ExtractedArticle | null {
  try {
    return extract(html.slice(0, MAX_PAGE_CHARS));
  } catch {
    // Broken or hostile markup (or a DOM edge case in the parser): no article, use the summary.
    return null;
  }
}

function extract(page: string): ExtractedArticle | null {
  const html = withoutNonText(page).slice(0, MAX_HTML_CHARS);
  if (markupTooBigOrDeep(html)) return null;
  const doc = parseDocument(html);
  if (!doc?.body || tooBigOrDeep(doc.documentElement)) return null;
  const pageByline = bylineFromMarkup(doc);
  removeFurniture(doc);
  const article = new Readability<Node>(doc, { serializer: (node) => node }).parse();
  if (!article?.content || article.content.nodeType !== ELEMENT_NODE) return null;
  const title = collapse(article.title ?? "") || null;
  const blocks = articleBlocks(article.content as Element, title);
  const paragraphs = blocks.map((block) => block.text);
  const textChars = paragraphs.reduce((sum, p) => sum + p.length, 0);
  if (paragraphs.length < MIN_PARAGRAPHS || textChars < MIN_TEXT_CHARS) return null;
  return { title, paragraphs, blocks, byline: collapse(article.byline ?? "") || pageByline };
}

function bylineFromMarkup(doc: Document): string | null {
  const text = collapse(doc.querySelector('[rel~="author"], [itemprop~="author"]')?.textContent ?? "");
  return text && text.length <= 100 ? text : null;
}

interface Paragraph {
  text: string;
  linkChars: number;
  heading: boolean;
}

function articleBlocks(content: Element, title: string | null): TextBlock[] {
  const found: Paragraph[] = [];
  walkBlock(content, 0, found);
  const kept = found
    .map((p) => ({ ...p, text: cleanText(p.text) }))
    .filter((p) => p.text && !isGarbage(p.text) && !isLinkOnly(p) && !isClutterParagraph(p.text))
    .filter((p) => !(p.heading && title && sameText(p.text, title)));
  return capped(dropOrphanHeadings(dropDuplicates(kept)));
}

const newParagraph = (heading: boolean): Paragraph => ({ text: "", linkChars: 0, heading });

/** A block element is its own paragraph; blocks nested in it split it around them. */
function walkBlock(element: Element, depth: number, found: Paragraph[]) {
  const paragraph = newParagraph(HEADING_TAGS.has(element.localName));
  walkInto(element, depth, paragraph, false, found);
  flush(paragraph, found);
}

/** Inline elements and text join the paragraph being gathered. */
function walkInto(node: Node, depth: number, paragraph: Paragraph, inLink: boolean, found: Paragraph[]) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === TEXT_NODE) append(paragraph, child.nodeValue ?? "", inLink);
    if (child.nodeType !== ELEMENT_NODE) continue;
    const element = child as Element;
    if (REMOVED_TAGS.has(element.localName)) continue;
    if (depth >= MAX_WALK_DEPTH) {
      append(paragraph, ` ${element.textContent ?? ""} `, inLink);
    } else if (BLOCK_TAGS.has(element.localName)) {
      flush(paragraph, found);
      walkBlock(element, depth + 1, found);
    } else {
      walkInto(element, depth + 1, paragraph, inLink || element.localName === "a", found);
    }
  }
}

function append(paragraph: Paragraph, text: string, inLink: boolean) {
  paragraph.text += text;
  if (inLink) paragraph.linkChars += text.replace(/\s/g, "").length;
}

/** Hands over the text gathered so far (text before and after a nested block are two paragraphs). */
function flush(paragraph: Paragraph, found: Paragraph[]) {
  if (paragraph.text.trim()) found.push({ ...paragraph });
  paragraph.text = "";
  paragraph.linkChars = 0;
}

function cleanText(text: string) {
  // Soft hyphens and zero-width characters are invisible on the page and break words for translation.
  return collapse(restoreLessThan(text.replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, "")));
}

const collapse = (text: string) =>
  text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Bytes that were never text (a binary body decoded as UTF-8) come out as replacement characters. */
const isGarbage = (text: string) => (text.match(/\uFFFD/g)?.length ?? 0) > text.length * 0.05;

/** A short paragraph that is nothing but a link is navigation ("related", "more on this"). */
const isLinkOnly = (p: Paragraph) => p.text.length < 200 && p.linkChars >= p.text.replace(/\s/g, "").length * 0.9;

const sameText = (a: string, b: string) => a.toLocaleLowerCase("sv") === b.toLocaleLowerCase("sv");

function dropDuplicates(paragraphs: Paragraph[]) {
  const seen = new Set<string>();
  return paragraphs.filter((p) => !seen.has(p.text) && !!seen.add(p.text));
}

/** A heading with no text under it introduced something we removed (a link list, a form). */
function dropOrphanHeadings(paragraphs: Paragraph[]) {
  return paragraphs.filter((p, index) => !p.heading || (paragraphs[index + 1] && !paragraphs[index + 1]!.heading));
}

function capped(paragraphs: Paragraph[]): TextBlock[] {
  const out: TextBlock[] = [];
  let total = 0;
  for (const { text, heading } of paragraphs.slice(0, MAX_PARAGRAPHS)) {
    const kind: TextBlockKind = heading ? "heading" : "paragraph";
    if (total + text.length > MAX_TEXT_CHARS) {
      const room = MAX_TEXT_CHARS - total;
      const cut = text.lastIndexOf(" ", room) > 0 ? text.lastIndexOf(" ", room) : room;
      if (room > 200) out.push({ kind, text: text.slice(0, cut) });
      break;
    }
    out.push({ kind, text });
    total += text.length;
  }
  return out;
}
