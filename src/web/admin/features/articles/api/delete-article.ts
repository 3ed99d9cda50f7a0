import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateArticleViews } from "../../../api/refresh.js";

export function deleteArticle(id: number): Promise<unknown> {
  return api(`/api/admin/articles/${id}`, { method: "DELETE" });
}

export function useDeleteArticle({ mutationConfig }: MutationHookOptions<unknown, number> = {}) {
  return useCallMutation({ mutationFn: deleteArticle, refresh: invalidateArticleViews }, mutationConfig);
}
