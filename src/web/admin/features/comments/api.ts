import type { CommentBulkAction, CommentBulkResponse, ModerationList, ModerationTab } from "#shared/schemas/comment.js";
import { api } from "#web/ui/api.js";
import { withQuery } from "../../api/with-query.js";
import { keys } from "../../api/keys.js";

/** One page of a moderation tab. Its key starts with keys.comments, so every comment change refetches it. */
export const moderationPageQuery = (status: ModerationTab, page: number) => ({
  queryKey: [...keys.comments, { status, page }] as const,
  queryFn: () => api<ModerationList>(withQuery("/api/admin/comments", { status, page }), { cache: "no-cache" }),
});

export function setCommentStatus(id: number, status: "published" | "rejected"): Promise<unknown> {
  return api(`/api/admin/comments/${id}/status`, { method: "PUT", body: { status } });
}

export function deleteComment(id: number): Promise<unknown> {
  return api(`/api/admin/comments/${id}`, { method: "DELETE" });
}

export function bulkComments(ids: number[], action: CommentBulkAction): Promise<CommentBulkResponse> {
  return api("/api/admin/comments/bulk", { method: "POST", body: { ids, action } });
}
