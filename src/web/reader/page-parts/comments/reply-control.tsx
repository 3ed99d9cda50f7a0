import { useState } from "react";
import { Icon } from "#web/ui/icon.js";
import { CommentForm } from "./comment-form.js";

export interface ReplyControlProps {
  slug: string;
  /** The comment replied to. */
  parentId: number;
  /** Its author, named in the button for screen readers. */
  name: string;
}

/** A comment's Reply button and, when open, the reply form under it: the one live part of a comment. */
export function ReplyControl({ slug, parentId, name }: ReplyControlProps) {
  const [replying, setReplying] = useState(false);
  const formId = `reply-${parentId}`;
  return (
    <>
      <button
        type="button"
        className="mt-2 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-600 hover:underline dark:text-brand-300"
        aria-expanded={replying}
        aria-controls={replying ? formId : undefined}
        onClick={() => setReplying((r) => !r)}
      >
        <Icon name="message-square-reply" className="h-4 w-4" />
        Reply
        <span className="sr-only"> to {name}</span>
      </button>
      {replying && (
        <div id={formId}>
          <CommentForm
            slug={slug}
            parentId={parentId}
            onDone={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        </div>
      )}
    </>
  );
}
