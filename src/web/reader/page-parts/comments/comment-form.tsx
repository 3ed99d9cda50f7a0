import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { COMMENT_LIMITS } from "#shared/constants.js";
import { ApiError, api } from "#web/ui/api.js";
import { cn } from "#web/ui/cn.js";
import { preloadToasts, useToast } from "#web/ui/toaster.js";
import { Icon } from "#web/ui/icon.js";

export const COMMENT_TEXTS = {
  comment: {
    validation: "Validation error",
    success: { title: "Comment submitted", description: "Your comment has been submitted for review." },
    failure: (error: unknown) => jsonMessage(error) ?? "Failed to submit comment",
  },
  reply: {
    validation: "Validation Error",
    success: { title: "Reply submitted", description: "Your reply has been submitted for review." },
    failure: () => "Failed to submit reply. Please try again.",
  },
} as const;

/** The server's `{ message }` from an API error, if its body was one. */
function jsonMessage(error: unknown): string | undefined {
  const message = error instanceof ApiError ? (error.body as { message?: unknown } | null)?.message : undefined;
  return typeof message === "string" && message.trim() ? message : undefined;
}

/** The validation module (and zod with it), fetched once, when a reader first focuses a comment form. */
const loadValidation = () => import("../../enhancements/comment-validation.js");

interface Props {
  slug: string;
  /** Set for a reply: the comment answered. */
  parentId?: number;
  onDone?(): void;
  onCancel?(): void;
}

const input =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400";
const labelClass = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";
const errorClass = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

/** What went wrong, and where: a field's own rule, or the form as a whole (the server refused). */
type Problem = { field: "name" | "email" | "body" | "form"; message: string };

function FieldError({ id, problem, field }: { id: string; problem: Problem | null; field: Problem["field"] }) {
  if (problem?.field !== field) return null;
  return (
    <p id={id} className={errorClass}>
      {problem.message}
    </p>
  );
}

/**
 * Leave a Comment / Reply. Checked in the browser first (SPEC 5: the first failing rule in a toast),
 * then sent for moderation; it does not appear until staff approve it. Besides the spec's toast, an error
 * is written next to the field it concerns (or above the buttons when the server refused) and focus moves
 * there, so a reader who missed the toast in its corner still sees what to fix. The hidden `website`
 * field is a trap for bots: people never see or reach it.
 */
export function CommentForm({ slug, parentId, onDone, onCancel }: Props) {
  const kind = parentId === undefined ? "comment" : "reply";
  const texts = COMMENT_TEXTS[kind];
  const toast = useToast();
  const id = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [body, setBody] = useState("");
  const [website, setWebsite] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const busy = useRef(false);
  const errorId = (field: Problem["field"]) => `${id}-${field}-error`;

  // Each new problem (a new object, even with the same text) takes focus to where it is shown.
  useEffect(() => {
    if (!problem) return;
    document.getElementById(problem.field === "form" ? `${id}-form-error` : `${id}-${problem.field}`)?.focus();
  }, [problem, id]);

  /** Props that tie a field to its error, while it has one. */
  const invalid = (field: Problem["field"]) =>
    problem?.field === field ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {};
  /** Typing in the field that was wrong clears its message; the next submit checks again. */
  const edited = (field: Problem["field"]) => {
    if (problem?.field === field || problem?.field === "form") setProblem(null);
  };

  async function send() {
    setSending(true);
    try {
      await api(`/api/articles/${encodeURIComponent(slug)}/comments`, {
        method: "POST",
        body: {
          name: name.trim(),
          email: email.trim(),
          body: body.trim(),
          website,
          ...(parentId !== undefined ? { parentId } : {}),
        },
      });
      toast(texts.success);
      setProblem(null);
      setName("");
      setEmail("");
      setBody("");
      onDone?.();
    } catch (error) {
      const message = texts.failure(error);
      toast({ title: "Error", description: message });
      setProblem({ field: "form", message });
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const { firstCommentError } = await loadValidation();
      const failed = firstCommentError({ name, email, body });
      if (failed) {
        toast({ title: texts.validation, description: failed.message });
        setProblem(failed);
      } else await send();
    } catch {
      const message = texts.failure(undefined);
      toast({ title: "Error", description: message });
      setProblem({ field: "form", message });
    } finally {
      busy.current = false;
    }
  }

  const isReply = kind === "reply";
  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => {
        void loadValidation();
        void preloadToasts();
      }}
      className={cn("space-y-4", isReply && "mt-3 rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60")}
      aria-label={isReply ? "Reply form" : "Comment form"}
      data-testid={isReply ? "reply-form" : "comment-form"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            aria-required="true"
            maxLength={COMMENT_LIMITS.name}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              edited("name");
            }}
            className={input}
            {...invalid("name")}
          />
          <FieldError id={errorId("name")} problem={problem} field="name" />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email <span className="font-normal text-slate-600 dark:text-slate-400">(optional, never shown)</span>
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={COMMENT_LIMITS.email}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              edited("email");
            }}
            className={input}
            {...invalid("email")}
          />
          <FieldError id={errorId("email")} problem={problem} field="email" />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-body`} className={labelClass}>
          {isReply ? "Reply" : "Comment"} <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={isReply ? 3 : 5}
          aria-required="true"
          maxLength={COMMENT_LIMITS.body}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            edited("body");
          }}
          className={input}
          placeholder={isReply ? "Write your reply…" : "Share your thoughts…"}
          {...invalid("body")}
        />
        <FieldError id={errorId("body")} problem={problem} field="body" />
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>
      {problem?.field === "form" && (
        // Focused when shown (tabIndex -1: reachable by script only), so it is read out and in view.
        <p id={errorId("form")} tabIndex={-1} className={cn(errorClass, "mt-0 focus:outline-none")}>
          {problem.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100"
        >
          {sending && <Icon name="loader-circle" className="h-4 w-4 animate-spin" />}
          {isReply ? "Post Reply" : "Post Comment"}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700"
          >
            Cancel
          </button>
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <span aria-hidden="true">*</span> Required. Comments are published after review.
        </p>
      </div>
    </form>
  );
}
