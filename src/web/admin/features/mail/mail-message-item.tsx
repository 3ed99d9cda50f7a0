import { RotateCcw } from "lucide-react";
import type { MailMessage, MailStatus } from "#shared/schemas/mail.js";
import { relativeTime } from "#shared/text.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";

const STATUS: Record<MailStatus, { label: string; tone: "amber" | "blue" | "green" | "red" }> = {
  queued: { label: "Queued", tone: "amber" },
  sending: { label: "Sending", tone: "blue" },
  sent: { label: "Sent", tone: "green" },
  failed: { label: "Failed", tone: "red" },
};

const attemptsText = (n: number) => `${n} attempt${n === 1 ? "" : "s"}`;

/** One message of the queue: subject, recipient, what it is for, its state and, when it failed, why. */
export function MailMessageItem({
  message,
  busy,
  onRetry,
}: {
  message: MailMessage;
  busy: boolean;
  onRetry: () => void;
}) {
  const status = STATUS[message.status];
  const waiting = message.status === "queued" && message.lastError !== null;
  const showError = message.lastError !== null && message.status !== "sent";
  return (
    <li className="grid gap-2 p-4 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">{message.subject}</p>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
            <span className="break-all">To {message.recipient}</span>
            <span aria-hidden>·</span>
            <span>{message.purpose}</span>
            <span aria-hidden>·</span>
            <time dateTime={message.createdAt} title={new Date(message.createdAt).toLocaleString()}>
              {relativeTime(message.createdAt)}
            </time>
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {(waiting || message.attempts > 1) && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {waiting ? (
            <>
              {`${attemptsText(message.attempts)} so far · next try at `}
              <time dateTime={message.nextAttemptAt}>{new Date(message.nextAttemptAt).toLocaleTimeString()}</time>
            </>
          ) : (
            `${message.status === "sent" ? "Sent" : message.status === "failed" ? "Failed" : "Tried"} after ${attemptsText(message.attempts)}`
          )}
        </p>
      )}
      {showError && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 [overflow-wrap:anywhere] dark:bg-red-950 dark:text-red-200">
          {message.lastError}
        </p>
      )}
      {(message.status === "failed" || waiting) && (
        <div>
          <Button size="sm" disabled={busy} onClick={onRetry}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {message.status === "failed" ? "Retry" : "Retry now"}
            <span className="sr-only"> “{message.subject}”</span>
          </Button>
        </div>
      )}
    </li>
  );
}
