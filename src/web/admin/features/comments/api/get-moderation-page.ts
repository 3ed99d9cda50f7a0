import type { ModerationList, ModerationTab } from "#shared/schemas/comment.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

/** One page of a moderation tab. Its key starts with keys.comments, so every comment change refetches it. */
export const moderationPageQuery = (status: ModerationTab, page: number) => ({
  queryKey: keys.commentsPage(status, page),
  queryFn: () => api<ModerationList>(withQuery("/api/admin/comments", { status, page }), { cache: "no-cache" }),
});
