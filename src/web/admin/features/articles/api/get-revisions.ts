import type { Revision, RevisionSummary } from "#shared/schemas/article.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

/** The versions earlier saves of an article replaced, newest first. */
export const revisionsQuery = (articleId: number) => ({
  queryKey: keys.revisions(articleId),
  queryFn: async () =>
    (await api<{ revisions: RevisionSummary[] }>(`/api/admin/articles/${articleId}/revisions`, { cache: "no-cache" }))
      .revisions,
});

export const revisionQuery = (articleId: number, revisionId: number) => ({
  queryKey: keys.revision(articleId, revisionId),
  queryFn: () => api<Revision>(`/api/admin/articles/${articleId}/revisions/${revisionId}`, { cache: "no-cache" }),
});
