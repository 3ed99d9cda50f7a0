import type { Article } from "#shared/schemas/article.js";
import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateArticleViews } from "../../../api/refresh.js";

export interface RestoreRevision {
  articleId: number;
  revisionId: number;
}

/** Puts an earlier version back; a new save, so the version it replaces is kept in the history too. */
export function restoreRevision({ articleId, revisionId }: RestoreRevision): Promise<Article> {
  return api<Article>(`/api/admin/articles/${articleId}/revisions/${revisionId}/restore`, { method: "POST" });
}

export function useRestoreRevision({ mutationConfig }: MutationHookOptions<Article, RestoreRevision> = {}) {
  return useCallMutation({ mutationFn: restoreRevision, refresh: invalidateArticleViews }, mutationConfig);
}
