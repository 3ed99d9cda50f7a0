import { imageSources } from "article-markup";
import { isOwnImage } from "#shared/schemas/image-address.js";
import type {
  AdminArticleFilters,
  Article,
  ArticleBulkInput,
  ArticleInput,
  ArticleList,
  BodyFormat,
  Revision,
  RevisionSummary,
} from "#shared/schemas/article.js";
import type { Pagination } from "#shared/schemas/common.js";
import type { RenderedBody } from "#shared/reader-api.js";
import { slugify } from "#shared/schemas/common.js";
import type { ContentChanges } from "../../invalidation/content-version.js";
import { conflictOnDuplicate } from "../../db/unique-violation.js";
import { badRequest, notFound } from "../../http-error.js";
import type { ArticleCheck, ArticleChecksInput } from "#shared/schemas/article-checks.js";
import { createBodyRenderer, type ImageSizes } from "./article-body.js";
import { type CheckedArticle, checkArticle, publishRefusal, type UntranslatedWordsOf } from "./article-checks.js";
import { type ArticleAction, listedFor, type Writer } from "#shared/article-permissions.js";
import { checkArticleAccess } from "./article-permissions.js";
import type { RevisionRow, RevisionsRepository } from "./article-revisions.repository.js";
import { correctQuery } from "./spelling.js";
import type { ArticleRow, ArticlesRepository, ArticleWrite, PublicFilter } from "./articles.repository.js";

const DUPLICATE = "An article with this slug already exists";

function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    ...(row.body !== undefined ? { body: row.body } : {}),
    author: row.author,
    categoryId: row.categoryId,
    category:
      row.categoryId !== null && row.categoryName !== null && row.categorySlug !== null
        ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug }
        : null,
    heroImage: row.heroImage,
    thumbImage: row.thumbImage,
    featured: row.featured,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sourceName: row.sourceName,
    sourceUrl: row.sourceUrl,
    bodyUpdatedAt: row.bodyUpdatedAt?.toISOString() ?? null,
    bodyFormat: row.bodyFormat,
    heroAlt: row.heroAlt,
    heroCaption: row.heroCaption,
    heroCredit: row.heroCredit,
  };
}

function toRevision(row: RevisionRow): Revision {
  return {
    id: row.id,
    articleId: row.articleId,
    savedAt: row.createdAt.toISOString(),
    savedBy: row.savedBy,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    author: row.author,
    categoryId: row.categoryId,
    heroImage: row.heroImage,
    thumbImage: row.thumbImage,
    featured: row.featured,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    sourceName: row.sourceName,
    sourceUrl: row.sourceUrl,
    bodyFormat: row.bodyFormat,
    heroAlt: row.heroAlt,
    heroCaption: row.heroCaption,
    heroCredit: row.heroCredit,
  };
}

/** Live: published and its time has come. */
const isLive = (row: Pick<ArticleRow, "published" | "publishedAt">) =>
  row.published && row.publishedAt !== null && row.publishedAt.getTime() <= Date.now();

/**
 * Made public by its last save: published and dated no later than the save. One dated later is scheduled,
 * and its publication is announced when the time comes (modules/websub, ADR 0025): both read the stored
 * dates, so each publication is announced once, by one or the other.
 */
const publishedBySave = (row: Pick<ArticleRow, "published" | "publishedAt" | "updatedAt">) =>
  row.published && row.publishedAt !== null && row.publishedAt.getTime() <= row.updatedAt.getTime();

/** Told, after the save, of the articles a save made public (they were not live before it). */
export type PublicationHook = (articles: Article[]) => void;

const toList = ({ rows, total }: { rows: ArticleRow[]; total: number }): ArticleList => ({
  articles: rows.map(toArticle),
  total,
});

const offsetOf = ({ page, limit }: Pagination) => (page - 1) * limit;

export type SearchAnswer = ArticleList & { correctedQuery?: string };

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

export const FOREIGN_IMAGE = "Images in the text must be uploaded images: add them with the Image button";
/**
 * Consecutive autosaves by one person keep one revision (the version before the first of them) for this
 * long; after it, the next autosave keeps another, so a long sitting still leaves a version every so often.
 */
export const AUTOSAVE_COLLAPSE_MS = 10 * 60_000;
export const AUTOSAVE_DRAFTS_ONLY = "Autosave keeps drafts only: save a published or scheduled article with Update";

/** How a save came about: `autosave` when the editor saved by itself after a pause in typing. */
export interface SaveOptions {
  autosave?: boolean;
  /** The signed-in person saving, held to their role's rules (article-permissions.ts). */
  writer?: Writer;
}

export function createArticlesService(
  repo: ArticlesRepository,
  changes: ContentChanges,
  revisions: RevisionsRepository,
  options: {
    mediaPublicUrl?: string;
    imageSizes?: ImageSizes;
    /** How many of a search's newest matches are ranked (SEARCH_WINDOW; tests make it small). */
    searchWindow?: number;
    /** The Swedish words left in an article's text, for the checks before publishing (none when absent). */
    untranslatedWordsOf?: UntranslatedWordsOf;
    onPublished?: PublicationHook;
  } = {},
) {
  const renderBody = createBodyRenderer(options);

  /** Calls the publication hook with the saved articles that were not live before and are public now. */
  function announcePublished(saves: Array<{ before?: ArticleRow; after?: ArticleRow }>) {
    if (!options.onPublished) return;
    const made = saves.flatMap(({ before, after }) =>
      after && publishedBySave(after) && !(before && isLive(before)) ? [toArticle(after)] : [],
    );
    if (made.length > 0) options.onPublished(made);
  }
  /**
   * Published without a date gets now (SPEC 4); a draft keeps whatever date the editor set. A Markdown
   * body may show only our own uploads (`format`: the body's format, the stored one when not sent).
   */
  /** Refuses (403) what the writer's role may not do to the stored article (article-permissions.ts). */
  async function mayDo(id: number, writer: Writer | undefined, action: ArticleAction, publishes = false) {
    if (writer) checkArticleAccess(writer, await repo.ownership(id), action, publishes);
  }
  const mayRead = (id: number, writer: Writer | undefined) => mayDo(id, writer, "read");

  async function toWrite(input: ArticleInput, format: BodyFormat = "text"): Promise<ArticleWrite> {
    const images = imageSources(input.body, input.bodyFormat ?? format);
    if (images.some((src) => !isOwnImage(src, options.mediaPublicUrl))) throw badRequest(FOREIGN_IMAGE);
    if (!(await repo.categoryExists(input.categoryId))) throw badRequest("Category not found");
    const publishedAt = input.published && !input.publishedAt ? new Date() : input.publishedAt;
    return { ...input, publishedAt };
  }

  /** Publishing with placeholder alt text is refused (issue 30): nothing is saved. */
  function refusePlaceholders(values: ArticleWrite, stored?: Pick<ArticleRow, "bodyFormat" | "heroAlt">) {
    if (!values.published) return;
    const refusal = publishRefusal({
      body: values.body,
      bodyFormat: values.bodyFormat ?? stored?.bodyFormat ?? "text",
      excerpt: values.excerpt,
      heroImage: values.heroImage,
      heroAlt: values.heroAlt !== undefined ? values.heroAlt : (stored?.heroAlt ?? null),
    });
    if (refusal) throw badRequest(refusal);
  }

  /**
   * Whether an autosave by `savedBy` keeps a revision: not when the article's newest revision was kept by
   * an autosave of the same person a short while ago (the autosaves since then are one sitting).
   */
  async function autosaveKeepsRevision(id: number, savedBy: string): Promise<boolean> {
    const latest = await revisions.latest(id);
    return !(
      latest?.autosave &&
      latest.savedBy === savedBy &&
      Date.now() - latest.createdAt.getTime() < AUTOSAVE_COLLAPSE_MS
    );
  }

  const searchWindow = options.searchWindow ?? SEARCH_WINDOW;

  /**
   * One page of a search. The ranked window and the total are found together and remembered until public
   * content changes, so paging through a search, or a second reader's same search, reads only its page's
   * rows. A page past the last match reads nothing; a page past the window continues newest first.
   */
  async function searchPage(query: string, page: Pagination) {
    const window = await changes.memo(searchKey(query), async (): Promise<RankedWindow> => {
      const rows = await repo.searchRows(query, searchWindow);
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
    if (more.count > 0) rows.push(...(await repo.searchPastWindow(query, more.from, more.count)));
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
    async listPublic(filter: PublicFilter, page: Pagination): Promise<ArticleList> {
      const [rows, total] = await Promise.all([
        repo.listPublic(filter, offsetOf(page), page.limit),
        changes.memo(`count:${filter.featured}:${filter.categoryId}:${filter.excludeId}`, () =>
          repo.countPublic(filter),
        ),
      ]);
      return toList({ rows, total });
    },

    async related({ id, categoryId }: Pick<Article, "id" | "categoryId">, limit: number): Promise<Article[]> {
      if (categoryId === null) return [];
      const rows = await repo.listPublic({ categoryId, excludeId: id }, 0, limit);
      return rows.map(toArticle);
    },

    /** Visible articles by id, in the order given; those no longer visible are left out. */
    async listPublicByIds(ids: number[]): Promise<Article[]> {
      return ids.length === 0 ? [] : (await repo.listPublicByIds(ids)).map(toArticle);
    },

    async getPublic(slug: string): Promise<Article> {
      const row = await repo.findPublicBySlug(slug);
      if (!row) throw notFound("Article not found");
      return toArticle(row);
    },

    /** A published article with its body rendered, for its page. */
    async getPublicRendered(slug: string): Promise<Article & { rendered: RenderedBody }> {
      const article = await this.getPublic(slug);
      return { ...article, rendered: await renderBody(article) };
    },

    /** Any article by id, drafts and scheduled ones included, exactly as stored: for staff only (preview). */
    async getForStaff(id: number, writer?: Writer): Promise<Article> {
      await mayRead(id, writer);
      const row = await repo.findById(id);
      if (!row) throw notFound("Article not found");
      return toArticle(row);
    },

    /** Refuses (403) a writer who may not read the article (someone else's, for contributors and authors). */
    mayRead,

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

    /** Every article, drafts and scheduled ones included, filtered and ordered as staff ask. */
    async listAll(page: Pagination, filters: AdminArticleFilters = {}, writer?: Writer): Promise<ArticleList> {
      return toList(await repo.listAll({ ...filters, createdBy: listedFor(writer) }, offsetOf(page), page.limit));
    },

    /** One action on up to 100 articles, all or none (404 when any of them does not exist). */
    async bulk({ ids, action }: ArticleBulkInput): Promise<number> {
      const before = action === "publish" ? await Promise.all(ids.map((id) => repo.findById(id))) : [];
      for (const row of before) {
        if (!row) throw notFound("Article not found");
        const refusal = publishRefusal({ ...row, body: row.body ?? "" });
        if (refusal) throw badRequest(`${refusal} (in “${row.title}”)`);
      }
      const affected = await repo.bulk(ids, action);
      if (affected === null) throw notFound("Article not found");
      changes.bump();
      if (action === "publish" && options.onPublished) {
        const after = await Promise.all(ids.map((id) => repo.findById(id)));
        announcePublished(after.map((row, i) => ({ before: before[i], after: row })));
      }
      return affected;
    },

    async create(input: ArticleInput, writer?: Writer): Promise<Article> {
      checkArticleAccess(writer, undefined, "save", input.published);
      const values = await toWrite(input);
      refusePlaceholders(values);
      const id = await conflictOnDuplicate(DUPLICATE, () => repo.insert({ ...values, createdBy: writer?.id }));
      changes.bump();
      const created = (await repo.findById(id))!;
      announcePublished([{ after: created }]);
      return toArticle(created);
    },

    /**
     * Saves an article; the version it replaces is kept as a revision, naming who saved (`savedBy`). An
     * autosave saves drafts only, and consecutive ones keep one revision (`autosaveKeepsRevision`).
     */
    async update(id: number, input: ArticleInput, savedBy = "Staff", { autosave = false, writer }: SaveOptions = {}) {
      await mayDo(id, writer, "save", input.published);
      const before = await repo.findById(id);
      if (!before) throw notFound("Article not found");
      if (autosave && (before.published || input.published)) throw badRequest(AUTOSAVE_DRAFTS_ONLY);
      const values = await toWrite(input, before.bodyFormat);
      refusePlaceholders(values, before);
      const formatChanged = values.bodyFormat !== undefined && values.bodyFormat !== before.bodyFormat;
      const bodyChangedLive = isLive(before) && (before.body !== values.body || formatChanged);
      const updated = await conflictOnDuplicate(DUPLICATE, () =>
        repo.update(id, values, bodyChangedLive ? new Date() : undefined),
      );
      if (!updated) throw notFound("Article not found");
      if (!autosave || (await autosaveKeepsRevision(id, savedBy)))
        await revisions.record(before as ArticleRow & { body: string }, savedBy, autosave);
      // A draft saved as a draft changes nothing readers see.
      if (!autosave) changes.bump();
      const saved = (await repo.findById(id))!;
      announcePublished([{ before, after: saved }]);
      return toArticle(saved);
    },

    /** The problems found in a saved article (see article-checks.ts). */
    async checks(id: number, writer?: Writer): Promise<ArticleCheck[]> {
      await mayRead(id, writer);
      const row = await repo.findById(id);
      if (!row) throw notFound("Article not found");
      return checkArticle({ ...row, body: row.body ?? "" }, id, options.untranslatedWordsOf);
    },

    /** The problems in text not saved yet (what the editor is about to publish). */
    async checksOf({ articleId, ...input }: ArticleChecksInput, writer?: Writer): Promise<ArticleCheck[]> {
      if (articleId !== null) await mayRead(articleId, writer);
      const stored = articleId !== null ? await repo.findById(articleId) : undefined;
      if (articleId !== null && !stored) throw notFound("Article not found");
      const article: CheckedArticle = {
        ...input,
        bodyFormat: input.bodyFormat ?? stored?.bodyFormat ?? "text",
        heroAlt: input.heroAlt,
      };
      return checkArticle(article, articleId, options.untranslatedWordsOf);
    },

    async listRevisions(id: number, writer?: Writer): Promise<RevisionSummary[]> {
      await mayRead(id, writer);
      if (!(await repo.findById(id))) throw notFound("Article not found");
      return (await revisions.list(id)).map((r) => ({
        id: r.id,
        title: r.title,
        savedBy: r.savedBy,
        savedAt: r.createdAt.toISOString(),
      }));
    },

    async getRevision(id: number, revisionId: number, writer?: Writer): Promise<Revision> {
      await mayRead(id, writer);
      const row = await revisions.find(id, revisionId);
      if (!row) throw notFound("Revision not found");
      return toRevision(row);
    },

    /** Puts a revision's text and settings back, as a new save (so the version it replaces is kept too). */
    async restoreRevision(id: number, revisionId: number, savedBy: string, writer?: Writer): Promise<Article> {
      const current = await repo.findById(id);
      if (!current) throw notFound("Article not found");
      const row = await revisions.find(id, revisionId);
      if (!row) throw notFound("Revision not found");
      const categoryId =
        row.categoryId !== null && (await repo.categoryExists(row.categoryId)) ? row.categoryId : current.categoryId;
      if (categoryId === null) throw badRequest("Category is required");
      return this.update(
        id,
        {
          title: row.title,
          slug: row.slug,
          excerpt: row.excerpt,
          body: row.body,
          author: row.author,
          categoryId,
          heroImage: row.heroImage,
          thumbImage: row.thumbImage,
          featured: row.featured,
          published: row.published,
          publishedAt: row.publishedAt,
          sourceName: row.sourceName,
          sourceUrl: row.sourceUrl,
          bodyFormat: row.bodyFormat,
          heroAlt: row.heroAlt,
          heroCaption: row.heroCaption,
          heroCredit: row.heroCredit,
        },
        savedBy,
        { writer },
      );
    },

    /** A slug made from `title` that no article has yet: the plain one, else with -2, -3, … appended. */
    async freeSlug(title: string): Promise<string> {
      const base =
        slugify(title)
          .slice(0, 80)
          .replace(/^-+|-+$/g, "") || "article";
      const taken = new Set(await repo.slugsLike(base));
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      return slug;
    },

    async delete(id: number, writer?: Writer): Promise<void> {
      await mayDo(id, writer, "delete");
      if (!(await repo.delete(id))) throw notFound("Article not found");
      changes.bump();
    },
  };
}
export type ArticlesService = ReturnType<typeof createArticlesService>;
