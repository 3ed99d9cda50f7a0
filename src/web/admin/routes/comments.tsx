import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useEffect, useState } from "react";
import { useStatusPageView } from "../lib/status-page-view.js";
import {
  type CommentBulkAction,
  MODERATION_PAGE_SIZE,
  MODERATION_TABS,
  type ModerationComment,
  type ModerationTab,
} from "#shared/schemas/comment.js";
import { totalPages } from "#shared/text.js";
import { bulkComments, deleteComment, moderationPageQuery, setCommentStatus } from "../features/comments/api.js";
import { keys } from "../api/keys.js";
import { statsQuery } from "../features/dashboard/api.js";
import { Badge } from "../components/badge.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { bulkConfirmation, CommentBulkBar } from "../features/comments/comment-bulk-bar.js";
import { CommentItem } from "../features/comments/comment-item.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { Pagination } from "../components/pagination.js";
import { StatusTabs } from "../components/status-tabs.js";
import { useResultToasts } from "../lib/session.js";
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
  const { status: tab, page, show } = useStatusPageView(MODERATION_TABS, "pending");
  const list = useQuery({ ...moderationPageQuery(tab, page), placeholderData: keepPreviousData });
  const stats = useQuery(statsQuery());
  const queryClient = useQueryClient();
  const results = useResultToasts();
  const [deleting, setDeleting] = useState<ModerationComment | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // What the editor is asked to confirm: the action and the comments selected when they chose it.
  const [confirming, setConfirming] = useState<{ action: CommentBulkAction; ids: number[] } | null>(null);
  const pages = list.data ? totalPages(list.data.total, MODERATION_PAGE_SIZE) : 1;
  const rows = list.data?.comments ?? [];

  // A selection belongs to the rows on screen: another tab or page starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab and page are what change the rows
  useEffect(() => setSelected(new Set()), [tab, page]);

  // After the last comment of the last page is moderated away, step back to the page that still exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: show is recreated each render
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && list.data.comments.length === 0 && page > pages)
      show({ page: pages }, { replace: true });
  }, [list.data, list.isPlaceholderData, page, pages]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.comments }),
      queryClient.invalidateQueries({ queryKey: keys.stats }),
    ]);

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: "published" | "rejected" }) => setCommentStatus(id, status),
    onSuccess: () => {
      results.success("Comment status updated successfully");
      return refresh();
    },
    onError: (error) => results.failure(error, "Failed to update comment status"),
  });

  const remove = useMutation({
    mutationFn: deleteComment,
    onSuccess: () => {
      results.success("Comment deleted successfully");
      return refresh();
    },
    onError: (error) => results.failure(error, "Failed to delete comment"),
  });

  const bulk = useMutation({
    mutationFn: ({ ids, action }: { ids: number[]; action: CommentBulkAction }) => bulkComments(ids, action),
    onSuccess: ({ message }) => {
      results.success(message);
      setSelected(new Set());
      return refresh();
    },
    onError: (error) => {
      results.failure(error, "The comments could not be changed");
      // Someone else may have moderated some of them meanwhile: show the list as it is now.
      return refresh();
    },
  });

  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // Only what is on screen counts, so a comment moderated away by a refetch is never acted on unseen.
  const chosen = rows.filter((c) => selected.has(c.id)).map((c) => c.id);
  const busyId = setStatus.isPending ? setStatus.variables?.id : remove.isPending ? remove.variables : undefined;
  const pendingCount = tab === "pending" && !list.isPlaceholderData ? list.data?.total : stats.data?.pendingComments;
  const confirmation = confirming ? bulkConfirmation(confirming.action, confirming.ids.length) : null;
  const tabLabel = TABS.find((t) => t.value === tab)!.label;

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
      <div className="grid gap-4">
        <StatusTabs
          label="Comment status"
          idPrefix="comments-tab"
          panelId="comments-panel"
          tabs={TABS}
          value={tab}
          onChange={(next) => show({ status: next })}
        />
        <div role="tabpanel" id="comments-panel" aria-labelledby={`comments-tab-${tab}`} className="min-w-0">
          {list.isError && !list.data && (
            <LoadError message="The comments could not be loaded." onRetry={() => list.refetch()} />
          )}
          {list.isPending && <Skeleton rows={3} className="h-44" />}
          {list.data?.comments.length === 0 && !list.isPlaceholderData && (
            <EmptyState icon={Inbox} title={EMPTY[tab].title} description={EMPTY[tab].description} />
          )}
          {rows.length > 0 && (
            <Card className={list.isPlaceholderData ? "opacity-70 transition-opacity" : ""}>
              <CommentBulkBar
                tab={tab}
                pageCount={rows.length}
                selectedCount={chosen.length}
                busy={bulk.isPending}
                onSelectAll={(on) => setSelected(on ? new Set(rows.map((c) => c.id)) : new Set())}
                onAction={(action) => chosen.length > 0 && setConfirming({ action, ids: chosen })}
                onClear={() => setSelected(new Set())}
              />
              <ul
                aria-label={`${tabLabel} comments`}
                aria-busy={list.isFetching}
                className="divide-y divide-slate-200 dark:divide-slate-800"
              >
                {rows.map((comment) => (
                  <CommentItem
                    key={comment.id}
                    comment={comment}
                    selected={selected.has(comment.id)}
                    busy={busyId === comment.id || bulk.isPending}
                    onSelect={(on) => select(comment.id, on)}
                    onStatus={(status) => setStatus.mutate({ id: comment.id, status })}
                    onDelete={() => setDeleting(comment)}
                  />
                ))}
              </ul>
            </Card>
          )}
          {list.data && list.data.total > 0 && (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {list.data.total} {tabLabel.toLowerCase()} comment{list.data.total === 1 ? "" : "s"}
              {pages > 1 ? ` · page ${page} of ${pages}` : ""}
            </p>
          )}
          <Pagination page={page} totalPages={pages} onPageChange={(n) => show({ page: n })} />
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete comment"
        description="Are you sure you want to delete this comment? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
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
