/**
 * What happened to the content readers see, raised once by the service that made the change, after its
 * transaction committed (ADR 0028). Subscribers are registered in the composition root (services.ts): the
 * response cache and memos (invalidation/cache-subscriber.ts), and, through the outbox, what must reach
 * outside the process (the WebSub hub). Each event carries what a subscriber needs to find the pages and
 * feeds it touched (an article's slug and category, a category's slugs, a setting's or ad slot's key)
 * without reading the database again: the article may be gone by then.
 */

/** An article as events name it: its pages are found by its slug, its category's by the category's slug. */
export interface ArticleRef {
  id: number;
  slug: string;
  categoryId: number | null;
  categorySlug: string | null;
}

export type ContentEvent =
  /**
   * It became public: `by` a save (created published, published by an update, a bulk publish or a restored
   * revision) or `by` its scheduled time coming (raised by the one process that claimed it, scheduled-
   * publications.ts). `before`: the article as it was before the save (null: new, or scheduled).
   */
  | { type: "article.published"; article: ArticleRef; before: ArticleRef | null; by: "save" | "schedule" }
  /** Saved without becoming public or leaving: a draft, a scheduled article, or a correction to a live one. */
  | { type: "article.updated"; article: ArticleRef; before: ArticleRef | null }
  /** Was live and is not any more (taken down, or rescheduled to a later time). */
  | { type: "article.unpublished"; article: ArticleRef; before: ArticleRef }
  | { type: "article.deleted"; article: ArticleRef }
  /** Created, renamed or deleted: `slugs` are the slugs its pages had before and have now (one when unchanged). */
  | { type: "category.changed"; categoryId: number; slugs: string[] }
  | { type: "settings.changed"; key: string }
  | { type: "ad.changed"; key: string }
  /** Approved, rejected or deleted (a new comment waits for moderation and changes nothing readers see). */
  | { type: "comment.changed"; commentIds: number[] }
  /** A term added, changed or deleted, or a file imported: search reads its place names (issue 43). */
  | { type: "terms.changed" };

/** What the classification reads of an article row: its names, and whether and since when it is public. */
export interface ArticleState {
  id: number;
  slug: string;
  categoryId: number | null;
  categorySlug: string | null;
  published: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** Live: published and its time has come. */
export const isLive = (row: Pick<ArticleState, "published" | "publishedAt">) =>
  row.published && row.publishedAt !== null && row.publishedAt.getTime() <= Date.now();

/**
 * Made public by its last save: published and dated no later than the save. One dated later is scheduled,
 * and its publication is raised when the time comes (scheduled-publications.ts, ADR 0025): both read the
 * stored dates, so each publication is raised once, by one or the other.
 */
const publishedBySave = (row: Pick<ArticleState, "published" | "publishedAt" | "updatedAt">) =>
  row.published && row.publishedAt !== null && row.publishedAt.getTime() <= row.updatedAt.getTime();

export const articleRef = ({ id, slug, categoryId, categorySlug }: ArticleRef): ArticleRef => ({
  id,
  slug,
  categoryId,
  categorySlug,
});

/**
 * What saves did, from each article as it was before (absent: created) and as stored after (absent:
 * deleted): published when it is public by this save and was not live before; unpublished when it was
 * live and is not now; deleted; else updated.
 */
export function articleEvents(saves: ReadonlyArray<{ before?: ArticleState; after?: ArticleState }>): ContentEvent[] {
  return saves.flatMap(({ before, after }): ContentEvent[] => {
    const was = before ? articleRef(before) : null;
    if (!after) return was ? [{ type: "article.deleted", article: was }] : [];
    const article = articleRef(after);
    const wasLive = before !== undefined && isLive(before);
    if (publishedBySave(after) && !wasLive) return [{ type: "article.published", article, before: was, by: "save" }];
    if (was && wasLive && !isLive(after)) return [{ type: "article.unpublished", article, before: was }];
    return [{ type: "article.updated", article, before: was }];
  });
}
