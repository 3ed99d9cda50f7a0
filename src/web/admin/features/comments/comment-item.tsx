import { Check, CornerDownRight, Mail, Trash2, X } from "lucide-react";
import type { CommentStatus, ModerationComment } from "#shared/schemas/comment.js";
import { mailtoHref } from "#shared/schemas/email-address.js";
import { relativeTime } from "#shared/text.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";

const STATUS_BADGE: Record<CommentStatus, { tone: "amber" | "green" | "red"; label: string }> = {
  pending: { tone: "amber", label: "Pending Review" },
  published: { tone: "green", label: "Approved" },
  rejected: { tone: "red", label: "Rejected" },
};

/** The answered comment is context, not the thing to judge: its first words are enough to place the reply. */
const QUOTE_MAX = 160;
export function shorten(text: string, max = QUOTE_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function ReplyContext({ parent }: { parent: NonNullable<ModerationComment["parent"]> }) {
  return (
    <figure className="grid gap-1 border-l-4 border-slate-300 pl-3 text-sm dark:border-slate-600">
      <figcaption className="text-slate-600 dark:text-slate-400">
        In reply to <span className="font-medium text-slate-800 dark:text-slate-200">{parent.name}</span>:
      </figcaption>
      <blockquote className="italic text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
        {shorten(parent.body)}
      </blockquote>
    </figure>
  );
}

/** One comment on the moderation screen: a box to select it, who wrote it where, what it answers, and its actions. */
export function CommentItem({
  comment,
  selected,
  busy,
  onSelect,
  onStatus,
  onDelete,
}: {
  comment: ModerationComment;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onStatus: (status: "published" | "rejected") => void;
  onDelete: () => void;
}) {
  const badge = STATUS_BADGE[comment.status];
  const mailto = comment.email ? mailtoHref(comment.email) : undefined;
  return (
    <li className="flex gap-3 p-4 sm:p-5">
      <input
        type="checkbox"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={`Select comment by ${comment.name}`}
        // Keyboard focus scrolled into view must land below the sticky bulk-action bar, not under it.
        className="mt-1 h-4 w-4 shrink-0 scroll-mt-56 accent-brand-600 lg:scroll-mt-24"
      />
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">{comment.name}</p>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
              {comment.email && mailto ? (
                <a href={mailto} className="inline-flex min-w-0 items-center gap-1 break-all hover:underline">
                  <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden />
                  {comment.email}
                </a>
              ) : comment.email ? (
                // Stored before the shared address rule and not an address by it: shown, never a link.
                <span className="break-all">{comment.email}</span>
              ) : (
                <span>No email given</span>
              )}
              <span aria-hidden>·</span>
              <time dateTime={comment.createdAt} title={new Date(comment.createdAt).toLocaleString()}>
                {relativeTime(comment.createdAt)}
              </time>
            </p>
          </div>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
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
        {comment.parent && <ReplyContext parent={comment.parent} />}
        <blockquote className="whitespace-pre-line rounded-lg bg-slate-50 px-4 py-3 text-slate-800 [overflow-wrap:anywhere] dark:bg-slate-800/60 dark:text-slate-200">
          {comment.body}
        </blockquote>
        <div className="flex flex-wrap gap-2">
          {comment.status !== "published" && (
            <Button size="sm" variant="success" disabled={busy} onClick={() => onStatus("published")}>
              <Check className="h-4 w-4" aria-hidden />
              Approve
              <span className="sr-only"> comment by {comment.name}</span>
            </Button>
          )}
          {comment.status !== "rejected" && (
            <Button size="sm" disabled={busy} onClick={() => onStatus("rejected")}>
              <X className="h-4 w-4" aria-hidden />
              Reject
              <span className="sr-only"> comment by {comment.name}</span>
            </Button>
          )}
          <Button size="sm" variant="ghost-danger" disabled={busy} onClick={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete
            <span className="sr-only"> comment by {comment.name}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
