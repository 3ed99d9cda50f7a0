/**
 * Near-duplicate detection for the wire (ADR 0022): two items from different sources report the same
 * event when their Swedish title + summary share enough word stems. Pure TypeScript, so it behaves the
 * same on PGlite and PostgreSQL; the ADR gives the precision and recall measured on the labelled set in
 * tests/fixtures/wire-story-pairs.json, and story-grouping.test.ts keeps them there.
 */

/** Words too common in Swedish news to say anything about which event a story is about. */
const STOPWORDS = new Set(
  (
    "och att det som en ett på är av för med till den har de inte om var sig från vi så kan man när år " +
    "han hon ska nu efter under vid eller men alla också där ut sin sina sitt mot hade blir blev bli " +
    "i in upp över utan vill får fick några mer än detta denna dessa dem deras hans hennes vad vem " +
    "hur då här nya ny nytt enligt uppger meddelar skriver säger visar efter inom samt varit vara " +
    "kommer även många mycket två tre fyra fem sex sju åtta nio tio första andra"
  ).split(" "),
);

/** Words are cut to this many letters: Swedish inflects at the end (storm/stormen, ström/strömmen, brand/branden meet). */
const STEM_LENGTH = 5;

/** Two items are the same story at or above this similarity (Jaccard of stems; chosen in ADR 0022). */
export const STORY_THRESHOLD = 0.35;
/** How far back a new item looks for its story, and at most how many recent items it compares with. */
export const STORY_WINDOW_DAYS = 3;
export const STORY_CANDIDATES = 500;

/** The word stems of an item's Swedish title and summary: lower case, numbers whole ("14 000", "2,25"). */
export function storyStems(title: string, summary: string | null): Set<string> {
  const text = `${title} ${summary ?? ""}`
    .normalize("NFKC")
    .toLowerCase()
    // "14 000" and "2,25" are one number each.
    .replace(/(\d)[\s\u00a0](?=\d{3}\b)/g, "$1")
    .replace(/(\d)[,.](?=\d)/g, "$1_");
  const stems = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}_]+/u)) {
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    stems.add(/\p{N}/u.test(word) ? word : word.slice(0, STEM_LENGTH));
  }
  return stems;
}

/** How alike two items are, 0 to 1: the Jaccard similarity of their stems (shared over all). */
export function storySimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const stem of a) if (b.has(stem)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface StoryCandidate {
  id: number;
  sourceId: number;
  /** coalesce(story_id, id): the story the candidate belongs to. */
  storyKey: number;
  stems: Set<string>;
}

/**
 * The stories a source's new items join: each item the most similar story at or above the threshold,
 * best pairs first, and never a story that already has an item from the same source (one source never
 * has two items in a story, so its own follow-ups stay apart). Items joining nothing are stories of
 * their own. The candidates include the new items themselves (as stories of their own).
 */
export function assignStories(
  sourceId: number,
  items: { id: number; stems: Set<string> }[],
  candidates: StoryCandidate[],
): { id: number; storyKey: number }[] {
  const newIds = new Set(items.map((i) => i.id));
  const taken = new Set(candidates.filter((c) => c.sourceId === sourceId && !newIds.has(c.id)).map((c) => c.storyKey));
  const pairs: { id: number; storyKey: number; score: number }[] = [];
  for (const item of items) {
    const best = new Map<number, number>();
    for (const c of candidates) {
      if (c.sourceId === sourceId || taken.has(c.storyKey)) continue;
      const score = storySimilarity(item.stems, c.stems);
      if (score >= STORY_THRESHOLD && score > (best.get(c.storyKey) ?? 0)) best.set(c.storyKey, score);
    }
    for (const [storyKey, score] of best) pairs.push({ id: item.id, storyKey, score });
  }
  pairs.sort((a, b) => b.score - a.score || a.id - b.id);
  const joined: { id: number; storyKey: number }[] = [];
  const placed = new Set<number>();
  for (const pair of pairs) {
    if (placed.has(pair.id) || taken.has(pair.storyKey)) continue;
    placed.add(pair.id);
    taken.add(pair.storyKey);
    joined.push({ id: pair.id, storyKey: pair.storyKey });
  }
  return joined;
}

/** The story one new item from `sourceId` joins (see assignStories), or null for a story of its own. */
export function findStory(sourceId: number, stems: Set<string>, candidates: StoryCandidate[]): number | null {
  return assignStories(sourceId, [{ id: -1, stems }], candidates)[0]?.storyKey ?? null;
}
