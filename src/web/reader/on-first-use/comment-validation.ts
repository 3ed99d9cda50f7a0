import { commentInput } from "#shared/schemas/comment.js";

/**
 * The comment form's check in the browser, with the server's own schema. It brings zod (about a fifth of
 * the article page's JavaScript), so the form loads this module only when a reader starts writing.
 */
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
