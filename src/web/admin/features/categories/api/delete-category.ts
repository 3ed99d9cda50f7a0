import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateArticleViews } from "../../../api/refresh.js";

export function deleteCategory(id: number): Promise<unknown> {
  return api(`/api/admin/categories/${id}`, { method: "DELETE" });
}

/** Its articles are unassigned, and the categories are counted on the dashboard. */
export function useDeleteCategory({ mutationConfig }: MutationHookOptions<unknown, number> = {}) {
  return useCallMutation({ mutationFn: deleteCategory, refresh: invalidateArticleViews }, mutationConfig);
}
