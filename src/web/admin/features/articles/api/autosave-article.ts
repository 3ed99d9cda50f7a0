import type { Article } from "#shared/schemas/article.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";
import { type SaveArticle, saveArticle } from "./save-article.js";

/** A draft that exists, saved by itself after a pause in typing (never publishing it). */
export type AutosaveArticle = SaveArticle & { id: number };

/**
 * The article lists only, and not waited for, so the editor's "Saving…" ends when the server has answered:
 * a draft saving itself stays a draft, so no count (the dashboard's, the categories') changes, and the
 * editor keeps the saved article as its own (useArticleSave). The next Create/Update refreshes the rest.
 */
export function useAutosaveArticle<V extends AutosaveArticle = AutosaveArticle>({
  mutationConfig,
}: MutationHookOptions<Article, V> = {}) {
  return useCallMutation(
    {
      mutationFn: (save: V) => saveArticle(save, true),
      refresh: (queryClient) => {
        void invalidate(queryClient, keys.articles);
        return undefined;
      },
    },
    mutationConfig,
  );
}
