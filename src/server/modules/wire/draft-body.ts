import { shortenAtWord } from "#shared/text.js";
import type { SourceMemoryMark } from "../../db/schema.js";
import type { TextBlockKind } from "./article-text.js";

/** One block of a desk draft: the source's Swedish text and its English translation. */
export interface DraftBlock {
  kind: TextBlockKind;
  swedish: string;
  english: string;
  /** The engine that gave the English, or "memory" (issue 43). */
  engine?: string;
  /** Taken from the translation memory: which unit, who fixed it, and the engine's own English. */
  memory?: SourceMemoryMark;
}

/** At most this many leading blocks are dropped as repeats of the title (a page may repeat it twice). */
const MAX_TITLE_REPEATS = 2;
/** Word overlap (Dice coefficient) from which two titles count as the same one reworded a little. */
const NEAR_EQUAL = 0.8;

const words = (text: string) =>
  text
    .toLocaleLowerCase("sv")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}\s]+/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

/**
 * Whether `text` is `title` again: the same words ignoring case and punctuation, or nearly (a site name
 * added, a word changed): their word overlap is at least 80 %.
 */
export function isSameTitle(text: string, title: string): boolean {
  const a = words(text);
  const b = words(title);
  if (a.length === 0 || b.length === 0) return false;
  if (a.join(" ") === b.join(" ")) return true;
  const counts = new Map<string, number>();
  for (const word of b) counts.set(word, (counts.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of a) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      common++;
      counts.set(word, left - 1);
    }
  }
  return (2 * common) / (a.length + b.length) >= NEAR_EQUAL;
}

/** The blocks without the title repeated at their start (in Swedish or in English). */
export function withoutRepeatedTitle(blocks: DraftBlock[], title: { swedish: string; english: string }): DraftBlock[] {
  let start = 0;
  while (
    start < Math.min(blocks.length, MAX_TITLE_REPEATS) &&
    (isSameTitle(blocks[start]!.swedish, title.swedish) || isSameTitle(blocks[start]!.english, title.english))
  )
    start++;
  return blocks.slice(start);
}

/**
 * Text that Markdown shows exactly as written: the characters that would start emphasis, a link, an
 * image, an entity or an autolink are escaped, and so is what would make a line a heading, a quote or a
 * list item. (The article-markup subset: markdown-it with escapes; no code spans, tables or HTML.)
 */
export function escapeMarkdown(text: string): string {
  const inline = text.replace(/[\\*_[\]<`]/g, "\\$&").replace(/&(?=#?\w+;)/g, "\\&");
  return inline
    .split("\n")
    .map((line) =>
      line
        .replace(/^(\s*)([#>])/, "$1\\$2")
        .replace(/^(\s*)([-+])(?=\s|$)/, "$1\\$2")
        .replace(/^(\s*\d+)([.)])(?=\s|$)/, "$1\\$2"),
    )
    .join("\n");
}

/** The draft's body: a paragraph per block, subheadings as `## …`, every text escaped to read literally. */
export function markdownBody(blocks: { kind: TextBlockKind; text: string }[]): string {
  return blocks
    .map(({ kind, text }) => (kind === "heading" ? `## ${escapeMarkdown(text)}` : escapeMarkdown(text)))
    .join("\n\n");
}

/** The excerpt: the lead (the first paragraph that is no subheading), shortened at a word. */
export function leadExcerpt(blocks: { kind: TextBlockKind; text: string }[], max: number): string | null {
  const lead = blocks.find((block) => block.kind === "paragraph" && block.text.trim());
  return lead ? shortenAtWord(lead.text.trim(), max) : null;
}
