import { data } from "react-router";
import { PAGE_SIZE } from "#shared/constants.js";
import { totalPages } from "#shared/text.js";
import { ArticleGrid } from "../components/article-card.js";
import { NotFoundView } from "../components/not-found-view.js";
import { EmptyState, PageHeader } from "../page-parts/page-header.js";
import { pageHref, Pagination } from "../page-parts/pagination.js";
import { toTeasers } from "../lib/article-teaser.js";
import { pageContext, pageParam } from "../lib/page-context.js";
import { categoryFeedLink, notFoundMeta, seoMeta } from "../lib/seo.js";
import { siteSettings } from "../lib/site-settings.js";
import type { Route } from "./+types/category";

export const CATEGORY_NOT_FOUND = {
  title: "Category Not Found",
  message: "The category you're looking for doesn't exist or has been removed.",
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { reader, publicUrl } = pageContext(context);
  const page = pageParam(request.url);
  const [category, { siteName }] = await Promise.all([reader.category(params.slug), siteSettings(reader)]);
  if (!category) {
    return data({ found: false as const, meta: notFoundMeta(CATEGORY_NOT_FOUND.title, siteName) }, { status: 404 });
  }
  const list = await reader.articles({ categoryId: category.id }, { page, limit: PAGE_SIZE.category });
  const pages = totalPages(list.total, PAGE_SIZE.category);
  if (page > pages) {
    return data({ found: false as const, meta: notFoundMeta("404 Page Not Found", siteName) }, { status: 404 });
  }
  const path = `/category/${category.slug}`;
  return {
    found: true as const,
    category: { name: category.name, slug: category.slug },
    articles: toTeasers(list.articles),
    total: list.total,
    page,
    pages,
    meta: [
      ...seoMeta({
        publicUrl,
        siteName,
        title: page > 1 ? `${category.name} news, page ${page}` : `${category.name} news`,
        description: `The latest ${category.name.toLowerCase()} news from Sweden, in English: ${list.total} ${
          list.total === 1 ? "article" : "articles"
        } from ${siteName}.`,
        path: pageHref(path, {}, page),
      }),
      categoryFeedLink(category, siteName),
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return <NotFoundView {...CATEGORY_NOT_FOUND} />;
  }
  const { category, articles, total, page, pages } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={category.name}>
        <p>
          {total} {total === 1 ? "article" : "articles"}
          {pages > 1 && ` · Page ${page} of ${pages}`}
        </p>
      </PageHeader>
      {articles.length === 0 ? (
        <EmptyState title="No articles found" message="There are no articles in this category yet." />
      ) : (
        <>
          <ArticleGrid articles={articles} />
          <Pagination page={page} totalPages={pages} path={`/category/${category.slug}`} />
        </>
      )}
    </div>
  );
}
