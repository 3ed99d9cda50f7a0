import { z } from "zod";
import { PAGE_SIZE } from "../constants.js";
import { paginationQuery } from "./common.js";

/**
 * Bounds on one search (GET /api/search and the search page). Far past what a reader types or pages to
 * (a pasted headline is about 12 words; a reader pages with Next), they bound what one request can cost:
 * every word is one more lookup in the full-text index, and the deepest page one pass over the matches.
 */
export const SEARCH_LIMITS = { characters: 200, words: 20, excludedWords: 3, page: 1000 } as const;

/** Words as the search counts them: runs of letters and digits. */
const wordCount = (query: string) => query.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/**
 * Excluded words (`-word`, `-"a phrase"`): a minus that does not join two parts of a word ("year-end" is
 * one word). It may count a stray minus that excludes nothing, which only errs on the safe side.
 */
const excludedCount = (query: string) => query.match(/(?<![\p{L}\p{N}])-/gu)?.length ?? 0;

/** Counted only once the length is known to be within bounds (a megabyte query gets the length's message). */
const withinLength = (query: string) => query.length <= SEARCH_LIMITS.characters;

export const searchText = z
  .string({ error: "Enter a search query" })
  .trim()
  .min(1, { error: "Enter a search query" })
  .max(SEARCH_LIMITS.characters, { error: `Search query must be at most ${SEARCH_LIMITS.characters} characters` })
  .refine((q) => !withinLength(q) || wordCount(q) <= SEARCH_LIMITS.words, {
    error: `Search query must be at most ${SEARCH_LIMITS.words} words`,
  })
  .refine((q) => !withinLength(q) || excludedCount(q) <= SEARCH_LIMITS.excludedWords, {
    error: `Search query may exclude at most ${SEARCH_LIMITS.excludedWords} words`,
  });

const pagination = paginationQuery(PAGE_SIZE.search);

export const searchQuery = pagination.extend({
  page: pagination.shape.page.refine((page) => page <= SEARCH_LIMITS.page, {
    error: `page must be at most ${SEARCH_LIMITS.page}`,
  }),
  q: searchText,
});
