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
import { articleEvents, type ContentEvent, isLive } from "../../events/content-events.js";
import type { ContentEvents } from "../../events/event-bus.js";
import type { ContentCache } from "../../invalidation/content-version.js";
import type { Db } from "../../db/client.js";
import { conflictOnDuplicate } from "../../db/unique-violation.js";
import { badRequest, notFound } from "../../http-error.js";
import type { ArticleCheck, ArticleChecksInput } from "#shared/schemas/article-checks.js";
import { createBodyRenderer, type ImageSizes } from "./article-body.js";
import { type CheckedArticle, checkArticle, publishRefusal, type TranslationChecks } from "./article-checks.js";
import { type ArticleAction, listedFor, type Writer } from "#shared/article-permissions.js";
import { checkArticleAccess } from "./article-permissions.js";
import { contentOf, offsetOf, toArticle, toList, toRevision } from "./article-fields.js";
import type { RevisionsRepository } from "./article-revisions.repository.js";
import { createArticleSearch } from "./article-search.js";
import type { PlaceSpelling } from "./place-spellings.js";
import type { ArticleRow, ArticlesRepository, PublicFilter } from "./articles.repository.js";

const DUPLICATE = "An article with this slug already exists";

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
  changes: ContentCache,
  revisions: RevisionsRepository,
  options: {
    mediaPublicUrl?: string;
    imageSizes?: ImageSizes;
    /** How many of a search's newest matches are ranked (SEARCH_WINDOW; tests make it small). */
    searchWindow?: number;
    /** What the checks before publishing read of an article's translation: its Swedish source and the terms. */
    translationChecks?: TranslationChecks;
    /** What saves raise (published, updated, unpublished, deleted: events/content-events.ts); none when absent. */
    events?: ContentEvents;
    /** The term base's place names written two ways, which search finds either way (issue 43). */
    placeSpellings?: () => Promise<readonly PlaceSpelling[]>;
  } = {},
) {
  const renderBody = createBodyRenderer(options);

  /**
   * A write's content events, from the articles as they were (`before`) and as the write stored them: made,
   * and their outbox rows written, inside its transaction (`written`, the repository's hook), and raised
   * once it has committed (`raise`); `raises: false` (an autosave) raises nothing. `saved`: the first
   * article as the write stored it (the answer to a create or an update).
   */
  function saveEvents(before: ReadonlyArray<ArticleRow | undefined>, raises = true) {
    let events: ContentEvent[] = [];
    let saved: ArticleRow | undefined;
    const was = new Map(before.flatMap((row) => (row ? [[row.id, row] as const] : [])));
    return {
      async written(tx: Db, stored: ArticleRow[]) {
        saved = stored[0];
        if (!raises) return;
        const now = new Map(stored.map((row) => [row.id, row]));
        const ids = new Set([...was.keys(), ...now.keys()]);
        events = articleEvents([...ids].map((id) => ({ before: was.get(id), after: now.get(id) })));
        await options.events?.inTransaction(tx, events);
      },
      raise: async () => options.events?.raise(events),
      saved: () => toArticle(saved!),
    };
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

  async function toWrite(input: ArticleInput, format: BodyFormat = "text"): Promise<ArticleInput> {
    const images = imageSources(input.body, input.bodyFormat ?? format);
    if (images.some((src) => !isOwnImage(src, options.mediaPublicUrl))) throw badRequest(FOREIGN_IMAGE);
    if (!(await repo.categoryExists(input.categoryId))) throw badRequest("Category not found");
    const publishedAt = input.published && !input.publishedAt ? new Date() : input.publishedAt;
    return { ...input, publishedAt };
  }

  /** Publishing with placeholder alt text is refused (issue 30): nothing is saved. */
  function refusePlaceholders(values: ArticleInput, stored?: Pick<ArticleRow, "bodyFormat" | "heroAlt">) {
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

  const search = createArticleSearch(repo, changes, options.searchWindow, options.placeSpellings);

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

    /** A search's page when one already ranked holds it, else undefined (article-search.ts). */
    searchRemembered: search.searchRemembered,

    /** Relevance-ranked full-text search, corrected to published words when nothing matches (article-search.ts). */
    search: search.search,

    /** Every article, drafts and scheduled ones included, filtered and ordered as staff ask. */
    async listAll(page: Pagination, filters: AdminArticleFilters = {}, writer?: Writer): Promise<ArticleList> {
      return toList(await repo.listAll({ ...filters, createdBy: listedFor(writer) }, offsetOf(page), page.limit));
    },

    /** One action on up to 100 articles, all or none (404 when any of them does not exist). */
    async bulk({ ids, action }: ArticleBulkInput): Promise<number> {
      const before = await Promise.all(ids.map((id) => repo.findById(id)));
      for (const row of action === "publish" ? before : []) {
        if (!row) throw notFound("Article not found");
        const refusal = publishRefusal({ ...row, body: row.body ?? "" });
        if (refusal) throw badRequest(`${refusal} (in “${row.title}”)`);
      }
      const saves = saveEvents(before);
      const affected = await repo.bulk(ids, action, saves.written);
      if (affected === null) throw notFound("Article not found");
      await saves.raise();
      return affected;
    },

    async create(input: ArticleInput, writer?: Writer): Promise<Article> {
      checkArticleAccess(writer, undefined, "save", input.published);
      const values = await toWrite(input);
      refusePlaceholders(values);
      const saves = saveEvents([]);
      await conflictOnDuplicate(DUPLICATE, () => repo.insert({ ...values, createdBy: writer?.id }, saves.written));
      await saves.raise();
      return saves.saved();
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
      const keepsRevision = !autosave || (await autosaveKeepsRevision(id, savedBy));
      const replaced = keepsRevision
        ? { article: before as ArticleRow & { body: string }, savedBy, autosave }
        : undefined;
      // A draft autosaved changes nothing readers see: it raises nothing.
      const saves = saveEvents([before], !autosave);
      // The save and the version it replaced are one write (ADR 0029): both or neither.
      const updated = await conflictOnDuplicate(DUPLICATE, () =>
        repo.update(id, values, {
          bodyUpdatedAt: bodyChangedLive ? new Date() : undefined,
          replaced,
          written: saves.written,
        }),
      );
      if (!updated) throw notFound("Article not found");
      await saves.raise();
      return saves.saved();
    },

    /** The problems found in a saved article (see article-checks.ts). */
    async checks(id: number, writer?: Writer): Promise<ArticleCheck[]> {
      await mayRead(id, writer);
      const row = await repo.findById(id);
      if (!row) throw notFound("Article not found");
      return checkArticle({ ...row, body: row.body ?? "" }, id, options.translationChecks);
    },

    /** The problems in text not saved yet (what the editor is about to publish). */
    async checksOf({ articleId, ...input }: ArticleChecksInput, writer?: Writer): Promise<ArticleCheck[]> {
      if (articleId !== null) await mayRead(articleId, writer);
      const stored = articleId !== null ? await repo.findById(articleId) : undefined;
      if (articleId !== null && !stored) throw notFound("Article not found");
      const article: CheckedArticle = {
        ...input,
        title: input.title ?? stored?.title,
        bodyFormat: input.bodyFormat ?? stored?.bodyFormat ?? "text",
        heroAlt: input.heroAlt,
      };
      return checkArticle(article, articleId, options.translationChecks);
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
      return this.update(id, { ...contentOf(row), categoryId }, savedBy, { writer });
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
      const before = await repo.findById(id);
      if (!before || !(await repo.delete(id))) throw notFound("Article not found");
      await options.events?.raise(articleEvents([{ before }]));
    },
  };
}
export type ArticlesService = ReturnType<typeof createArticlesService>;
