import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.js";

/** The draft's words that choose its category: this many of its most frequent significant ones. */
export const SUGGESTION_WORDS = 12;
/** Each category is judged by this many of its newest published articles. */
export const ARTICLES_PER_CATEGORY = 50;
/** The reason names at most this many of the words the chosen category's articles share. */
const REASON_WORDS = 3;

/** Common English words that say nothing of a story's subject (the database leaves out its own stop words too). */
const STOP_WORDS = new Set(
  `about above after again against also among another because been before being below between both but
  came can could did does doing done down during each either even ever every few first for from further
  had has have having her here hers him his how however into its itself just last later least less like
  made make many may might more most much must near never new next not now off once one only other our
  ours out over own per said same say says see she should since some still such than that the their them
  then there these they this those though three through till too two under until upon very was were what
  when where whether which while who whom whose why will with within without would year years yet you your`.split(
    /\s+/,
  ),
);

/**
 * A text's most frequent significant words, most frequent first (ties: first seen): words of three or
 * more letters that are no common English word or number, each in the spelling it has most often ("BankID").
 * `title` counts twice: a headline names the subject.
 */
export function significantWords(text: string, limit = SUGGESTION_WORDS, title = ""): string[] {
  const found = new Map<string, { count: number; first: number; spellings: Map<string, number> }>();
  let seen = 0;
  const add = (source: string, weight: number) => {
    for (const [word] of source.matchAll(/\p{L}[\p{L}\p{N}]*/gu)) {
      const key = word.toLocaleLowerCase("en");
      if (key.length < 3 || STOP_WORDS.has(key)) continue;
      const entry = found.get(key) ?? { count: 0, first: seen++, spellings: new Map<string, number>() };
      entry.count += weight;
      entry.spellings.set(word, (entry.spellings.get(word) ?? 0) + 1);
      found.set(key, entry);
    }
  };
  add(title, 2);
  add(text, 1);
  return [...found.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map(([key, { spellings }]) => {
      // The commonest spelling; between equally common ones, the lower-case one (not a sentence's first word).
      const best = [...spellings.entries()].sort(([a, x], [b, y]) => y - x || Number(a !== key) - Number(b !== key));
      return best[0]![0];
    });
}

export interface CategorySuggestion {
  categoryId: number;
  /** Why: "Like 4 published Crime articles: fraud, police, BankID". */
  reason: string;
}

interface RankedCategory {
  categoryId: number;
  name: string;
  articles: number;
  words: string[];
}

/**
 * The category whose newest published articles are most like a text: each category's articles are
 * ranked (ts_rank, the same English full-text document the articles search uses) against any of the
 * text's significant words, and the ranks summed. Null when no published article shares a word with it.
 */
export function createCategorySuggestion(db: Db) {
  return async function suggestCategory(text: string, title = ""): Promise<CategorySuggestion | null> {
    const words = significantWords(text, SUGGESTION_WORDS, title);
    if (words.length === 0) return null;
    const [best] = await queryRows<RankedCategory>(
      db,
      sql`with word as materialized (
          select w.word, w.at, plainto_tsquery('english', w.word) as q
          from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as w (word, at)
        ),
        useful as (select word, at, q from word where numnode(q) > 0),
        any_word as (select string_agg('(' || q::text || ')', ' | ')::tsquery as q from useful),
        hit as materialized (
          select r.category_id, r.search, ts_rank(r.search, any_word.q) as rank
          from categories c
          cross join lateral (
            select a.category_id, a.search from articles a
            where a.category_id = c.id and a.published and a.published_at <= now()
            order by a.published_at desc, a.id desc
            limit ${ARTICLES_PER_CATEGORY}
          ) as r
          cross join any_word
          where r.search @@ any_word.q
        )
        select h.category_id as "categoryId", c.name, count(*)::int as "articles",
          (select coalesce(jsonb_agg(u.word order by u.at), '[]'::jsonb) from useful u
            where exists (select 1 from hit h2 where h2.category_id = h.category_id and h2.search @@ u.q)) as "words"
        from hit h join categories c on c.id = h.category_id
        group by h.category_id, c.name
        order by sum(h.rank) desc, h.category_id
        limit 1`,
    );
    if (!best) return null;
    const plural = best.articles === 1 ? "article" : "articles";
    return {
      categoryId: best.categoryId,
      reason: `Like ${best.articles} published ${best.name} ${plural}: ${best.words.slice(0, REASON_WORDS).join(", ")}`,
    };
  };
}
export type SuggestCategory = ReturnType<typeof createCategorySuggestion>;
