import type { AdminComment } from "#shared/schemas/comment.js";
import { apiRequest } from "#web/ui/api.js";
import { get } from "./client.js";
import { keys } from "./keys.js";

export const pendingCommentsQuery = () => ({
  queryKey: keys.comments,
  queryFn: () => get<AdminComment[]>("/api/admin/comments/pending"),
});

export function setCommentStatus(id: number, status: "published" | "rejected"): Promise<unknown> {
  return apiRequest("PUT", `/api/admin/comments/${id}/status`, { status });
}

export function deleteComment(id: number): Promise<unknown> {
  return apiRequest("DELETE", `/api/admin/comments/${id}`);
}
