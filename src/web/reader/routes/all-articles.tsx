import { data } from "react-router";
import { PAGE_SIZE } from "#shared/constants.js";
import { totalPages } from "#shared/text.js";
import { ArticleGrid } from "../components/article-card.js";
import { NotFoundView } from "../components/not-found-view.js";
import { EmptyState, PageHeader } from "../page-parts/page-header.js";
import { pageHref, Pagination } from "../page-parts/pagination.js";
import { toTeasers } from "../lib/article-teaser.js";
import { pageContext, pageParam } from "../lib/page-context.js";
import { notFoundMeta, seoMeta } from "../lib/seo.js";
import { siteSettings } from "../lib/site-settings.js";
import type { Route } from "./+types/all-articles";

/** 'Showing X-Y of N articles' (SPEC 2). */
export function showingText(page: number, pageSize: number, shown: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = total === 0 ? 0 : from + shown - 1;
  return `Showing ${from}-${to} of ${total} articles`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { reader, publicUrl } = pageContext(context);
  const page = pageParam(request.url);
  const [list, { siteName }] = await Promise.all([
    reader.articles({}, { page, limit: PAGE_SIZE.allArticles }),
    siteSettings(reader),
  ]);
  const pages = totalPages(list.total, PAGE_SIZE.allArticles);
  if (page > pages) {
    return data({ found: false as const, meta: notFoundMeta("404 Page Not Found", siteName) }, { status: 404 });
  }
  return {
    found: true as const,
    articles: toTeasers(list.articles),
    total: list.total,
    page,
    pages,
    meta: seoMeta({
      publicUrl,
      siteName,
      title: page > 1 ? `All Articles, page ${page}` : "All Articles",
      description: `Every story we have translated from Swedish into English, newest first: ${list.total} articles.`,
      path: pageHref("/all-articles", {}, page),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AllArticles({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return <NotFoundView title="404 Page Not Found" message="The page you are looking for does not exist." />;
  }
  const { articles, total, page, pages } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title="All Articles">
        <p className="flex flex-wrap justify-between gap-2">
          <span data-testid="showing-text">{showingText(page, PAGE_SIZE.allArticles, articles.length, total)}</span>
          <span data-testid="page-text">
            Page {page} of {pages}
          </span>
        </p>
      </PageHeader>
      {articles.length === 0 ? (
        <EmptyState title="No articles found" message="No articles available at the moment." />
      ) : (
        <>
          <ArticleGrid articles={articles} />
          <Pagination page={page} totalPages={pages} path="/all-articles" />
        </>
      )}
    </div>
  );
}
