import { PAGE_SIZE } from "#shared/constants.js";
import type { ArticleList } from "#shared/schemas/article.js";
import { api } from "#web/ui/api.js";
import { type ArticleListFilters, keys } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

export const articlesPageQuery = (filters: ArticleListFilters) => ({
  queryKey: keys.articlesPage(filters),
  queryFn: () =>
    api<ArticleList>(
      withQuery("/api/admin/articles", {
        q: filters.q,
        status: filters.status,
        categoryId: filters.categoryId,
        featured: filters.featured,
        sort: filters.sort,
        page: filters.page,
        limit: PAGE_SIZE.adminArticles,
      }),
      { cache: "no-cache" },
    ),
});
