import type { Category } from "#shared/schemas/category.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../api/keys.js";

export const categoriesQuery = () => ({
  queryKey: keys.categories,
  queryFn: () => api<Category[]>("/api/categories", { cache: "no-cache" }),
});

/** Creates the category, or updates the one with this id. */
export function saveCategory(id: number | undefined, payload: unknown): Promise<unknown> {
  return id === undefined
    ? api("/api/admin/categories", { method: "POST", body: payload })
    : api(`/api/admin/categories/${id}`, { method: "PUT", body: payload });
}

export function deleteCategory(id: number): Promise<unknown> {
  return api(`/api/admin/categories/${id}`, { method: "DELETE" });
}
