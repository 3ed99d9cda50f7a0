import type { Category } from "#shared/schemas/category.js";
import { apiRequest } from "#web/ui/api.js";
import { get } from "../../api/client.js";
import { keys } from "../../api/keys.js";

export const categoriesQuery = () => ({ queryKey: keys.categories, queryFn: () => get<Category[]>("/api/categories") });

/** Creates the category, or updates the one with this id. */
export function saveCategory(id: number | undefined, payload: unknown): Promise<unknown> {
  return id === undefined
    ? apiRequest("POST", "/api/admin/categories", payload)
    : apiRequest("PUT", `/api/admin/categories/${id}`, payload);
}

export function deleteCategory(id: number): Promise<unknown> {
  return apiRequest("DELETE", `/api/admin/categories/${id}`);
}
