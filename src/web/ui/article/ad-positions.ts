import type { BodyNode } from "article-markup";

export type InArticleSlot = "in-article-1" | "in-article-2";

/** In-article ad slots by the paragraph they follow, counted from 1 (SPEC 2: after the second and the fifth). */
const AD_AFTER_PARAGRAPH: ReadonlyMap<number, InArticleSlot> = new Map([
  [2, "in-article-1"],
  [5, "in-article-2"],
]);

/**
 * Whether a block is a paragraph of text: a top-level `p` with words in it. A heading, list, quote or figure
 * is not, nor a paragraph of pictures only (their alt text is not read as text) or an empty one. Every
 * block of a plain-text body is a paragraph with words (split on blank lines, empty ones left out).
 */
export function isTextParagraph(block: BodyNode): boolean {
  if (typeof block === "string" || block.t !== "p") return false;
  // The tree is shallow (article-markup caps its nesting), but it is walked without recursion all the same.
  const pending: BodyNode[] = [...(block.c ?? [])];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node === "string") {
      if (node.trim()) return true;
    } else if (node.t !== "img") {
      for (const child of node.c ?? []) pending.push(child);
    }
  }
  return false;
}

/**
 * Where the in-article ads go: the index of the block each follows, with its slot. They follow the second
 * and the fifth paragraph, counting paragraphs only, so an ad always sits right after a paragraph, never
 * right under a heading (it may sit right above one, closing the section before it). A body with fewer
 * paragraphs has fewer ads: under two, none (as plain bodies always were).
 */
export function inArticleAdPositions(blocks: readonly BodyNode[]): Map<number, InArticleSlot> {
  const positions = new Map<number, InArticleSlot>();
  let paragraphs = 0;
  blocks.forEach((block, index) => {
    if (!isTextParagraph(block)) return;
    paragraphs += 1;
    const slot = AD_AFTER_PARAGRAPH.get(paragraphs);
    if (slot) positions.set(index, slot);
  });
  return positions;
}
