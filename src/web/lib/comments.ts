import { commentInput } from "../../shared/schemas/comment.js";
import type { PublicComment } from "../../shared/schemas/comment.js";

export interface CommentNode extends PublicComment {
  replies: CommentNode[];
}

/** Threads a flat, oldest-first list; a reply whose parent is not shown becomes a top-level comment. */
export function buildCommentTree(comments: PublicComment[]): CommentNode[] {
  const nodes = new Map<number, CommentNode>(comments.map((c) => [c.id, { ...c, replies: [] }]));
  const roots: CommentNode[] = [];
  for (const comment of comments) {
    const node = nodes.get(comment.id)!;
    const parent = comment.parentId !== null ? nodes.get(comment.parentId) : undefined;
    if (parent && parent !== node) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}

export interface CommentDraft {
  name: string;
  email: string;
  body: string;
}

/** The first failing rule's message (SPEC 5: 'Name is required', a valid email or none, 'Comment is required'). */
export function firstCommentError(draft: CommentDraft): string | null {
  const result = commentInput.safeParse({ name: draft.name, email: draft.email, body: draft.body });
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid comment");
}
