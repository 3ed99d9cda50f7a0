/**
 * The translation memory's segments (ADR 0033): how a Swedish segment is recognised again, how similar
 * two are, and how a freely edited article body is aligned back to the desk draft's blocks.
 */

/** A Swedish segment's key: lower case, quotes and dashes made one, punctuation and spacing ignored. */
export function segmentKey(text: string): string {
  return text
    .normalize("NFC")
    .toLocaleLowerCase("sv")
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * How alike two texts are, 0 to 1: one minus their edit distance (in characters) over the longer one's
 * length. Answers 0 without computing when the lengths alone rule out `atLeast`.
 */
export function editSimilarity(a: string, b: string, atLeast = 0): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  if (Math.min(a.length, b.length) / longer < atLeast) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return 1 - previous[b.length]! / longer;
}

/** Character trigrams of a text, for the alignment's cheap likeness. */
function trigrams(text: string): Map<string, number> {
  const padded = `  ${segmentKey(text)} `;
  const grams = new Map<string, number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const gram = padded.slice(i, i + 3);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** The Dice coefficient of two texts' trigrams: 1 the same, 0 nothing in common. */
export function trigramLikeness(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let common = 0;
  let total = 0;
  for (const [gram, n] of x) {
    common += Math.min(n, y.get(gram) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return total === 0 ? 0 : (2 * common) / total;
}

/**
 * The least likeness for a published paragraph to count as the edit of a draft block: an editor's fix
 * keeps most of the engine's words; a paragraph below this was written anew, or belongs elsewhere.
 */
export const ALIGN_MIN_LIKENESS = 0.35;

/**
 * Pairs the draft's blocks (each with the engine's English) with the published paragraphs, in order:
 * the alignment with the greatest total likeness, each block paired with at most one paragraph and each
 * paragraph with at most one block, neither order crossed (dynamic programming over both lists, as
 * sentence aligners do). A block the editor deleted, a paragraph they added, and a pair less alike than
 * ALIGN_MIN_LIKENESS stay unpaired. Answers [block index, paragraph index] pairs.
 */
export function alignBlocks(engineEnglish: readonly string[], published: readonly string[]): [number, number][] {
  const n = engineEnglish.length;
  const m = published.length;
  const likeness = engineEnglish.map((block) => published.map((paragraph) => trigramLikeness(block, paragraph)));
  // best[i][j]: the greatest total likeness aligning the first i blocks with the first j paragraphs.
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const pair = likeness[i - 1]![j - 1]!;
      best[i]![j] = Math.max(
        best[i - 1]![j]!,
        best[i]![j - 1]!,
        pair >= ALIGN_MIN_LIKENESS ? best[i - 1]![j - 1]! + pair : Number.NEGATIVE_INFINITY,
      );
    }
  }
  const pairs: [number, number][] = [];
  for (let i = n, j = m; i > 0 && j > 0; ) {
    const pair = likeness[i - 1]![j - 1]!;
    if (pair >= ALIGN_MIN_LIKENESS && best[i]![j] === best[i - 1]![j - 1]! + pair) {
      pairs.push([i - 1, j - 1]);
      i--;
      j--;
    } else if (best[i]![j] === best[i - 1]![j]) i--;
    else j--;
  }
  return pairs.reverse();
}

/** A Markdown paragraph as readers read it: its heading mark and the desk's escapes taken off. */
export function plainParagraph(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/, "")
    .replace(/\\([\\`*_{}[\]()#+\-.!<>&|~])/g, "$1")
    .trim();
}

/** The paragraphs of a Markdown or plain-text body, without the desk's "Also reported by" line. */
export function bodyParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map(plainParagraph)
    .filter((paragraph) => paragraph && !paragraph.startsWith("Also reported by:"));
}
