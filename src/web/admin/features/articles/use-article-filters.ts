import { useSearchParams } from "react-router";
import { ADMIN_ARTICLE_SORTS, ADMIN_ARTICLE_STATUSES } from "#shared/schemas/article.js";
import type { ArticleListFilters } from "../../api/keys.js";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

/**
 * The list's filters live in the URL (?q=&status=&categoryId=&featured=&sort=&page=), so a view can be
 * reloaded, shared and gone Back to. Changing a filter goes back to page 1; `edit` (the open editor) is
 * kept as it is.
 */
export function useArticleFilters() {
  const [params, setParams] = useSearchParams();
  const category = params.get("categoryId") ?? "";
  const featured = params.get("featured");
  const filters: ArticleListFilters = {
    q: params.get("q")?.trim() || undefined,
    status: oneOf(ADMIN_ARTICLE_STATUSES, params.get("status")),
    categoryId: /^\d{1,10}$/.test(category) ? Number(category) : undefined,
    featured: featured === "true" ? true : featured === "false" ? false : undefined,
    sort: oneOf(ADMIN_ARTICLE_SORTS, params.get("sort")),
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
  const update = (change: Partial<ArticleListFilters>, options: { replace?: boolean } = {}) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.q) search.set("q", next.q);
    if (next.status) search.set("status", next.status);
    if (next.categoryId !== undefined) search.set("categoryId", String(next.categoryId));
    if (next.featured !== undefined) search.set("featured", String(next.featured));
    if (next.sort) search.set("sort", next.sort);
    if (next.page > 1) search.set("page", String(next.page));
    const edit = params.get("edit");
    if (edit) search.set("edit", edit);
    setParams(search, { preventScrollReset: false, ...options });
  };
  const filtered = Boolean(
    filters.q || filters.status || filters.categoryId !== undefined || filters.featured !== undefined,
  );
  return { filters, update, filtered };
}
