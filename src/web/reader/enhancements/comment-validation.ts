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

/** The first failing rule: its message and the field it concerns, so the form can show it there. */
export interface CommentProblem {
  field: keyof CommentDraft;
  message: string;
}

const FIELDS: ReadonlyArray<keyof CommentDraft> = ["name", "email", "body"];

/** The first failing rule (SPEC 5: 'Name is required', a valid email or none, 'Comment is required'). */
export function firstCommentError(draft: CommentDraft): CommentProblem | null {
  const result = commentInput.safeParse({ name: draft.name, email: draft.email, body: draft.body });
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = FIELDS.find((f) => f === issue?.path[0]) ?? "body";
  return { field, message: issue?.message ?? "Invalid comment" };
}
