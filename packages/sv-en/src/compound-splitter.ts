/**
 * Compound analysis for words the lexicon does not list. Swedish writes compounds as one word
 * (regeringsbeslut = regering + s + beslut); the last part is the head and carries the inflection
 * (regeringsbesluten = "the government decisions"), the parts before it become English modifiers.
 * The split is accepted only when every part is known; among several splits the one with the
 * fewest parts wins, then the one whose modifiers are nouns, then the longest head.
 */
import { type LexiconIndex, lookup, lookupForm, type ModifierStem } from "./lexicon-index.js";
import type { Analysis } from "./types.js";

const MIN_WORD = 5;
/** Longer chains of short stems are almost always false splits (besöksförbud ≠ be-sök-s-för-bud). */
const MAX_MODIFIERS = 2;
const MIN_HEAD = 2;
/**
 * Longer words are not split. Three parts of even twenty letters each stay under it, and the search
 * below grows with the cube of the length: a 5,000-letter word took ten seconds.
 */
const MAX_WORD = 60;

interface Segmentation {
  cost: number;
  parts: string[];
  /** the same parts as adverbs, for a verb head */
  adverbs: string[];
}

export function analyseCompound(word: string, index: LexiconIndex): Analysis[] {
  if (word.length > MAX_WORD) return [];
  const lower = word.toLowerCase();
  if (lower.length < MIN_WORD) return negatedAdjective(lower, index);
  let best: { cost: number; analyses: Analysis[] } | null = null;
  const memo = new Map<number, Segmentation | null>();
  for (let j = 2; j <= lower.length - MIN_HEAD; j++) {
    const head = lower.slice(j);
    const heads = (lookup(index, head) ?? []).filter(isHeadReading);
    if (heads.length === 0) continue;
    const modifiers = segment(lower, j, index.stems, memo);
    if (!modifiers) continue;
    const cost = modifiers.cost - head.length * 0.3 + (head.length < 3 ? 6 : 0);
    if (best && best.cost <= cost) continue;
    best = {
      cost,
      analyses: heads.map((h) => ({
        ...h,
        modifiers: [...(h.pos === "verb" ? modifiers.adverbs : modifiers.parts), ...(h.modifiers ?? [])],
      })),
    };
  }
  return best?.analyses ?? negatedAdjective(lower, index);
}

/** A compound ends in a noun, an adjective or a participle; a finite verb at the end is a false split. */
function isHeadReading(a: Analysis): boolean {
  if (a.pos === "verb") return a.vform === "ppart" || a.vform === "prespart" || Boolean(a.passive);
  return a.pos === "noun" || a.pos === "adj" || a.pos === "num";
}

/** Cheapest split of word[0, end) into modifier stems. */
function segment(
  word: string,
  end: number,
  stems: Map<string, ModifierStem[]>,
  memo: Map<number, Segmentation | null>,
): Segmentation | null {
  if (end === 0) return { cost: 0, parts: [], adverbs: [] };
  const cached = memo.get(end);
  if (cached !== undefined) return cached;
  let best: Segmentation | null = null;
  for (let start = end - 2; start >= 0; start--) {
    const options = stems.get(word.slice(start, end));
    if (!options) continue;
    const stem = pickStem(options);
    const rest = segment(word, start, stems, memo);
    if (!rest || rest.parts.length >= MAX_MODIFIERS) continue;
    const cost = rest.cost + 10 + stemPenalty(stem, end - start);
    if (!best || cost < best.cost) {
      best = { cost, parts: [...rest.parts, stem.en], adverbs: [...rest.adverbs, stem.adverb ?? stem.en] };
    }
  }
  memo.set(end, best);
  return best;
}

const KIND_ORDER: Record<ModifierStem["kind"], number> = { name: 0, noun: 1, num: 2, adj: 3, prefix: 4, verb: 5 };

function pickStem(options: ModifierStem[]): ModifierStem {
  return [...options].sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || Number(a.linked) - Number(b.linked),
  )[0]!;
}

function stemPenalty(stem: ModifierStem, length: number): number {
  const kind = stem.kind === "verb" ? 3 : stem.kind === "adj" ? 1 : 0;
  // Compound modifiers join with -s- (fotbollslag): a long linked stem beats a head starting in s.
  const linkedBonus = stem.linked && length >= 7 ? -2 : 0;
  return kind + (length < 3 ? 4 : 0) + (length < 4 ? 1 : 0) + linkedBonus;
}

/** o- negates adjectives: oklar → unclear, ovanlig → unusual. */
function negatedAdjective(lower: string, index: LexiconIndex): Analysis[] {
  if (!lower.startsWith("o") || lower.length < 5) return [];
  const base = (lookupForm(index, lower.slice(1)) ?? []).filter((a) => a.pos === "adj");
  return base.map((a) => ({ ...a, entry: { ...a.entry, en: `un${a.entry.en}` } }));
}
