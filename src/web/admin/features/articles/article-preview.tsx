import { renderBody } from "article-markup";
import { Megaphone } from "lucide-react";
import { useMemo } from "react";
import { bodyImageAttributes } from "#shared/schemas/image-address.js";
import type { Article } from "#shared/schemas/article.js";
import { minutesToRead } from "#shared/text.js";
import { ArticleBody, ArticleHeader, ArticleHero } from "#web/ui/article/article-content.js";
import { SourceCredit } from "#web/ui/article/source-credit.js";

/** Where the reader page places an ad; the staff markup itself is not injected into the admin page. */
export function AdPlaceholder({ slotKey }: { slotKey: string }) {
  return (
    <div className="my-8 flex items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 py-6 font-sans text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      <Megaphone className="h-4 w-4" aria-hidden />
      Ad slot {slotKey} appears here
    </div>
  );
}

/** The body as the server renders it for readers, rendered here (staff screens may parse Markdown). */
export function renderedBody({ body = "", bodyFormat }: Pick<Article, "body" | "bodyFormat">) {
  return renderBody(body, bodyFormat, { image: (src) => bodyImageAttributes(src) });
}

/**
 * The article as the reader page lays it out (same badge, picture and typography components): date and
 * relative time, title, excerpt, byline, reading time, hero picture, and the body in paragraphs with the
 * in-article ad positions after the second and fifth, then the source's credit.
 */
export function ArticlePreview({ article }: { article: Article }) {
  const body = useMemo(() => renderedBody(article), [article]);
  return (
    <article className="mx-auto max-w-3xl">
      <ArticleHeader article={article} date={article.publishedAt} readingMinutes={minutesToRead(body.words)} />
      <ArticleHero article={article} />
      <ArticleBody blocks={body.blocks} renderAd={(slotKey) => <AdPlaceholder slotKey={slotKey} />} />
      <SourceCredit name={article.sourceName} url={article.sourceUrl} />
    </article>
  );
}
