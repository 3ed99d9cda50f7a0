import type { PublicComment } from "#shared/schemas/comment.js";

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
