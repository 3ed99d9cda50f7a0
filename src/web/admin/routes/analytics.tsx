import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { ANALYTICS_PERIODS, type Analytics as AnalyticsData, type AnalyticsPeriod } from "#shared/schemas/analytics.js";
import { Card, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { analyticsQuery } from "../features/analytics/api/get-analytics.js";
import { DayChart } from "../features/analytics/day-chart.js";
import { formatCount, longDay } from "../features/analytics/format.js";
import { PeriodPicker } from "../features/analytics/period-picker.js";
import { translationAnalyticsQuery } from "../features/analytics/api/get-translation-analytics.js";
import { RankTable } from "../features/analytics/rank-table.js";
import { periodName, subscriberChange, subscribersSummary, viewsSummary } from "../features/analytics/summaries.js";
import { TranslationQuality } from "../features/analytics/translation-quality.js";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [{ title: "Analytics · Admin · Only News for Free" }];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <h2
          id={id}
          className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5 dark:border-slate-800 dark:text-white"
        >
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="p-4 text-sm text-slate-600 sm:px-5 dark:text-slate-400">{children}</p>;
}

/** The period, kept in the URL as ?days= (7 when absent or not one of the choices). */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("days"));
  const days = (ANALYTICS_PERIODS as readonly number[]).includes(raw) ? (raw as AnalyticsPeriod) : 7;
  const choose = (next: AnalyticsPeriod) => setParams({ days: String(next) }, { replace: true });
  return [days, choose] as const;
}

function Numbers({ data }: { data: AnalyticsData }) {
  const subscribers = data.subscribers.at(-1)?.total ?? 0;
  const cards = [
    { label: `Reads, ${periodName(data.days)}`, value: formatCount(data.totalReads), testId: "analytics-total" },
    { label: "Confirmed subscribers", value: formatCount(subscribers), testId: "analytics-subscribers" },
    {
      label: `Subscriber change, ${periodName(data.days)}`,
      value: subscriberChange(data.subscribers),
      testId: "analytics-subscriber-change",
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label="Totals">
      {cards.map((card) => (
        <Card key={card.testId} className="p-4">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{card.label}</dt>
          <dd
            className="mt-1 text-2xl font-semibold tabular-nums text-slate-900 dark:text-white"
            data-testid={card.testId}
          >
            {card.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

/** The translation part (issue 43), fetched beside the reads: its own loading and failure. */
function Translation({ days }: { days: AnalyticsPeriod }) {
  const query = useQuery({ ...translationAnalyticsQuery(days), placeholderData: keepPreviousData });
  return (
    <Section id="analytics-translation" title="Translation">
      {query.data ? (
        <TranslationQuality data={query.data} period={periodName(query.data.days as AnalyticsPeriod)} />
      ) : query.isError ? (
        <div className="p-4 sm:p-5">
          <LoadError message="The translation figures could not be loaded." onRetry={() => query.refetch()} />
        </div>
      ) : (
        <Skeleton rows={2} className="m-4 h-16" />
      )}
    </Section>
  );
}

function Report({ data }: { data: AnalyticsData }) {
  const period = periodName(data.days);
  const views = useMemo(() => data.viewsPerDay.map(({ day, reads }) => ({ day, value: reads })), [data.viewsPerDay]);
  const subscribers = useMemo(
    () => data.subscribers.map(({ day, total }) => ({ day, value: total })),
    [data.subscribers],
  );
  const noReads = `No reads counted in the ${period} yet.`;
  return (
    <div className="grid gap-6">
      <Numbers data={data} />
      <Section id="analytics-views" title="Views per day">
        {data.totalReads === 0 ? (
          <Empty>{noReads}</Empty>
        ) : (
          <div className="p-4 sm:p-5">
            <DayChart
              id="analytics-views"
              kind="bar"
              tone="brand"
              title={`Views per day, ${period}`}
              valueLabel="Reads"
              summary={viewsSummary(data)}
              points={views}
            />
          </div>
        )}
      </Section>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Section id="analytics-top" title="Top articles">
          {data.topArticles.length === 0 ? (
            <Empty>{noReads}</Empty>
          ) : (
            <RankTable
              caption={`Top articles, ${period}`}
              nameHeading="Article"
              testId="analytics-top-articles"
              rows={data.topArticles.map((article) => ({
                key: article.id,
                reads: article.reads,
                name: article.live ? (
                  <a
                    href={`/articles/${article.slug}`}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    {article.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  // Read while it was public, hidden since: readers would get a 404, staff get its preview.
                  <>
                    <Link
                      to={`/admin/articles/${article.id}/preview`}
                      className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                    >
                      {article.title}
                    </Link>{" "}
                    <span className="text-slate-600 dark:text-slate-400">(not published now)</span>
                  </>
                ),
              }))}
            />
          )}
        </Section>
        <Section id="analytics-referrers" title="Referring sites">
          {data.referrers.length === 0 ? (
            <Empty>No reads from other sites in the {period} yet.</Empty>
          ) : (
            <RankTable
              caption={`Referring sites, ${period}`}
              nameHeading="Site"
              testId="analytics-referrers"
              rows={data.referrers.map((referrer) => ({
                key: referrer.host,
                reads: referrer.reads,
                name: referrer.host,
              }))}
            />
          )}
        </Section>
      </div>
      <Section id="analytics-subscribers" title="Subscribers">
        {data.subscribers.every((day) => day.total === 0) ? (
          <Empty>No confirmed newsletter subscribers in the {period}.</Empty>
        ) : (
          <div className="p-4 sm:p-5">
            <DayChart
              id="analytics-subscribers"
              kind="line"
              tone="emerald"
              title={`Confirmed subscribers, ${period}`}
              valueLabel="Subscribers"
              summary={subscribersSummary(data)}
              points={subscribers}
            />
          </div>
        )}
      </Section>
      <Translation days={data.days as AnalyticsPeriod} />
    </div>
  );
}

/**
 * What readers read (issue 31): reads per day, the most read articles, the sites readers came from (host
 * only) and confirmed newsletter subscribers, over the last 7, 30 or 90 days (UTC days, today included);
 * and how much editors changed the engines' English (issue 43).
 */
export default function Analytics() {
  const [days, choose] = usePeriod();
  const query = useQuery({ ...analyticsQuery(days), placeholderData: keepPreviousData });
  const data = query.data;

  return (
    <>
      <PageHeader
        title="Analytics"
        description="Reads of article pages, counted once per reader and article every 30 minutes; bots and signed-in staff are not counted."
        actions={<PeriodPicker value={days} onChange={choose} />}
      />
      <p role="status" className="mb-4 text-sm text-slate-700 dark:text-slate-300" data-testid="analytics-period">
        {data && data.days === days
          ? `Showing the ${periodName(days)}: ${longDay(data.from)} to ${longDay(data.to)} (UTC).`
          : `Loading the ${periodName(days)}…`}
      </p>
      {query.isError && !data && <LoadError message="Analytics could not be loaded." onRetry={() => query.refetch()} />}
      {query.isPending && <Skeleton rows={3} className="h-40" />}
      {data && (
        <div className={query.isPlaceholderData ? "opacity-70 transition-opacity" : ""}>
          <Report data={data} />
        </div>
      )}
      {data && query.isError && (
        <div className="mt-4">
          <LoadError message={`The ${periodName(days)} could not be loaded.`} onRetry={() => query.refetch()} />
        </div>
      )}
    </>
  );
}
