import { useMemo } from "react";
import { data } from "react-router";
import { HOME } from "#shared/constants.js";
import { MOST_READ_COUNT } from "#shared/schemas/reads.js";
import { ArticleCard } from "../components/article-card.js";
import { ArticleBody, ArticleHeader, ArticleHero } from "#web/ui/article/article-content.js";
import { SourceCredit } from "#web/ui/article/source-credit.js";
import { Island } from "../islands/island.js";
import { CommentThread } from "../page-parts/comments/comment-thread.js";
import { NewsletterSignup } from "../page-parts/newsletter/newsletter-signup.js";
import { MostRead, toMostRead } from "../page-parts/most-read/most-read.js";
import { READ_ATTRIBUTE } from "../islands/read-beacon.js";
import { NotFoundView } from "../components/not-found-view.js";
import { AdSlot } from "../widgets/ad-slot.js";
import { buildCommentTree } from "../lib/comments.js";
import { toTeasers } from "../lib/article-teaser.js";
import { pageContext } from "../lib/page-context.js";
import { useSite } from "../lib/site.js";
import { siteSettings } from "../lib/site-settings.js";
import { articleImage, categoryFeedLink, newsArticleJsonLd, notFoundMeta, seoMeta } from "../lib/seo.js";
import type { Route } from "./+types/article";
import { Icon } from "#web/ui/icon.js";

export const ARTICLE_NOT_FOUND = {
  title: "Article Not Found",
  message: "The article you're looking for doesn't exist or has been removed.",
};
export const NO_COMMENTS = "No comments yet. Be the first to comment!";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { reader, publicUrl } = pageContext(context);
  const [found, { siteName }] = await Promise.all([reader.article(params.slug), siteSettings(reader)]);
  const site = { publicUrl, siteName };
  if (!found) return data({ found: false as const, site }, { status: 404 });
  // The page shows the body the server rendered; its source is not sent again for hydration.
  const { body: _source, rendered: body, ...article } = found;
  const [comments, related, adOne, adTwo, mostRead] = await Promise.all([
    reader.comments(article.id),
    reader.related(article, HOME.related),
    reader.ad("in-article-1"),
    reader.ad("in-article-2"),
    reader.mostRead(MOST_READ_COUNT),
  ]);
  return {
    found: true as const,
    article,
    body,
    comments,
    related: toTeasers(related),
    mostRead: toMostRead(mostRead),
    ads: { one: adOne, two: adTwo },
    // What `meta` makes the page's tags from (the article is here already): loader data is serialised
    // into the page again for hydration, the finished tags would be too.
    site,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { site } = loaderData;
  if (!loaderData.found) return notFoundMeta(ARTICLE_NOT_FOUND.title, site.siteName);
  const { article, body } = loaderData;
  const categoryFeed = article.category ? [categoryFeedLink(article.category, site.siteName)] : [];
  return [
    ...seoMeta({
      ...site,
      title: article.title,
      description: article.excerpt || body.summary || article.title,
      path: `/articles/${article.slug}`,
      type: "article",
      image: articleImage(article),
      article: {
        publishedTime: article.publishedAt,
        modifiedTime: article.updatedAt,
        section: article.category?.name,
        author: article.author,
      },
      jsonLd: newsArticleJsonLd(article, site),
    }),
    ...categoryFeed,
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFoundView {...ARTICLE_NOT_FOUND} />;
  return <ArticleView {...loaderData} />;
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { found: true }>;

function ArticleView({ article, body, comments, related, mostRead, ads }: Loaded) {
  const thread = useMemo(() => buildCommentTree(comments), [comments]);
  const published = article.publishedAt ?? article.createdAt;
  const { newsletter } = useSite();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <article className="mx-auto max-w-3xl" data-testid="article" {...{ [READ_ATTRIBUTE]: article.id }}>
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <a href="/" className="hover:underline">
                Home
              </a>
            </li>
            {article.category && (
              <li>
                <span aria-hidden="true">/ </span>
                <a href={`/category/${article.category.slug}`} className="hover:underline">
                  {article.category.name}
                </a>
              </li>
            )}
          </ol>
        </nav>
        <ArticleHeader
          article={article}
          date={published}
          readingMinutes={body.readingMinutes}
          linkBadge
          extra={
            <a href="#comments" className="inline-flex items-center gap-1.5 hover:underline">
              <Icon name="message-square" className="h-4 w-4" />
              {comments.length} {comments.length === 1 ? "comment" : "comments"}
            </a>
          }
        />
        <ArticleHero article={article} />
        <ArticleBody
          blocks={body.blocks}
          renderAd={(slotKey) => (
            <AdSlot
              slotKey={slotKey}
              ad={slotKey === "in-article-1" ? ads.one : ads.two}
              className="my-8 font-sans text-base leading-normal"
            />
          )}
        />
        <SourceCredit name={article.sourceName} url={article.sourceUrl} />
        {newsletter && <NewsletterSignup placement="article" />}
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mx-auto mt-14 max-w-5xl" data-testid="related-articles">
          <h2
            id="related-heading"
            className="mb-6 border-b-2 border-slate-900 pb-2 font-serif text-2xl font-bold dark:border-slate-100"
          >
            Related Articles
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <li key={a.slug}>
                <ArticleCard article={a} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <MostRead entries={mostRead} className="mx-auto mt-14 max-w-5xl" />

      <section id="comments" aria-labelledby="comments-heading" className="mx-auto mt-14 max-w-3xl scroll-mt-4">
        <h2
          id="comments-heading"
          className="border-b-2 border-slate-900 pb-2 font-serif text-2xl font-bold dark:border-slate-100"
        >
          Comments ({comments.length})
        </h2>
        <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h3 className="mb-4 font-serif text-xl font-bold">Leave a Comment</h3>
          <Island name="comment-form" props={{ slug: article.slug }} />
        </div>
        <div className="mt-8">
          {thread.length === 0 ? (
            <p className="py-6 text-center text-slate-600 dark:text-slate-300" data-testid="no-comments">
              {NO_COMMENTS}
            </p>
          ) : (
            <CommentThread comments={thread} slug={article.slug} />
          )}
        </div>
      </section>
    </div>
  );
}
