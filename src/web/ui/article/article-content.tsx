import type { BodyNode } from "article-markup";
import { Fragment, type ReactNode, useMemo } from "react";
import type { Article } from "#shared/schemas/article.js";
import { formatDate, formatRelative } from "../dates.js";
import { type InArticleSlot, inArticleAdPositions } from "./ad-positions.js";
import { ArticleImage } from "./article-image.js";
import { BodyBlock } from "./body-nodes.js";
import { CategoryBadge } from "./category-badge.js";
import { Icon } from "../icon.js";

/**
 * Category badge, date with relative time, title, excerpt and the byline row (author, reading time and
 * whatever `extra` the page adds). Shared by the reader page and the staff preview so they cannot drift.
 */
export function ArticleHeader({
  article,
  date,
  readingMinutes,
  linkBadge = false,
  extra,
}: {
  article: Article;
  readingMinutes: number;
  /** The publication date to show; null shows that none is set yet (drafts in the preview). */
  date: string | null;
  linkBadge?: boolean;
  extra?: ReactNode;
}) {
  return (
    <header>
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <CategoryBadge category={article.category} link={linkBadge} />
        {date ? (
          <span data-testid="article-date">
            <time dateTime={date}>{formatDate(date)}</time>
            <span aria-hidden="true"> · </span>
            <span suppressHydrationWarning>{formatRelative(date)}</span>
            {article.bodyUpdatedAt && (
              <>
                <span aria-hidden="true"> · </span>
                <span data-testid="article-updated">
                  Updated <time dateTime={article.bodyUpdatedAt}>{formatDate(article.bodyUpdatedAt)}</time>
                </span>
              </>
            )}
          </span>
        ) : (
          <span>Publication date not set yet</span>
        )}
      </div>
      <h1 className="mt-4 font-serif text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl lg:text-5xl dark:text-white">
        {article.title}
      </h1>
      {article.excerpt && (
        <p className="mt-4 text-lg leading-relaxed text-slate-700 sm:text-xl dark:text-slate-300">{article.excerpt}</p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 border-y border-slate-200 py-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        <span className="inline-flex items-center gap-1.5" data-testid="article-author">
          <Icon name="user" className="h-4 w-4" />
          By <strong className="font-semibold">{article.author}</strong>
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="reading-time">
          <Icon name="clock" className="h-4 w-4" />
          {readingMinutes} min read
        </span>
        {extra}
      </div>
    </header>
  );
}

/**
 * The hero picture with its caption and credit under it; its alt text is the editor's, else the title.
 * An article without a picture shows none (no empty panel).
 */
export function ArticleHero({ article }: { article: Article }) {
  const { heroImage, thumbImage } = article;
  if (!heroImage && !thumbImage) return null;
  // The caption and credit describe the hero picture, not a thumbnail standing in for it.
  const caption = heroImage && article.heroCaption;
  const credit = heroImage && article.heroCredit;
  return (
    <figure className="mt-6">
      <ArticleImage
        heroImage={heroImage}
        thumbImage={thumbImage}
        alt={(heroImage && article.heroAlt) || article.title}
        variant="hero"
        sizes="(min-width: 800px) 768px, 100vw"
        className="rounded-lg"
      />
      {(caption || credit) && (
        <figcaption className="hero-caption" data-testid="hero-caption">
          {caption}
          {caption && credit && " "}
          {credit && <span className="hero-credit">{credit}</span>}
        </figcaption>
      )}
    </figure>
  );
}

/**
 * The body's blocks as the server rendered them, with `renderAd` called at the in-article ad positions:
 * after the second and the fifth paragraph, headings, lists, quotes and figures not counted (ad-positions.ts).
 */
export function ArticleBody({
  blocks,
  renderAd,
}: {
  blocks: BodyNode[];
  renderAd: (slotKey: InArticleSlot) => ReactNode;
}) {
  const ads = useMemo(() => inArticleAdPositions(blocks), [blocks]);
  return (
    <div
      className="article-body mt-8 font-serif text-lg leading-8 text-slate-800 sm:text-xl sm:leading-9 dark:text-slate-200"
      data-testid="article-body"
    >
      {blocks.map((block, i) => {
        const slot = ads.get(i);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional
          <Fragment key={i}>
            <BodyBlock node={block} />
            {slot && renderAd(slot)}
          </Fragment>
        );
      })}
    </div>
  );
}
