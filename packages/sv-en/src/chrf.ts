/**
 * chrF (Popović 2015) as computed by sacreBLEU's default CHRF: character n-grams of orders 1..6
 * with whitespace removed, statistics summed over the whole corpus, precision and recall averaged
 * over the orders that occur, then the F-score with beta = 2 (recall weighs twice as much).
 */
const MAX_ORDER = 6;
const BETA = 2;

/** Per order: [hypothesis n-grams, reference n-grams, matching n-grams]. */
type Statistics = Array<[number, number, number]>;

export function chrfStatistics(hypothesis: string, reference: string): Statistics {
  const hyp = [...hypothesis.replace(/\s+/g, "")];
  const ref = [...reference.replace(/\s+/g, "")];
  const stats: Statistics = [];
  for (let n = 1; n <= MAX_ORDER; n++) {
    const hypCounts = ngrams(hyp, n);
    const refCounts = ngrams(ref, n);
    let matches = 0;
    for (const [gram, count] of hypCounts) matches += Math.min(count, refCounts.get(gram) ?? 0);
    stats.push([Math.max(hyp.length - n + 1, 0), Math.max(ref.length - n + 1, 0), matches]);
  }
  return stats;
}

function ngrams(chars: string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= chars.length; i++) {
    const gram = chars.slice(i, i + n).join("");
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

export function chrfFromStatistics(stats: Statistics): number {
  let precision = 0;
  let recall = 0;
  let orders = 0;
  for (const [hyp, ref, match] of stats) {
    if (hyp === 0 || ref === 0) continue;
    precision += match / hyp;
    recall += match / ref;
    orders++;
  }
  if (orders === 0) return 0;
  precision /= orders;
  recall /= orders;
  if (precision + recall === 0) return 0;
  const b2 = BETA * BETA;
  return (100 * (1 + b2) * precision * recall) / (b2 * precision + recall);
}

/** Corpus chrF: statistics are summed over all segments before the score is computed. */
export function corpusChrf(hypotheses: readonly string[], references: readonly string[]): number {
  if (hypotheses.length !== references.length) throw new Error("chrF needs one reference per hypothesis");
  const total: Statistics = Array.from({ length: MAX_ORDER }, () => [0, 0, 0]);
  hypotheses.forEach((hyp, i) => {
    chrfStatistics(hyp, references[i] ?? "").forEach(([h, r, m], n) => {
      const row = total[n]!;
      row[0] += h;
      row[1] += r;
      row[2] += m;
    });
  });
  return chrfFromStatistics(total);
}

export const sentenceChrf = (hypothesis: string, reference: string): number =>
  chrfFromStatistics(chrfStatistics(hypothesis, reference));
