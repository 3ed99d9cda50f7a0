import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, CornerDownRight, Inbox, Mail, Trash2, X } from "lucide-react";
import { useState } from "react";
import { PENDING_LIST_MAX } from "#shared/constants.js";
import type { AdminComment } from "#shared/schemas/comment.js";
import { relativeTime } from "#shared/text.js";
import { deleteComment, pendingCommentsQuery, setCommentStatus } from "../api/comments.js";
import { keys } from "../api/keys.js";
import { statsQuery } from "../api/stats.js";
import { Badge } from "../components/badge.js";
import { Button } from "../components/button.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/comments";

export const meta: Route.MetaFunction = () => [{ title: "Moderate Comments · Admin · Only News for Free" }];

type Status = "published" | "rejected";

function CommentItem({
  comment,
  busy,
  onStatus,
  onDelete,
}: {
  comment: AdminComment;
  busy: boolean;
  onStatus: (status: Status) => void;
  onDelete: () => void;
}) {
  return (
    <li className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="font-semibold text-slate-900 dark:text-white">{comment.name}</p>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
            {comment.email ? (
              <a href={`mailto:${comment.email}`} className="inline-flex items-center gap-1 hover:underline">
                <Mail className="h-3.5 w-3.5" aria-hidden />
                {comment.email}
              </a>
            ) : (
              <span>No email given</span>
            )}
            <span aria-hidden>·</span>
            <time dateTime={comment.createdAt} title={new Date(comment.createdAt).toLocaleString()}>
              {relativeTime(comment.createdAt)}
            </time>
          </p>
        </div>
        <Badge tone="amber">Pending Review</Badge>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {comment.parentId ? (
          <span className="inline-flex items-center gap-1">
            <CornerDownRight className="h-3.5 w-3.5" aria-hidden />
            Reply on
          </span>
        ) : (
          "On"
        )}{" "}
        <a
          href={`/articles/${comment.article.slug}`}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          {comment.article.title}
        </a>
      </p>
      <blockquote className="whitespace-pre-line break-words rounded-lg bg-slate-50 px-4 py-3 text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
        {comment.body}
      </blockquote>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="success" disabled={busy} onClick={() => onStatus("published")}>
          <Check className="h-4 w-4" aria-hidden />
          Approve
          <span className="sr-only"> comment by {comment.name}</span>
        </Button>
        <Button size="sm" disabled={busy} onClick={() => onStatus("rejected")}>
          <X className="h-4 w-4" aria-hidden />
          Reject
          <span className="sr-only"> comment by {comment.name}</span>
        </Button>
        <Button size="sm" variant="ghost-danger" disabled={busy} onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete
          <span className="sr-only"> comment by {comment.name}</span>
        </Button>
      </div>
    </li>
  );
}

export default function ModerateComments() {
  const list = useQuery(pendingCommentsQuery());
  // The list carries the newest PENDING_LIST_MAX; the statistics count every pending comment.
  const stats = useQuery(statsQuery());
  const queryClient = useQueryClient();
  const results = useResultToasts();
  const [deleting, setDeleting] = useState<AdminComment | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.comments }),
      queryClient.invalidateQueries({ queryKey: keys.stats }),
    ]);

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: Status }) => setCommentStatus(id, status),
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

  const busyId = setStatus.isPending ? setStatus.variables?.id : remove.isPending ? remove.variables : undefined;
  const shown = list.data?.length;
  const count = shown === PENDING_LIST_MAX ? (stats.data?.pendingComments ?? shown) : shown;

  return (
    <>
      <PageHeader
        title="Moderate Comments"
        description="New comments and replies wait here until you approve them."
        badge={count !== undefined && <Badge tone={count > 0 ? "amber" : "neutral"}>{count} pending</Badge>}
      />
      {list.isError && <LoadError message="The comments could not be loaded." onRetry={() => list.refetch()} />}
      {list.isPending && <Skeleton rows={3} className="h-44" />}
      {list.data?.length === 0 && (
        <EmptyState icon={Inbox} title="No pending comments" description="You are all caught up." />
      )}
      {shown !== undefined && count !== undefined && count > shown && (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Showing the newest {shown} of {count} pending comments. Older ones appear as you approve, reject or delete
          these.
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <Card>
          <ul aria-label="Pending comments" className="divide-y divide-slate-200 dark:divide-slate-800">
            {list.data.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                busy={busyId === comment.id}
                onStatus={(status) => setStatus.mutate({ id: comment.id, status })}
                onDelete={() => setDeleting(comment)}
              />
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete comment"
        description="Are you sure you want to delete this comment? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
