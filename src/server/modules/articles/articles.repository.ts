import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { AdminArticleFilters, ArticleBulkAction } from "#shared/schemas/article.js";
import { type Db, queryRows } from "../../db/client.js";
import { type ArticleContentField, articles, categories } from "../../db/schema.js";
import { LISTED_CONTENT_FIELDS, pickFields } from "./article-fields.js";
import { type ReplacedVersion, recordRevision } from "./article-revisions.repository.js";

/** What readers may see: published, and the publication time has come (scheduled posts stay hidden). */
export const isPubliclyVisible = sql`(${articles.published} and ${articles.publishedAt} <= now())`;

/** A list's columns: the content but the body (article-fields.ts), the article's dates and its category's name. */
const listColumns = {
  id: articles.id,
  ...pickFields(articles, LISTED_CONTENT_FIELDS),
  categoryName: categories.name,
  categorySlug: categories.slug,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  bodyUpdatedAt: articles.bodyUpdatedAt,
};
const fullColumns = { ...listColumns, body: articles.body };

/** An article as the reads give it: a list's columns, and the body when one article was read. */
export type ArticleRow = Pick<
  typeof articles.$inferSelect,
  Exclude<keyof typeof listColumns, "categoryName" | "categorySlug">
> & { categoryName: string | null; categorySlug: string | null; body?: string };

/**
 * What a save writes: the content (article-fields.ts), with a category. A field left out (undefined) gets
 * the column's default in a new article and keeps what is stored in an update.
 */
export type ArticleWrite = Omit<Pick<typeof articles.$inferInsert, ArticleContentField>, "categoryId"> & {
  categoryId: number;
};

/** A published word close to the `at`th word of a query, and how many visible articles contain it. */
export interface SpellingCandidate {
  at: number;
  word: string;
  articles: number;
}

/** One word that may stand for the `group`th word of a query's `clause`th clause (see `bestCorrections`). */
export interface CorrectionCandidate {
  clause: number;
  group: number;
  /** The word of the query the group stands for. */
  typed: string;
  word: string;
  /** Its edit distance from the typed word (0 for the typed word itself): fewer edits are better. */
  distance: number;
  /** How many visible articles contain it: between words as close, the commoner is meant more often. */
  articles: number;
}

/** A clause's best correction: the word chosen for each of its groups that matters to the search. */
export interface CorrectionChoice {
  clause: number;
  words: { group: number; word: string }[];
}

export interface PublicFilter {
  featured?: boolean;
  categoryId?: number;
  excludeId?: number;
}

/** The conditions of a public list, with placeholders: statements are prepared once per shape of filter. */
function publicWhere(filter: PublicFilter): SQL {
  const conditions: SQL[] = [isPubliclyVisible];
  if (filter.featured !== undefined) conditions.push(eq(articles.featured, sql.placeholder("featured")));
  if (filter.categoryId !== undefined) conditions.push(eq(articles.categoryId, sql.placeholder("categoryId")));
  if (filter.excludeId !== undefined) conditions.push(ne(articles.id, sql.placeholder("excludeId")));
  return and(...conditions)!;
}

const filterShape = (filter: PublicFilter) =>
  `${filter.featured !== undefined ? "f" : ""}${filter.categoryId !== undefined ? "c" : ""}${filter.excludeId !== undefined ? "x" : ""}` ||
  "all";

/** `prepare(filter, shape)` once per shape of filter, kept for every later filter of that shape. */
function onePerShape<T>(prepare: (filter: PublicFilter, shape: string) => T): (filter: PublicFilter) => T {
  const prepared = new Map<string, T>();
  return (filter) => {
    const shape = filterShape(filter);
    let statement = prepared.get(shape);
    if (!statement) {
      statement = prepare(filter, shape);
      prepared.set(shape, statement);
    }
    return statement;
  };
}

const count = sql<number>`count(*)::int`;

/**
 * A search's words as a tsquery (websearch syntax: "quoted phrases", or, -excluded), for `search @@`;
 * given several spellings of one search, the tsquery of any of them.
 * A subquery (an InitPlan), so that the planner never sees the words: planned for a word in 93 % of the
 * articles, the match was tested by reading every article's whole document (1.3 s at 100,000 articles)
 * instead of asking the full-text index (0.15 s). A query with nothing the index can look up, only
 * excluded words ("-x", "a or -x"), would read every article: it is NULL, and finds nothing.
 */
const indexedTsquery = (query: string | readonly string[]) => {
  const spellings = typeof query === "string" ? [query] : query;
  // Several spellings of one search (place-spellings.ts): a match of any of them.
  const any = sql.join(
    spellings.map((spelling) => sql`websearch_to_tsquery('english', ${spelling})`),
    sql` || `,
  );
  return sql`(select q from (select ${any} as q) as spellings where querytree(q) <> 'T')`;
};

/** The admin list's conditions: drafts included; "published" means readers can see it, "scheduled" not yet. */
/** The staff list's filters, and whose articles it is limited to (contributors and authors see their own). */
export type AdminListFilters = AdminArticleFilters & { createdBy?: number };

function adminWhere(filters: AdminListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.createdBy !== undefined) conditions.push(eq(articles.createdBy, filters.createdBy));
  if (filters.status === "published") conditions.push(isPubliclyVisible);
  if (filters.status === "scheduled") conditions.push(sql`(${articles.published} and ${articles.publishedAt} > now())`);
  if (filters.status === "draft") conditions.push(eq(articles.published, false));
  if (filters.categoryId !== undefined) conditions.push(eq(articles.categoryId, filters.categoryId));
  if (filters.featured !== undefined) conditions.push(eq(articles.featured, filters.featured));
  if (filters.q) conditions.push(sql`${articles.search} @@ websearch_to_tsquery('english', ${filters.q})`);
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest created first unless asked otherwise; a search without an order asked for puts the best match first. */
function adminOrder(filters: AdminArticleFilters): SQL[] {
  if (filters.sort === "oldest") return [asc(articles.createdAt), asc(articles.id)];
  if (filters.sort === "updated") return [desc(articles.updatedAt), desc(articles.id)];
  const newest = [desc(articles.createdAt), desc(articles.id)];
  if (filters.q && !filters.sort)
    return [desc(sql`ts_rank_cd(${articles.search}, websearch_to_tsquery('english', ${filters.q}))`), ...newest];
  return newest;
}

/**
 * Told, inside a save's transaction, of the articles as it stored them (none when it deleted them): the
 * service writes the outbox rows of its content events there (events/event-bus.ts `inTransaction`, ADR 0028).
 */
export type WrittenHook = (tx: Db, stored: ArticleRow[]) => Promise<void>;

export function createArticlesRepository(db: Db) {
  const selectList = () =>
    db.select(listColumns).from(articles).leftJoin(categories, eq(categories.id, articles.categoryId));
  const selectFull = (on: Db = db) =>
    on.select(fullColumns).from(articles).leftJoin(categories, eq(categories.id, articles.categoryId));
  /** Tells `written` of the articles `ids` as stored now, on the write's transaction `tx`. */
  const tell = async (tx: Db, ids: number[], written?: WrittenHook) =>
    written?.(tx, (await selectFull(tx).where(inArray(articles.id, ids))) as ArticleRow[]);

  /**
   * One page of published articles, newest first. The page's ids are found first from the list index
   * alone, then only those rows are read: a deep page (offset 14,000) skips index entries, not rows.
   */
  const publicPage = onePerShape((filter, shape) => {
    const page = db
      .select({ id: articles.id })
      .from(articles)
      .where(publicWhere(filter))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .as("page");
    return selectList()
      .innerJoin(page, eq(page.id, articles.id))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .prepare(`articles_public_page_${shape}`);
  });
  const publicCount = onePerShape((filter, shape) =>
    db.select({ total: count }).from(articles).where(publicWhere(filter)).prepare(`articles_public_count_${shape}`),
  );
  // The reads behind every public page are prepared once: building their SQL cost more than running them.
  const publicBySlug = selectFull()
    .where(and(eq(articles.slug, sql.placeholder("slug")), isPubliclyVisible))
    .limit(1)
    .prepare("articles_public_by_slug");
  // Still visible: the search window and the most-read list are remembered, but the rows are read now.
  const publicByIds = selectList()
    .where(and(sql`${articles.id} = any(${sql.placeholder("ids")}::int[])`, isPubliclyVisible))
    .prepare("articles_search_page");
  const publicIdBySlug = db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, sql.placeholder("slug")), isPubliclyVisible))
    .limit(1)
    .prepare("articles_public_id_by_slug");

  return {
    async listPublic(filter: PublicFilter, offset: number, limit: number) {
      const rows = await publicPage(filter).execute({ ...filter, offset, limit });
      return rows as ArticleRow[];
    },

    async countPublic(filter: PublicFilter): Promise<number> {
      const [row] = await publicCount(filter).execute({ ...filter });
      return row?.total ?? 0;
    },

    async findPublicBySlug(slug: string) {
      const [row] = await publicBySlug.execute({ slug });
      return row as ArticleRow | undefined;
    },

    async findPublicIdBySlug(slug: string) {
      const [row] = await publicIdBySlug.execute({ slug });
      return row?.id;
    },

    async listAll(filters: AdminListFilters, offset: number, limit: number) {
      const where = adminWhere(filters);
      const [rows, [totals]] = await Promise.all([
        selectFull()
          .where(where)
          .orderBy(...adminOrder(filters))
          .limit(limit)
          .offset(offset),
        db.select({ total: count }).from(articles).where(where),
      ]);
      return { rows: rows as ArticleRow[], total: totals?.total ?? 0 };
    },

    /**
     * One action on many articles in one transaction: every id must exist, or nothing changes (answers
     * the number changed, or null when an id is unknown). Publishing dates an undated article now.
     */
    async bulk(ids: number[], action: ArticleBulkAction, written?: WrittenHook): Promise<number | null> {
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(inArray(articles.id, ids))
          .for("update");
        if (found.length !== ids.length) return null;
        const which = inArray(articles.id, ids);
        const now = new Date();
        if (action === "delete") await tx.delete(articles).where(which);
        else if (action === "publish")
          await tx
            .update(articles)
            .set({ published: true, publishedAt: sql`coalesce(${articles.publishedAt}, now())`, updatedAt: now })
            .where(which);
        else
          await tx
            .update(articles)
            .set({
              ...(action === "unpublish" ? { published: false } : { featured: action === "feature" }),
              updatedAt: now,
            })
            .where(which);
        await tell(tx, ids, written);
        return ids.length;
      });
    },

    async findById(id: number) {
      const [row] = await selectFull().where(eq(articles.id, id)).limit(1);
      return row as ArticleRow | undefined;
    },

    /** Who wrote the article and whether it is published or scheduled, for the roles' rules (article-permissions.ts). */
    async ownership(id: number): Promise<{ createdBy: number | null; published: boolean } | undefined> {
      const [row] = await db
        .select({ createdBy: articles.createdBy, published: articles.published })
        .from(articles)
        .where(eq(articles.id, id))
        .limit(1);
      return row;
    },

    async insert(values: ArticleWrite & { createdBy?: number }, written?: WrittenHook) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(articles).values(values).returning({ id: articles.id });
        await tell(tx, [row!.id], written);
        return row!.id;
      });
    },

    /**
     * Saves an article and keeps the version it replaced (`replaced`, when given) in one transaction: both
     * are written or neither is (ADR 0029). `bodyUpdatedAt`: set when the body of a live article changed
     * (the page then says when). False, and nothing written, when the article does not exist.
     */
    async update(
      id: number,
      values: ArticleWrite,
      {
        bodyUpdatedAt,
        replaced,
        written,
      }: { bodyUpdatedAt?: Date; replaced?: ReplacedVersion; written?: WrittenHook } = {},
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(articles)
          .set({ ...values, updatedAt: new Date(), ...(bodyUpdatedAt ? { bodyUpdatedAt } : {}) })
          .where(eq(articles.id, id))
          .returning({ id: articles.id });
        if (rows.length === 0) return false;
        if (replaced) await recordRevision(tx, replaced);
        await tell(tx, [id], written);
        return true;
      });
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
      return rows.length > 0;
    },

    /**
     * The search's ranked window: the newest `window` matches, best match first (then newest), each with
     * the number of matches in all (`total`; no row when nothing matches). One pass over the matches that
     * the full-text index finds counts them all and keeps the newest, without reading their documents (the
     * index decides a match, but for a "quoted phrase": word order is only in the document); only those
     * are ranked, as ranking reads each one's whole document (stored apart, compressed).
     */
    async searchRows(query: string | readonly string[], window: number): Promise<{ id: number; total: number }[]> {
      const tsquery = indexedTsquery(query);
      const newest = db
        .select({
          id: articles.id,
          publishedAt: articles.publishedAt,
          total: sql<number>`(count(*) over ())::int`.as("total"),
        })
        .from(articles)
        .where(and(isPubliclyVisible, sql`${articles.search} @@ ${tsquery}`))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(window)
        .as("newest");
      return db
        .select({ id: newest.id, total: newest.total })
        .from(newest)
        .innerJoin(articles, eq(articles.id, newest.id))
        .orderBy(desc(sql`ts_rank_cd(${articles.search}, ${tsquery})`), desc(newest.publishedAt), desc(newest.id));
    },

    /**
     * Visible articles by id, in the order given (one read, by primary key): a page of the ranked search
     * window, the most read. An id no longer visible is left out.
     */
    async listPublicByIds(ids: number[]): Promise<ArticleRow[]> {
      const rows = (await publicByIds.execute({ ids })) as ArticleRow[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Matches past the ranked window, newest first (not ranked): `offset` counts from the newest match.
     * Like the window, from the full-text index, so that a deep page costs at most one pass over the matches.
     */
    async searchPastWindow(query: string | readonly string[], offset: number, limit: number): Promise<ArticleRow[]> {
      const page = db
        .select({ id: articles.id })
        .from(articles)
        .where(and(isPubliclyVisible, sql`${articles.search} @@ ${indexedTsquery(query)}`))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit)
        .offset(offset)
        .as("page");
      const rows = await selectList()
        .innerJoin(page, eq(page.id, articles.id))
        .orderBy(desc(articles.publishedAt), desc(articles.id));
      return rows as ArticleRow[];
    },

    /**
     * Adds to the spelling vocabulary the words of scheduled articles whose time has come (migration
     * 0005): nobody edits an article when it goes live, so the vocabulary learns it here, just before
     * it is used. When nothing is due, which is nearly always, this is one probe of a small index.
     */
    async releaseScheduledSearchTerms(): Promise<void> {
      await db.execute(sql`select search_terms_release_due()`);
    },

    /**
     * For each of `words` (by its index), up to `perWord` words that visible articles contain and that are
     * close to it by trigram similarity, most similar first, with how many visible articles contain each:
     * one statement, one lookup of the trigram index per word.
     */
    async spellingCandidates(words: string[], perWord: number): Promise<SpellingCandidate[]> {
      if (words.length === 0) return [];
      return queryRows<SpellingCandidate>(
        db,
        sql`select (w.at - 1)::int as "at", t.word, t.visible_articles as "articles"
          from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as w (typed, at)
          cross join lateral (
            select s.word, s.visible_articles, similarity(s.word, w.typed) as similarity
            from search_terms s
            where s.word % w.typed
            order by similarity(s.word, w.typed) desc, s.word
            limit ${perWord}
          ) as t
          order by 1, t.similarity desc, 2`,
      );
    },

    /**
     * The best choice of one candidate per group that a visible article holds all of, for each clause: a
     * clause matches an article when every group does, a group when any of its candidates does (as the
     * search matches a word: its English stem). "Best" has the fewest edits in all, then the commonest
     * words, then is held by the most of the articles weighed. Up to `articlesPerClause` matching articles
     * of each clause are weighed, so that a common word costs what a rare one does. A clause that no
     * article matches has no answer; a group whose typed word is a stop word (which the search leaves out)
     * has none in its clause's answer. The matches are read once per clause (`hit` is materialized: inlined,
     * the planner read them again for every candidate).
     */
    async bestCorrections(candidates: CorrectionCandidate[], articlesPerClause: number): Promise<CorrectionChoice[]> {
      if (candidates.length === 0) return [];
      return queryRows<CorrectionChoice>(
        db,
        sql`with candidate as materialized (
            select c.clause, c.grp, c.word, c.distance, c.articles, to_tsquery('english', c.word) as q
            from (
              select (e->>'clause')::int as clause, (e->>'group')::int as grp, e->>'typed' as typed,
                e->>'word' as word, (e->>'distance')::int as distance, (e->>'articles')::int as articles
              from jsonb_array_elements(${JSON.stringify(candidates)}::jsonb) as e
            ) as c
            -- Stop words match nothing, and the search leaves them out: typed, their group does not count.
            where length(to_tsvector('english', c.word)) > 0 and length(to_tsvector('english', c.typed)) > 0
          ),
          grouped as (
            select clause, grp, string_agg('(' || q::text || ')', ' | ') as any_of from candidate group by clause, grp
          ),
          clause_query as (
            select clause, string_agg('(' || any_of || ')', ' & ')::tsquery as q from grouped group by clause
          ),
          hit as materialized (
            select cq.clause, h.id, h.search
            from clause_query cq
            cross join lateral (
              select ${articles.id} as id, ${articles.search} as search
              from ${articles}
              where ${isPubliclyVisible} and ${articles.search} @@ cq.q
              limit ${articlesPerClause}
            ) as h
          ),
          best as (
            select distinct on (h.clause, h.id, c.grp) h.clause, h.id, c.grp, c.word, c.distance, c.articles
            from hit h
            join candidate c on c.clause = h.clause and h.search @@ c.q
            order by h.clause, h.id, c.grp, c.distance, c.articles desc, c.word
          ),
          per_article as (
            select clause, id, sum(distance) as distance, sum(articles) as commonness,
              jsonb_agg(jsonb_build_object('group', grp, 'word', word) order by grp) as words
            from best
            group by clause, id
          )
          select distinct on (clause) clause, words
          from (
            select clause, words, min(distance) as distance, max(commonness) as commonness, count(*) as held
            from per_article
            group by clause, words
          ) as choices
          order by clause, distance, commonness desc, held desc, words::text`,
      );
    },

    /** The slugs in use that are `base` or `base-<n>`, for picking a free one. */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: articles.slug })
        .from(articles)
        .where(sql`${articles.slug} = ${base} or ${articles.slug} ~ ${`^${base}-[0-9]+$`}`);
      return rows.map((r) => r.slug);
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
      return Boolean(row);
    },

    /** The earliest publication time still in the future, for cache expiry. */
    async nextScheduledPublication(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | null>`min(${articles.publishedAt})`.mapWith(articles.publishedAt) })
        .from(articles)
        .where(and(eq(articles.published, true), sql`${articles.publishedAt} > now()`));
      return row?.at ?? null;
    },
  };
}
export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
