import type { CommentBulkAction, CommentBulkResponse, ModerationList, ModerationTab } from "#shared/schemas/comment.js";
import { apiRequest } from "#web/ui/api.js";
import { get, withQuery } from "../../api/client.js";
import { keys } from "../../api/keys.js";

/** One page of a moderation tab. Its key starts with keys.comments, so every comment change refetches it. */
export const moderationPageQuery = (status: ModerationTab, page: number) => ({
  queryKey: [...keys.comments, { status, page }] as const,
  queryFn: () => get<ModerationList>(withQuery("/api/admin/comments", { status, page })),
});

export function setCommentStatus(id: number, status: "published" | "rejected"): Promise<unknown> {
  return apiRequest("PUT", `/api/admin/comments/${id}/status`, { status });
}

export function deleteComment(id: number): Promise<unknown> {
  return apiRequest("DELETE", `/api/admin/comments/${id}`);
}

export function bulkComments(ids: number[], action: CommentBulkAction): Promise<CommentBulkResponse> {
  return apiRequest("POST", "/api/admin/comments/bulk", { ids, action });
}
