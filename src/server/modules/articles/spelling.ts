import type { ArticlesRepository, CorrectionCandidate } from "./articles.repository.js";

/** How many words of a query are corrected; later words stay as typed. */
export const CORRECTED_WORDS = 8;
/** How many published words (the closest by trigram similarity) are weighed for each misspelled one. */
export const CANDIDATES_PER_WORD = 8;
/** How many matching articles each clause's combinations are read from (a common word costs what a rare one does). */
export const ARTICLES_PER_CLAUSE = 100;
/** Shorter words are not corrected: too few letters to tell what was meant. */
const MIN_CORRECTED_LENGTH = 3;
/**
 * Longer words are not corrected: the vocabulary holds words of 3 to 40 letters (migration 0005), so a
 * longer one is nothing a reader mistyped, and comparing it with candidates would cost its whole length.
 */
const MAX_CORRECTED_LENGTH = 44;

/** Search words as typed: letters and digits only, so a correction can be matched word by word. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

type Repository = Pick<ArticlesRepository, "releaseScheduledSearchTerms" | "spellingCandidates" | "bestCorrections">;

/**
 * A query that matched nothing, each word replaced by the closest word that published articles contain,
 * chosen so that the corrected query finds articles; "" when nothing is closer. A word's candidates are
 * the published words most like it by trigrams (the index finds them); the closest of them is the one
 * fewest edits away (a letter added, dropped, changed or two swapped), and between as few edits the word
 * more articles contain ("polise": "police", in many of the demo's articles, before "polisen", in two).
 * The search reads the words as websearch syntax does: "or" separates clauses, and a clause matches when
 * all its words do. So each clause is corrected on its own:
 *  - a clause of one word takes its closest published word (every published word is in some article);
 *    a stop word ("the", which the search leaves out) stays;
 *  - a clause of several words takes, of each word's candidates and the word as typed (no edits: a word
 *    already right stays), the choice that some published article holds all of, with the fewest edits in
 *    all: "stockholm polise" becomes "stockholm police" when no article holds "stockholm polisen", and
 *    would become "stockholm polisen" if "police" never appeared beside "stockholm".
 * A clause no choice fits stays as typed. Whatever the number of words, this asks the repository at most
 * three times: release the words of articles that went live, the candidates of every word, and (only when
 * a clause has several words) the best combination of every clause.
 */
export async function correctQuery(repo: Repository, query: string): Promise<string> {
  const words = searchWords(query);
  if (!words.length) return "";
  const corrected = (word: string, at: number) =>
    at < CORRECTED_WORDS && word.length >= MIN_CORRECTED_LENGTH && word.length <= MAX_CORRECTED_LENGTH && word !== "or";
  const asked = words.flatMap((word, at) => (corrected(word, at) ? [at] : []));
  if (!asked.length) return "";
  await repo.releaseScheduledSearchTerms();
  const found = await repo.spellingCandidates(
    asked.map((at) => words[at]!),
    CANDIDATES_PER_WORD,
  );
  // Each word's candidates other than itself, closest first, and how many articles hold it when it is published.
  const candidates = words.map(() => [] as { word: string; distance: number; articles: number }[]);
  const heldBy = words.map(() => 0);
  for (const { at, word, articles } of found) {
    const index = asked[at]!;
    if (word === words[index]) heldBy[index] = articles;
    else candidates[index]!.push({ word, distance: editDistance(words[index]!, word), articles });
  }
  for (const list of candidates) list.sort((a, b) => a.distance - b.distance || b.articles - a.articles);

  const result = [...words];
  const clauses = clausesOf(words);
  const combined: CorrectionCandidate[] = [];
  clauses.forEach((clause, c) => {
    if (clause.length === 1) {
      // A published word that matched nothing alone is a stop word (the search leaves it out): it stays.
      const at = clause[0]!;
      if (!heldBy[at]) result[at] = candidates[at]![0]?.word ?? words[at]!;
      return;
    }
    // A clause whose words all are as typed has nothing to choose between, and did not match as typed.
    if (!clause.some((at) => candidates[at]!.length > 0)) return;
    for (const at of clause) {
      const typed = words[at]!;
      combined.push({ clause: c, group: at, typed, word: typed, distance: 0, articles: heldBy[at]! });
      for (const candidate of candidates[at]!) combined.push({ clause: c, group: at, typed, ...candidate });
    }
  });
  if (combined.length) {
    for (const choice of await repo.bestCorrections(combined, ARTICLES_PER_CLAUSE)) {
      for (const { group, word } of choice.words) result[group] = word;
    }
  }
  const correctedQuery = result.join(" ");
  return correctedQuery === words.join(" ") ? "" : correctedQuery;
}

/** The indexes of the words of each clause: the words between one "or" and the next (websearch syntax). */
function clausesOf(words: string[]): number[][] {
  const clauses: number[][] = [[]];
  words.forEach((word, at) => {
    if (word === "or") clauses.push([]);
    else clauses.at(-1)!.push(at);
  });
  return clauses.filter((clause) => clause.length > 0);
}

/**
 * How many edits turn `a` into `b`: a letter inserted, deleted or replaced, or two neighbours swapped
 * (optimal string alignment). Words are at most 40 letters (the vocabulary's limit) or a typed word.
 */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  // Three rows of the table: two back (for swaps), the previous and the current.
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}
