import type { Category } from "#shared/schemas/category.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

export const categoriesQuery = () => ({
  queryKey: keys.categories,
  queryFn: () => api<Category[]>("/api/categories", { cache: "no-cache" }),
});
