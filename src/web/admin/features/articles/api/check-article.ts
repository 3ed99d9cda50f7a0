import type { ArticleCheck } from "#shared/schemas/article-checks.js";
import { api } from "#web/ui/api.js";
import type { ArticleValues } from "./save-article.js";

/**
 * The checks before publishing, of the values about to be saved (`articleId`: the article, once it exists).
 * A question, not a change: nothing to refresh.
 */
export async function articleChecks(articleId: number | undefined, values: ArticleValues): Promise<ArticleCheck[]> {
  const body = { ...values, articleId: articleId ?? null };
  return (await api<{ checks: ArticleCheck[] }>("/api/admin/articles/checks", { method: "POST", body })).checks;
}
