import { INTERVALS_MS } from "#shared/constants.js";
import { fetchGoogleNews } from "./feeds.js";
import { useFetched } from "../../lib/fetched.js";
import { FeedError, FeedItems, FeedSkeleton, UpdatedAt } from "./feed-list.js";
import { Icon } from "#web/ui/icon.js";
import { WidgetCard } from "./widget-card.js";

export const GOOGLE_ERROR_TEXT = "Failed to load Google News. Please try again later.";

/** Google News (already English) for Sweden; 8 items, refreshed every 10 minutes (SPEC 9). */
export function GoogleNewsWidget({ feedUrl }: { feedUrl: string }) {
  const query = useFetched(`google ${feedUrl}`, () => fetchGoogleNews(feedUrl), {
    intervalMs: INTERVALS_MS.googleNews,
  });
  return (
    <WidgetCard
      title="Google News"
      subtitle="Top stories about Sweden, in English"
      accent="#1a56c4"
      icon={<Icon name="globe" className="h-5 w-5" />}
      status={query.isSuccess ? <UpdatedAt at={query.updatedAt} /> : null}
      testId="widget-google-news"
    >
      {query.isPending ? (
        <FeedSkeleton />
      ) : query.isError ? (
        <FeedError message={GOOGLE_ERROR_TEXT} retryLabel="Try Again" busy={query.isFetching} onRetry={query.refetch} />
      ) : (
        <FeedItems items={query.data} columns={2} />
      )}
    </WidgetCard>
  );
}
