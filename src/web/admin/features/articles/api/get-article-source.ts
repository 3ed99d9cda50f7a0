import type { ArticleSource } from "#shared/schemas/article-source.js";
import { ApiError, api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

/**
 * A desk article's Swedish source (GET /api/admin/articles/{id}/source, issue 30): the page's paragraphs
 * beside the English they were translated to, with the words the translator left in Swedish marked, and
 * why the draft got its category. Articles written by hand have no source: the parts then show nothing.
 */
export const articleSourceQuery = (articleId: number) => ({
  queryKey: keys.articleSource(articleId),
  queryFn: async (): Promise<ArticleSource | null> => {
    try {
      return await api<ArticleSource>(`/api/admin/articles/${articleId}/source`, { cache: "no-cache" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
