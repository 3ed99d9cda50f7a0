import type { CategoryInput } from "#shared/schemas/category.js";
import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateArticleViews } from "../../../api/refresh.js";

/** A new category (no `id`), or the changes to the one with this `id`. */
export interface SaveCategory {
  id?: number;
  input: CategoryInput;
}

export function saveCategory({ id, input }: SaveCategory): Promise<unknown> {
  return id === undefined
    ? api("/api/admin/categories", { method: "POST", body: input })
    : api(`/api/admin/categories/${id}`, { method: "PUT", body: input });
}

/** A category's name is shown with each of its articles, and the categories are counted on the dashboard. */
export function useSaveCategory({ mutationConfig }: MutationHookOptions<unknown, SaveCategory> = {}) {
  return useCallMutation({ mutationFn: saveCategory, refresh: invalidateArticleViews }, mutationConfig);
}
