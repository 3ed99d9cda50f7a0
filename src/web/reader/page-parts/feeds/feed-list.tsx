import type { FeedItem } from "./feeds.js";
import { formatClock, formatRelative } from "#web/ui/dates.js";
import { Icon } from "#web/ui/icon.js";

export const FEED_EMPTY = "No recent news from the last week. Check back soon!";

/** Loading skeleton: the shape of a few headlines. */
export function FeedSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading news" className="space-y-4 py-1">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <div key={i} className="skeleton-row" aria-hidden="true">
          <div />
          <div />
          <div />
        </div>
      ))}
    </div>
  );
}

/** The error state: the spec's sentence and a button that fetches again. */
export function FeedError(props: { message: string; retryLabel: string; busy?: boolean; onRetry(): void }) {
  const { message, retryLabel, busy, onRetry } = props;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="text-sm text-red-700 dark:text-red-300">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={busy}
        aria-busy={busy || undefined}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-70 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <Icon name="refresh-cw" className={`h-4 w-4 ${busy ? "animate-spin" : ""}`} />
        {retryLabel}
      </button>
    </div>
  );
}

/** Headlines, each opening the outlet's page in a new tab. */
export function FeedItems({ items, columns = 1 }: { items: FeedItem[]; columns?: 1 | 2 }) {
  if (items.length === 0)
    return <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-300">{FEED_EMPTY}</p>;
  return (
    <ul
      className={
        columns === 2
          ? "grid gap-x-8 md:grid-cols-2 [&>li]:border-b [&>li]:border-slate-200 dark:[&>li]:border-slate-800"
          : "divide-y divide-slate-200 dark:divide-slate-800"
      }
      data-testid="feed-items"
    >
      {items.map((item) => (
        <li key={`${item.link}|${item.date}|${item.title}`} className="py-3" data-testid="feed-item">
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold leading-snug text-slate-900 hover:text-brand-600 hover:underline dark:text-slate-100 dark:hover:text-brand-300"
          >
            {item.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {item.description && (
            <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
          )}
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            <time dateTime={item.date}>{formatRelative(item.date)}</time>
            {item.category && <span> · {item.category}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** "Updated 14:05" once data has arrived. */
export function UpdatedAt({ at }: { at: number }) {
  if (!at) return null;
  return <span data-testid="updated-at">Updated {formatClock(at)}</span>;
}
