import { Check, Mail, RotateCcw, Trash2 } from "lucide-react";
import type { ContactMessage } from "#shared/schemas/contact-message.js";
import { mailtoHref } from "#shared/schemas/email-address.js";
import { relativeTime } from "#shared/text.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";

/** One contact message: who sent it and when, its subject and text, whether it is handled, and its actions. */
export function MessageItem({
  message,
  busy,
  onHandled,
  onDelete,
}: {
  message: ContactMessage;
  busy: boolean;
  onHandled: (handled: boolean) => void;
  onDelete: () => void;
}) {
  const handled = message.handledAt !== null;
  const who = <span className="sr-only"> message from {message.name}</span>;
  // Built, never pasted: an address stored before the shared rule (issue 41) has no link and shows as text.
  const reply = mailtoHref(message.email, `Re: ${message.subject}`);
  const address = (
    <>
      <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {message.email}
    </>
  );
  return (
    <li className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">{message.name}</p>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
            {reply ? (
              <a href={reply} className="inline-flex min-w-0 items-center gap-1 break-all hover:underline">
                {address}
              </a>
            ) : (
              <span className="inline-flex min-w-0 items-center gap-1 break-all">{address}</span>
            )}
            <span aria-hidden>·</span>
            <time dateTime={message.createdAt} title={new Date(message.createdAt).toLocaleString()}>
              {relativeTime(message.createdAt)}
            </time>
          </p>
        </div>
        {handled ? <Badge tone="green">Handled</Badge> : <Badge tone="amber">Open</Badge>}
      </div>
      <h2 className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">{message.subject}</h2>
      <blockquote className="whitespace-pre-line rounded-lg bg-slate-50 px-4 py-3 text-slate-800 [overflow-wrap:anywhere] dark:bg-slate-800/60 dark:text-slate-200">
        {message.message}
      </blockquote>
      <div className="flex flex-wrap gap-2">
        {handled ? (
          <Button size="sm" disabled={busy} onClick={() => onHandled(false)}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            Reopen
            {who}
          </Button>
        ) : (
          <Button size="sm" variant="success" disabled={busy} onClick={() => onHandled(true)}>
            <Check className="h-4 w-4" aria-hidden />
            Mark handled
            {who}
          </Button>
        )}
        <Button size="sm" variant="ghost-danger" disabled={busy} onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete
          {who}
        </Button>
      </div>
    </li>
  );
}
