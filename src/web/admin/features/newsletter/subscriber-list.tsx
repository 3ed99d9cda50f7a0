import { Trash2 } from "lucide-react";
import type { Subscriber, SubscriberStatus } from "#shared/schemas/newsletter.js";
import { formatShortDate } from "#web/ui/dates.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";

const STATUS: Record<SubscriberStatus, { label: string; tone: "green" | "amber" | "neutral" }> = {
  confirmed: { label: "Confirmed", tone: "green" },
  pending: { label: "Waiting for confirmation", tone: "amber" },
  unsubscribed: { label: "Unsubscribed", tone: "neutral" },
};

/** When the subscriber's state began: confirmed on, unsubscribed on, or signed up on while pending. */
function since(subscriber: Subscriber): string {
  if (subscriber.status === "confirmed") return `Confirmed ${formatShortDate(subscriber.confirmedAt)}`;
  if (subscriber.status === "unsubscribed") return `Left ${formatShortDate(subscriber.unsubscribedAt)}`;
  return `Signed up ${formatShortDate(subscriber.createdAt)}`;
}

/** One page of subscribers: address, state and its date, and Remove. */
export function SubscriberList({
  subscribers,
  busyId,
  onRemove,
}: {
  subscribers: Subscriber[];
  busyId: number | undefined;
  onRemove: (subscriber: Subscriber) => void;
}) {
  return (
    <ul aria-label="Subscribers" className="divide-y divide-slate-200 dark:divide-slate-800">
      {subscribers.map((subscriber) => {
        const status = STATUS[subscriber.status];
        return (
          <li
            key={subscriber.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5"
            data-testid="newsletter-subscriber"
          >
            <div className="grid min-w-0 gap-1">
              <p className="font-medium text-slate-900 [overflow-wrap:anywhere] dark:text-white">{subscriber.email}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <Badge tone={status.tone}>{status.label}</Badge>
                <span>{since(subscriber)}</span>
              </p>
            </div>
            <Button
              variant="ghost-danger"
              size="sm"
              disabled={busyId === subscriber.id}
              onClick={() => onRemove(subscriber)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              Remove<span className="sr-only"> {subscriber.email}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
