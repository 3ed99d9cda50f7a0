import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  type CommentBulkAction,
  MODERATION_PAGE_SIZE,
  MODERATION_TABS,
  type ModerationTab,
} from "#shared/schemas/comment.js";
import { useBulkComments } from "../features/comments/api/bulk-comments.js";
import { useDeleteComment } from "../features/comments/api/delete-comment.js";
import { moderationPageQuery } from "../features/comments/api/get-moderation-page.js";
import { useSetCommentStatus } from "../features/comments/api/set-comment-status.js";
import { statsQuery } from "../features/dashboard/api/get-stats.js";
import { Badge } from "../components/badge.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { bulkConfirmation, CommentBulkBar } from "../features/comments/comment-bulk-bar.js";
import { CommentItem } from "../features/comments/comment-item.js";
import { ModerationView, useModeratedList } from "../components/moderation-view.js";
import { PageHeader } from "../components/page-header.js";
import { useResultToasts } from "../lib/session.js";
import { useSelection } from "../lib/use-selection.js";
import type { Route } from "./+types/comments";

export const meta: Route.MetaFunction = () => [{ title: "Moderate Comments · Admin · Only News for Free" }];

const TABS = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
] as const satisfies { value: ModerationTab; label: string }[];

const EMPTY: Record<ModerationTab, { title: string; description: string }> = {
  // The spec's empty state for the queue.
  pending: { title: "No pending comments", description: "You are all caught up." },
  approved: { title: "No approved comments", description: "Comments you approve are listed here." },
  rejected: {
    title: "No rejected comments",
    description: "Comments you reject are listed here, and can still be approved.",
  },
};

export default function ModerateComments() {
  const moderated = useModeratedList({
    statuses: MODERATION_TABS,
    fallback: "pending",
    query: moderationPageQuery,
    rowsOf: (data) => data.comments,
    pageSize: MODERATION_PAGE_SIZE,
  });
  const { status: tab, page, list, rows } = moderated;
  const stats = useQuery(statsQuery());
  const results = useResultToasts();
  const { selected, select, selectOnly } = useSelection(`${tab}/${page}`);
  // What the editor is asked to confirm: the action and the comments selected when they chose it.
  const [confirming, setConfirming] = useState<{ action: CommentBulkAction; ids: number[] } | null>(null);

  const setStatus = useSetCommentStatus({
    mutationConfig: {
      onSuccess: () => results.success("Comment status updated successfully"),
      onError: (error) => results.failure(error, "Failed to update comment status"),
    },
  });

  const remove = useDeleteComment({
    mutationConfig: {
      onSuccess: () => results.success("Comment deleted successfully"),
      onError: (error) => results.failure(error, "Failed to delete comment"),
    },
  });

  const bulk = useBulkComments({
    mutationConfig: {
      onSuccess: ({ message }) => {
        results.success(message);
        selectOnly();
      },
      // The list is read again too: someone else may have moderated some of them meanwhile.
      onError: (error) => results.failure(error, "The comments could not be changed"),
    },
  });

  // Only what is on screen counts, so a comment moderated away by a refetch is never acted on unseen.
  const chosen = rows.filter((c) => selected.has(c.id)).map((c) => c.id);
  const busyId = setStatus.isPending ? setStatus.variables?.id : remove.isPending ? remove.variables : undefined;
  const pendingCount = tab === "pending" && !list.isPlaceholderData ? list.data?.total : stats.data?.pendingComments;
  const confirmation = confirming ? bulkConfirmation(confirming.action, confirming.ids.length) : null;

  return (
    <>
      <PageHeader
        title="Moderate Comments"
        description="New comments and replies wait here until you approve them."
        badge={
          pendingCount !== undefined && (
            <Badge tone={pendingCount > 0 ? "amber" : "neutral"}>{pendingCount} pending</Badge>
          )
        }
      />
      <ModerationView
        noun="comment"
        label="Comment status"
        tabs={TABS}
        moderated={moderated}
        empty={EMPTY[tab]}
        count={(total, tabLabel) => `${total} ${tabLabel.toLowerCase()} comment${total === 1 ? "" : "s"}`}
        toolbar={
          <CommentBulkBar
            tab={tab}
            pageCount={rows.length}
            selectedCount={chosen.length}
            busy={bulk.isPending}
            onSelectAll={(on) => selectOnly(on ? rows.map((c) => c.id) : [])}
            onAction={(action) => chosen.length > 0 && setConfirming({ action, ids: chosen })}
            onClear={() => selectOnly()}
          />
        }
        row={(comment, askDelete) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            selected={selected.has(comment.id)}
            busy={busyId === comment.id || bulk.isPending}
            onSelect={(on) => select(comment.id, on)}
            onStatus={(status) => setStatus.mutate({ id: comment.id, status })}
            onDelete={askDelete}
          />
        )}
        onDelete={(comment) => remove.mutate(comment.id)}
      />
      <ConfirmDialog
        open={confirmation !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirmation?.title ?? ""}
        description={confirmation?.description ?? ""}
        confirmLabel={confirmation?.confirmLabel ?? ""}
        destructive={confirmation?.destructive ?? false}
        onConfirm={() => confirming && bulk.mutate(confirming)}
      />
    </>
  );
}
