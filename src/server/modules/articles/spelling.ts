import type { ArticlesRepository, CorrectionCandidate } from "./articles.repository.js";

/** How many words of a query are corrected; later words stay as typed. */
export const CORRECTED_WORDS = 8;
/** How many published words are weighed for each misspelled one. */
export const CANDIDATES_PER_WORD = 8;
/** How many matching articles each clause's combinations are read from (a common word costs what a rare one does). */
export const ARTICLES_PER_CLAUSE = 100;
/** Shorter words are not corrected: too few letters to tell what was meant. */
const MIN_CORRECTED_LENGTH = 3;

/** Search words as typed: letters and digits only, so a correction can be matched word by word. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

type Repository = Pick<ArticlesRepository, "releaseScheduledSearchTerms" | "spellingCandidates" | "bestCorrections">;

/**
 * A query that matched nothing, each word replaced by the closest word that published articles contain,
 * chosen so that the corrected query finds articles; "" when nothing is closer. The search reads the words
 * as websearch syntax does: "or" separates clauses, and a clause matches when all its words do. So each
 * clause is corrected on its own:
 *  - a clause of one word takes the closest published word (every published word is in some article);
 *    a stop word ("the", which the search leaves out) stays;
 *  - a clause of several words takes, of each word's closest published words and the word as typed, the
 *    choice that some published article holds all of, the closest in sum (the typed word counts as the
 *    closest, so a word already right stays: "stockholm polise" becomes "stockholm police" even though
 *    "polisen" is closer to "polise", because no article holds both "stockholm" and "polisen").
 * A clause no choice fits stays as typed. Whatever the number of words, this asks the repository at most
 * three times: release the words of articles that went live, the candidates of every word, and (only when
 * a clause has several words) the best combination of every clause.
 */
export async function correctQuery(repo: Repository, query: string): Promise<string> {
  const words = searchWords(query);
  if (!words.length) return "";
  const corrected = (word: string, at: number) =>
    at < CORRECTED_WORDS && word.length >= MIN_CORRECTED_LENGTH && word !== "or";
  const asked = words.flatMap((word, at) => (corrected(word, at) ? [at] : []));
  if (!asked.length) return "";
  await repo.releaseScheduledSearchTerms();
  const found = await repo.spellingCandidates(
    asked.map((at) => words[at]!),
    CANDIDATES_PER_WORD,
  );
  // Each word's candidates other than itself, most similar first, and whether it is a published word itself.
  const candidates = words.map(() => [] as { word: string; similarity: number }[]);
  const published = words.map(() => false);
  for (const { at, word, similarity } of found) {
    const index = asked[at]!;
    if (word === words[index]) published[index] = true;
    else candidates[index]!.push({ word, similarity });
  }

  const result = [...words];
  const clauses = clausesOf(words);
  const combined: CorrectionCandidate[] = [];
  clauses.forEach((clause, c) => {
    if (clause.length === 1) {
      // A published word that matched nothing alone is a stop word (the search leaves it out): it stays.
      const at = clause[0]!;
      if (!published[at]) result[at] = candidates[at]![0]?.word ?? words[at]!;
      return;
    }
    // A clause whose words all are as typed has nothing to choose between, and did not match as typed.
    if (!clause.some((at) => candidates[at]!.length > 0)) return;
    for (const at of clause) {
      const typed = words[at]!;
      combined.push({ clause: c, group: at, typed, word: typed, similarity: 1 });
      for (const { word, similarity } of candidates[at]!)
        combined.push({ clause: c, group: at, typed, word, similarity });
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
