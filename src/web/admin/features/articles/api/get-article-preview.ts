import type { Article } from "#shared/schemas/article.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

/** An article as staff see it, drafts included. */
export const articlePreviewQuery = (id: number) => ({
  queryKey: keys.preview(id),
  queryFn: () => api<Article>(`/api/admin/preview/articles/${id}`, { cache: "no-cache" }),
});
