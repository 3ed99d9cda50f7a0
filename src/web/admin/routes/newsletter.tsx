import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { AlertTriangle, Mail, Send } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  SUBSCRIBER_STATUSES,
  SUBSCRIBERS_PAGE_SIZE,
  type Subscriber,
  type SubscriberStatus,
} from "#shared/schemas/newsletter.js";
import { totalPages } from "#shared/text.js";
import { Button } from "../components/button.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { Select } from "../components/field.js";
import { PageHeader } from "../components/page-header.js";
import { Pagination } from "../components/pagination.js";
import { SearchBox } from "../components/search-box.js";
import { newsletterQuery, previewQuery } from "../features/newsletter/api/get-newsletter.js";
import { useRemoveSubscriber } from "../features/newsletter/api/remove-subscriber.js";
import { useSaveSchedule } from "../features/newsletter/api/save-schedule.js";
import { useSendDigest } from "../features/newsletter/api/send-digest.js";
import { DigestPreview } from "../features/newsletter/digest-preview.js";
import { IssueList } from "../features/newsletter/issue-list.js";
import { ScheduleForm } from "../features/newsletter/schedule-form.js";
import { SubscriberList } from "../features/newsletter/subscriber-list.js";
import { useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () => [{ title: "Newsletter · Admin · Only News for Free" }];

const STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: "Confirmed",
  pending: "Waiting for confirmation",
  unsubscribed: "Unsubscribed",
};

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

/** The list's search, status and page, kept in the URL. */
function useSubscriberFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status") ?? "";
  const status = (SUBSCRIBER_STATUSES as readonly string[]).includes(raw) ? (raw as SubscriberStatus) : undefined;
  const q = params.get("q")?.trim() || undefined;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const show = (next: { q?: string; status?: SubscriberStatus | ""; page?: number }) => {
    const search: Record<string, string> = {};
    const nextQ = "q" in next ? next.q : q;
    const nextStatus = "status" in next ? next.status : status;
    if (nextQ) search.q = nextQ;
    if (nextStatus) search.status = nextStatus;
    if ((next.page ?? 1) > 1) search.page = String(next.page);
    setParams(search, { replace: true });
  };
  return { filters: { q, status, page }, show };
}

/**
 * The newsletter (issue 31): whether mail works, how many subscribe, the daily digest's schedule, Send now,
 * the last sends with their deliveries, the next digest's preview, and the subscribers.
 */
export default function Newsletter() {
  const { filters, show } = useSubscriberFilters();
  const data = useQuery({ ...newsletterQuery(filters), placeholderData: keepPreviousData });
  const preview = useQuery(previewQuery());
  const results = useResultToasts();
  const [confirmSend, setConfirmSend] = useState(false);
  const [removing, setRemoving] = useState<Subscriber | null>(null);

  const send = useSendDigest({
    mutationConfig: {
      onSuccess: (answer) => results.success("Digest sent", answer.message),
      onError: (error) => results.failure(error, "Failed to send the digest"),
    },
  });
  const schedule = useSaveSchedule({
    mutationConfig: {
      onSuccess: () => results.success("Schedule saved"),
      onError: (error) => results.failure(error, "Failed to save the schedule"),
    },
  });
  const remove = useRemoveSubscriber({
    mutationConfig: {
      onSuccess: () => results.success("Subscriber removed"),
      onError: (error) => results.failure(error, "Failed to remove the subscriber"),
    },
  });

  const view = data.data;
  const confirmed = view?.counts.confirmed ?? 0;
  const pages = view ? totalPages(view.total, SUBSCRIBERS_PAGE_SIZE) : 1;

  return (
    <>
      <PageHeader
        title="Newsletter"
        description="Readers subscribe from the footer and the end of articles, and confirm by email. Confirmed subscribers get the daily digest."
        actions={
          <Button
            variant="primary"
            onClick={() => setConfirmSend(true)}
            disabled={!view?.mailConfigured || send.isPending}
          >
            <Send className="h-4 w-4" aria-hidden />
            Send now
          </Button>
        }
      />
      {data.isError && !view && (
        <LoadError message="The newsletter could not be loaded." onRetry={() => data.refetch()} />
      )}
      {data.isPending && <Skeleton rows={3} className="h-32" />}
      {view && (
        <div className="grid gap-6">
          {!view.mailConfigured && (
            <div
              role="note"
              className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
              data-testid="newsletter-mail-off"
            >
              <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
              <p>
                Mail is not configured (SMTP_URL), so readers do not see the subscribe form and no digest can be sent.
                See{" "}
                <Link to="/admin/mail" className="font-medium underline">
                  Mail
                </Link>{" "}
                for how to set it up.
              </p>
            </div>
          )}
          <dl className="grid gap-3 sm:grid-cols-3" aria-label="Subscribers by status">
            {(["confirmed", "pending", "unsubscribed"] as const).map((status) => (
              <Card key={status} className="p-4">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{STATUS_LABELS[status]}</dt>
                <dd
                  className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white"
                  data-testid={`count-${status}`}
                >
                  {view.counts[status]}
                </dd>
              </Card>
            ))}
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="grid content-start gap-6">
              <Section id="newsletter-schedule" title="Daily digest">
                <div className="p-4 sm:p-5">
                  <ScheduleForm
                    schedule={view.schedule}
                    saving={schedule.isPending}
                    onSave={(values) => schedule.mutate(values)}
                  />
                </div>
              </Section>
              <Section id="newsletter-issues" title="Last sends">
                <IssueList issues={view.issues} />
              </Section>
            </div>
            <Section id="newsletter-preview-heading" title="Next digest">
              {preview.isError && (
                <div className="p-4">
                  <LoadError message="The preview could not be made." onRetry={() => preview.refetch()} />
                </div>
              )}
              {preview.isPending && (
                <div className="p-4">
                  <Skeleton rows={1} className="h-64" />
                </div>
              )}
              {preview.data && <DigestPreview preview={preview.data} />}
            </Section>
          </div>
          <Section id="newsletter-subscribers" title="Subscribers">
            <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-[1fr_auto] sm:p-5 dark:border-slate-800">
              <SearchBox
                id="newsletter-search"
                label="Search addresses"
                value={filters.q ?? ""}
                placeholder="name@example.com"
                onSearch={(q) => show({ q, page: 1 })}
              />
              <div className="grid gap-1.5">
                <label htmlFor="newsletter-status" className="text-sm font-medium text-slate-800 dark:text-slate-200">
                  Status
                </label>
                <Select
                  id="newsletter-status"
                  value={filters.status ?? ""}
                  onChange={(event) => show({ status: event.target.value as SubscriberStatus | "", page: 1 })}
                >
                  <option value="">All</option>
                  {SUBSCRIBER_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
            {view.subscribers.length === 0 ? (
              <div className="p-4">
                <EmptyState
                  icon={Mail}
                  title="No subscribers"
                  description={
                    filters.q || filters.status
                      ? "No subscriber matches this search."
                      : "Readers who subscribe from the site appear here."
                  }
                />
              </div>
            ) : (
              <div className={data.isPlaceholderData ? "opacity-70 transition-opacity" : ""}>
                <SubscriberList
                  subscribers={view.subscribers}
                  busyId={remove.isPending ? remove.variables : undefined}
                  onRemove={setRemoving}
                />
              </div>
            )}
            <div className="flex flex-wrap items-center justify-between gap-3 px-4 pb-4 sm:px-5">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {view.total} subscriber{view.total === 1 ? "" : "s"}
                {pages > 1 ? ` · page ${filters.page} of ${pages}` : ""}
              </p>
              <Pagination page={filters.page} totalPages={pages} onPageChange={(page) => show({ page })} />
            </div>
          </Section>
        </div>
      )}
      <ConfirmDialog
        open={confirmSend}
        onOpenChange={setConfirmSend}
        title="Send the digest now?"
        description={`The stories published since the last digest go now to ${confirmed} confirmed subscriber${confirmed === 1 ? "" : "s"}. A sent digest cannot be recalled.`}
        confirmLabel="Send now"
        destructive={false}
        onConfirm={() => send.mutate()}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove subscriber"
        description={`Remove ${removing?.email ?? "this address"} and forget it? They get no more digests. This cannot be undone.`}
        confirmLabel="Remove"
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </>
  );
}
