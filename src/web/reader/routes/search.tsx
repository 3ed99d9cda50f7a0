import { data } from "react-router";
import { PAGE_SIZE } from "#shared/constants.js";
import { SEARCH_LIMITS, searchText } from "#shared/schemas/search.js";
import { totalPages } from "#shared/text.js";
import { Island } from "../islands/island.js";
import { ArticleGrid } from "../components/article-card.js";
import { NotFoundView } from "../components/not-found-view.js";
import { EmptyState, PageHeader } from "../page-parts/page-header.js";
import { pageHref, Pagination } from "../page-parts/pagination.js";
import { toTeasers } from "../lib/article-teaser.js";
import { pageContext, pageParam } from "../lib/page-context.js";
import { notFoundMeta, seoMeta } from "../lib/seo.js";
import { siteSettings } from "../lib/site-settings.js";
import type { Route } from "./+types/search";

export const SEARCH_PROMPT = "Enter a search term to find articles.";

/** "1 result for “x”" / "12 results for “x”" */
export function resultCountText(total: number, query: string): string {
  return `${total} ${total === 1 ? "result" : "results"} for “${query}”`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { reader, publicUrl } = pageContext(context);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim();
  const page = pageParam(url);
  const { siteName } = await siteSettings(reader);
  const searchPage = (refusal?: string) => ({
    found: true as const,
    // A refused query is shown as far as the search box takes it.
    query: refusal ? query.slice(0, SEARCH_LIMITS.characters) : query,
    refusal,
    result: null,
    page: 1,
    pages: 0,
    meta: seoMeta({
      publicUrl,
      siteName,
      title: "Search",
      description: `Search every Swedish news story ${siteName} has published in English.`,
      path: "/search",
    }),
  });
  // SPEC 5: the search runs only when the trimmed query is non-empty.
  if (!query) return searchPage();
  // The API's bounds (too long, too many words): the reader is told which, instead of a search.
  const checked = searchText.safeParse(query);
  if (!checked.success) return searchPage(checked.error.issues[0]?.message);
  const notFound = () =>
    data({ found: false as const, meta: notFoundMeta("404 Page Not Found", siteName) }, { status: 404 });
  // Pagination never links past the last page searches serve.
  if (page > SEARCH_LIMITS.page) return notFound();
  const result = await reader.search(query, { page, limit: PAGE_SIZE.search });
  const pages = Math.min(totalPages(result.total, PAGE_SIZE.search), SEARCH_LIMITS.page);
  if (result.total > 0 && page > pages) return notFound();
  return {
    found: true as const,
    query,
    refusal: undefined,
    result: { ...result, articles: toTeasers(result.articles) },
    page,
    pages,
    meta: seoMeta({
      publicUrl,
      siteName,
      title: `Search results for “${query}”`,
      description: `${result.total} ${result.total === 1 ? "article" : "articles"} about “${query}” on ${siteName}.`,
      path: pageHref("/search", { q: query }, page),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return <NotFoundView title="404 Page Not Found" message="The page you are looking for does not exist." />;
  }
  const { query, refusal, result, page, pages } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={query && !refusal ? `Search results for “${query}”` : "Search"} />
      <Island
        name="search-form"
        props={{ label: "Search articles", defaultValue: query, size: "lg", className: "mb-8 max-w-2xl" }}
      />
      {refusal ? (
        <p className="text-lg text-slate-600 dark:text-slate-300" data-testid="search-refused" role="alert">
          {refusal}
        </p>
      ) : !result ? (
        <p className="text-lg text-slate-600 dark:text-slate-300" data-testid="search-prompt">
          {SEARCH_PROMPT}
        </p>
      ) : (
        <>
          <p className="mb-6 text-slate-700 dark:text-slate-300" data-testid="result-count" aria-live="polite">
            {resultCountText(result.total, result.correctedQuery ?? query)}
            {result.correctedQuery && (
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                No exact matches for “{query}”; showing results for “{result.correctedQuery}”.
              </span>
            )}
          </p>
          {result.articles.length === 0 ? (
            <EmptyState title="No results found" message="Try different words, or browse all our articles.">
              <a
                href="/all-articles"
                className="mt-4 inline-block font-semibold text-brand-600 hover:underline dark:text-brand-300"
              >
                Browse all articles
              </a>
            </EmptyState>
          ) : (
            <>
              <ArticleGrid articles={result.articles} />
              <Pagination page={page} totalPages={pages} path="/search" params={{ q: query }} />
            </>
          )}
        </>
      )}
    </div>
  );
}
