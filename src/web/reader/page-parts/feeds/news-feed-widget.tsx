import { INTERVALS_MS } from "#shared/constants.js";
import { type FeedSource, fetchFeed } from "./feeds.js";
import { useFetched } from "../../lib/fetched.js";
import { FeedError, FeedItems, FeedSkeleton, UpdatedAt } from "./feed-list.js";
import { Icon, type IconName } from "#web/ui/icon.js";
import { WidgetCard } from "./widget-card.js";

const SOURCES: Record<FeedSource, { title: string; subtitle: string; accent: string; icon: IconName }> = {
  svt: { title: "SVT Nyheter", subtitle: "Swedish Television news, translated", accent: "#0b5d3b", icon: "tv" },
  aftonbladet: {
    title: "Aftonbladet",
    subtitle: "Latest from Aftonbladet, translated",
    accent: "#b3001b",
    icon: "newspaper",
  },
};

export const FEED_ERROR_TEXT = "Unable to load latest news. Please try again later.";

/** SVT or Aftonbladet headlines, translated on the server; refreshed every 5 minutes (SPEC 9). */
export function NewsFeedWidget({ source }: { source: FeedSource }) {
  const meta = SOURCES[source];
  const query = useFetched(source, () => fetchFeed(source), { intervalMs: INTERVALS_MS.feeds });
  return (
    <WidgetCard
      title={meta.title}
      subtitle={meta.subtitle}
      accent={meta.accent}
      icon={<Icon name={meta.icon} className="h-5 w-5" />}
      status={query.isSuccess ? <UpdatedAt at={query.updatedAt} /> : null}
      testId={`widget-${source}`}
    >
      {query.isPending ? (
        <FeedSkeleton />
      ) : query.isError ? (
        <FeedError message={FEED_ERROR_TEXT} retryLabel="Retry" busy={query.isFetching} onRetry={query.refetch} />
      ) : (
        <FeedItems items={query.data} />
      )}
    </WidgetCard>
  );
}
