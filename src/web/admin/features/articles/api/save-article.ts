import type { Article, ArticleInput } from "#shared/schemas/article.js";
import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateArticleViews } from "../../../api/refresh.js";

/** The shared article input as the form sends it: the publication date as ISO text, or null. */
export type ArticleValues = Omit<ArticleInput, "publishedAt"> & { publishedAt: string | null };

/** A new article (no `id`), or the values of the one with this `id`. */
export interface SaveArticle {
  id?: number;
  values: ArticleValues;
}

/** Creates the article, or updates the one with this id (`autosave`: a draft saved after a pause in typing). */
export function saveArticle({ id, values }: SaveArticle, autosave = false): Promise<Article> {
  return id === undefined
    ? api<Article>("/api/admin/articles", { method: "POST", body: values })
    : api<Article>(`/api/admin/articles/${id}${autosave ? "?autosave=true" : ""}`, { method: "PUT", body: values });
}

/** Create, Update and Ctrl/Cmd+S: every view of the articles, and which pictures each uses. */
export function useSaveArticle<V extends SaveArticle = SaveArticle>({
  mutationConfig,
}: MutationHookOptions<Article, V> = {}) {
  return useCallMutation(
    { mutationFn: (save: V) => saveArticle(save), refresh: invalidateArticleViews },
    mutationConfig,
  );
}
