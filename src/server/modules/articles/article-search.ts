import type { ArticleList } from "#shared/schemas/article.js";
import type { Pagination } from "#shared/schemas/common.js";
import type { ContentCache } from "../../invalidation/content-version.js";
import { offsetOf, toList } from "./article-fields.js";
import type { ArticleRow, ArticlesRepository } from "./articles.repository.js";
import { correctQuery } from "./spelling.js";
import { type PlaceSpelling, querySpellings } from "./place-spellings.js";

export type SearchAnswer = ArticleList & { correctedQuery?: string };

/** Where searches wait for their turn (plugins/search-turns.ts, passed in: modules import no plugin). */
export interface SearchTurns {
  run<T>(search: () => Promise<T>): Promise<T>;
}

/** A search's matches: how many, and the ids of the newest SEARCH_WINDOW of them, best first. */
interface RankedWindow {
  total: number;
  ranked: Int32Array;
}

const searchKey = (query: string) => `search:${query}`;
/** What a search that matches nothing is corrected to ("" when no word has a closer published one). */
const correctionKey = (query: string) => `correction:${query}`;

/** The part of a page that lies past the ranked window (read newest first): from which match, how many. */
function pastWindow({ total, ranked }: RankedWindow, page: Pagination): { from: number; count: number } {
  const offset = offsetOf(page);
  const inWindow = Math.max(0, Math.min(page.limit, ranked.length - offset));
  const from = Math.max(offset, ranked.length);
  return { from, count: Math.min(page.limit - inWindow, total - from) };
}

/**
 * How many of a search's newest matches are ranked by relevance; later matches follow newest first. Ranking
 * reads each candidate's whole document, but next to the pass that counts the matches it costs little
 * (a new search of a common word at 100,000 articles: 94 ms ranking 100, 105 ms 500, 107 ms 1,000), and
 * 500 is 42 pages of 12, more than readers page through.
 */
export const SEARCH_WINDOW = 500;

type SearchRepository = Pick<
  ArticlesRepository,
  | "searchRows"
  | "listPublicByIds"
  | "searchPastWindow"
  | "releaseScheduledSearchTerms"
  | "spellingCandidates"
  | "bestCorrections"
>;

/**
 * The readers' search of published articles: relevance-ranked full text, remembered until public content
 * changes, and corrected word by word to published words when nothing matches (spelling.ts).
 * `searchWindow`: how many of a search's newest matches are ranked (SEARCH_WINDOW; tests make it small).
 * `places`: the term base's place names written two ways; a search finds either spelling.
 */
export function createArticleSearch(
  repo: SearchRepository,
  changes: ContentCache,
  searchWindow = SEARCH_WINDOW,
  places: () => Promise<readonly PlaceSpelling[]> = async () => [],
) {
  /** The query as typed and with its place names written the other way (place-spellings.ts). */
  const spellingsOf = async (query: string) => querySpellings(query, await places().catch(() => []));

  /**
   * One page of a search. The ranked window and the total are found together and remembered until public
   * content changes, so paging through a search, or a second reader's same search, reads only its page's
   * rows. A page past the last match reads nothing; a page past the window continues newest first.
   */
  async function searchPage(query: string, page: Pagination) {
    const window = await changes.memo(searchKey(query), async (): Promise<RankedWindow> => {
      const rows = await repo.searchRows(await spellingsOf(query), searchWindow);
      // Kept as 32-bit integers, outside the JS heap: half what an array of numbers takes.
      return { total: rows[0]?.total ?? 0, ranked: Int32Array.from(rows, (row) => row.id) };
    });
    return pageOf(query, window, page);
  }

  async function pageOf(query: string, window: RankedWindow, page: Pagination) {
    const { total, ranked } = window;
    const offset = offsetOf(page);
    if (offset >= total) return { rows: [], total };
    const inWindow = Array.from(ranked.subarray(offset, offset + page.limit));
    const rows = inWindow.length > 0 ? await repo.listPublicByIds(inWindow) : [];
    const more = pastWindow(window, page);
    if (more.count > 0) rows.push(...(await repo.searchPastWindow(await spellingsOf(query), more.from, more.count)));
    return { rows, total };
  }

  /** What is remembered under `key`, when it is current and settled well; computes nothing. */
  const rememberedValue = <T>(key: string): Promise<T | undefined> =>
    changes.remembered<T>(key)?.catch(() => undefined) ?? Promise.resolve(undefined);
  const rememberedWindow = (query: string) => rememberedValue<RankedWindow>(searchKey(query));

  /** A query that matched nothing, corrected word by word to published words (see `correctQuery`). */
  const correction = (query: string) => correctQuery(repo, query);

  /** A page of the corrected search, naming the correction only when it found something. */
  const answer = (page: { rows: ArticleRow[]; total: number }, correctedQuery: string): SearchAnswer =>
    page.total > 0 ? { ...toList(page), correctedQuery } : toList(page);

  return {
    /**
     * The page of a search whose ranked window is remembered, when it lies inside the window: a read of its
     * rows by id, cheap enough to need no search turn (plugins/search-turns.ts). A search that matched
     * nothing is answered the same way from its remembered correction's window. Undefined when answering
     * would rank, correct a word, or read past the window: `search` does that.
     */
    async searchRemembered(query: string, page: Pagination): Promise<SearchAnswer | undefined> {
      const window = await rememberedWindow(query);
      if (!window) return undefined;
      if (window.total > 0)
        return pastWindow(window, page).count > 0 ? undefined : toList(await pageOf(query, window, page));
      const correctedQuery = await rememberedValue<string>(correctionKey(query));
      if (!correctedQuery) return correctedQuery === "" ? toList({ rows: [], total: 0 }) : undefined;
      const corrected = await rememberedWindow(correctedQuery);
      if (!corrected || pastWindow(corrected, page).count > 0) return undefined;
      return answer(await pageOf(correctedQuery, corrected, page), correctedQuery);
    },

    /**
     * Relevance-ranked full-text search. When nothing matches, each word is replaced by the closest
     * word that appears in an article readers can see, chosen so that the corrected words find articles
     * together (a typo such as "stokholm" finds "Stockholm", "stockholm polise" finds "stockholm police";
     * a draft's words are never offered) and the search runs again. The correction is remembered like the
     * window, so a second reader's same typo asks the spelling vocabulary nothing.
     */
    async search(query: string, page: Pagination): Promise<SearchAnswer> {
      const first = await searchPage(query, page);
      if (first.total > 0) return toList(first);
      const correctedQuery = await changes.memo(correctionKey(query), () => correction(query));
      if (!correctedQuery) return toList(first);
      return answer(await searchPage(correctedQuery, page), correctedQuery);
    },
  };
}
export type ArticleSearch = ReturnType<typeof createArticleSearch>;

/**
 * A reader's search, as GET /api/search and the search page answer it: the remembered page when a search
 * already ranked holds it (a read by id, no turn), else the search in its turn (plugins/search-turns.ts).
 * `whenTurnComes`: asked when the turn comes, before searching; what it gives (a client that left while
 * waiting) is answered instead, and the search is not run.
 */
export async function searchInTurn<Instead = never>(
  search: Pick<ArticleSearch, "searchRemembered" | "search">,
  turns: SearchTurns,
  query: string,
  page: Pagination,
  whenTurnComes: () => Instead | undefined = () => undefined,
): Promise<SearchAnswer | Instead> {
  const remembered = await search.searchRemembered(query, page);
  if (remembered) return remembered;
  return turns.run(async () => whenTurnComes() ?? search.search(query, page));
}
