import type { z } from "zod";
import type { ArticleBulkInput, articleBulkResponse } from "#shared/schemas/article.js";
import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateArticleViews } from "../../../api/refresh.js";

export type BulkResult = z.infer<typeof articleBulkResponse>;

/** One action on several articles at once (all or none); answers the server's summary ("3 articles published"). */
export function bulkArticles(input: ArticleBulkInput): Promise<BulkResult> {
  return api("/api/admin/articles/bulk", { method: "POST", body: input });
}

export function useBulkArticles({ mutationConfig }: MutationHookOptions<BulkResult, ArticleBulkInput> = {}) {
  return useCallMutation({ mutationFn: bulkArticles, refresh: invalidateArticleViews }, mutationConfig);
}
