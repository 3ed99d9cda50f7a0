import { REPLY_INDENT_PX } from "#shared/constants.js";
import type { CommentNode } from "../../lib/comments.js";
import { formatDate, formatRelative } from "#web/ui/dates.js";
import { Island } from "../../islands/island.js";

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("") || "?"
  );
}

function CommentItem({ comment, slug, depth }: { comment: CommentNode; slug: string; depth: number }) {
  return (
    <li data-testid="comment" data-depth={depth}>
      <article className="flex gap-3 py-4" aria-label={`Comment by ${comment.name}`}>
        <span
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-bold text-slate-700 dark:bg-slate-700 dark:text-slate-100"
          aria-hidden="true"
        >
          {initials(comment.name)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm">
            <span className="font-semibold text-slate-900 dark:text-slate-100">{comment.name}</span>
            <span className="text-slate-600 dark:text-slate-400">
              {" · "}
              <time dateTime={comment.createdAt} title={formatDate(comment.createdAt)} suppressHydrationWarning>
                {formatRelative(comment.createdAt)}
              </time>
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{comment.body}</p>
          <Island name="reply" props={{ slug, parentId: comment.id, name: comment.name }} />
        </div>
      </article>
      {comment.replies.length > 0 && (
        <ol
          className="border-l-2 border-slate-200 dark:border-slate-700"
          // The 2 px rule plus the padding make exactly one 24 px step per reply level.
          style={{ paddingLeft: REPLY_INDENT_PX - 2 }}
          aria-label={`Replies to ${comment.name}`}
        >
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} slug={slug} depth={depth + 1} />
          ))}
        </ol>
      )}
    </li>
  );
}

/** Threaded comments: each reply level indented 24 px (SPEC 9). */
export function CommentThread({ comments, slug }: { comments: CommentNode[]; slug: string }) {
  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="comment-list">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} slug={slug} depth={0} />
      ))}
    </ol>
  );
}
