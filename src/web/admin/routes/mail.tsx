import { useQuery } from "@tanstack/react-query";
import { Mail as MailIcon, Send } from "lucide-react";
import { MAIL_STATUSES, type MailOverview } from "#shared/schemas/mail.js";
import { Badge } from "../components/badge.js";
import { Button } from "../components/button.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { mailOverviewQuery } from "../features/mail/api/get-mail-overview.js";
import { useRetryMail } from "../features/mail/api/retry-mail.js";
import { useSendTestMail } from "../features/mail/api/send-test-mail.js";
import { MailMessageItem } from "../features/mail/mail-message-item.js";
import { MailNotSetUp } from "../features/mail/mail-not-set-up.js";
import { useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/mail";

export const meta: Route.MetaFunction = () => [{ title: "Mail · Admin · Only News for Free" }];

const COUNT_LABELS = { queued: "Queued", sending: "Sending", sent: "Sent", failed: "Failed" } as const;

/** While messages wait or are being sent, the screen follows them. */
const followInterval = (data: MailOverview | undefined) =>
  data && (data.counts.queued > 0 || data.counts.sending > 0) ? 3_000 : false;

/**
 * Outgoing e-mail (issue 31): whether it is set up and, when it is, the sender, the queue's counts, the
 * latest messages with their state and errors, a test message to oneself and Retry for failed ones.
 */
export default function Mail() {
  const overview = useQuery({ ...mailOverviewQuery(), refetchInterval: (query) => followInterval(query.state.data) });
  const results = useResultToasts();

  const test = useSendTestMail({
    mutationConfig: {
      onSuccess: (answer) => results.success(answer.message),
      onError: (error) => results.failure(error, "Failed to send the test e-mail"),
    },
  });

  const retry = useRetryMail({
    mutationConfig: {
      onSuccess: () => results.success("Message queued again"),
      onError: (error) => results.failure(error, "Failed to retry the message"),
    },
  });

  const data = overview.data;
  return (
    <>
      <PageHeader
        title="Mail"
        description="The e-mail the site sends: newsletter messages, contact messages for the newsroom, tests."
        badge={data && (data.configured ? <Badge tone="green">Set up</Badge> : <Badge tone="amber">Not set up</Badge>)}
        actions={
          data?.configured && (
            <Button variant="primary" disabled={test.isPending} onClick={() => test.mutate()}>
              <Send className="h-4 w-4" aria-hidden />
              Send test e-mail
            </Button>
          )
        }
      />
      {overview.isError && !data && (
        <LoadError message="The mail queue could not be loaded." onRetry={() => overview.refetch()} />
      )}
      {overview.isPending && <Skeleton rows={2} className="h-32" />}
      {data && !data.configured && <MailNotSetUp features={data.features} />}
      {data?.configured && (
        <div className="grid gap-6">
          <Card className="grid gap-4 p-5">
            <p className="text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
              Sending as <span className="font-semibold text-slate-900 dark:text-white">{data.from}</span>
            </p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {MAIL_STATUSES.map((status) => (
                <div key={status} className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
                  <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
                    {COUNT_LABELS[status]}
                  </dt>
                  <dd
                    className={`text-2xl font-bold ${status === "failed" && data.counts.failed > 0 ? "text-red-700 dark:text-red-400" : "text-slate-900 dark:text-white"}`}
                  >
                    {data.counts[status]}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
          <section aria-labelledby="mail-recent" className="grid gap-3">
            <h2 id="mail-recent" className="text-lg font-semibold text-slate-900 dark:text-white">
              Recent messages
            </h2>
            {data.recent.length === 0 ? (
              <EmptyState
                icon={MailIcon}
                title="No e-mail yet"
                description="Messages the site sends appear here. Send a test e-mail to check that sending works."
              />
            ) : (
              <Card>
                <ul aria-label="Recent messages" className="divide-y divide-slate-200 dark:divide-slate-800">
                  {data.recent.map((message) => (
                    <MailMessageItem
                      key={message.id}
                      message={message}
                      busy={retry.isPending && retry.variables === message.id}
                      onRetry={() => retry.mutate(message.id)}
                    />
                  ))}
                </ul>
              </Card>
            )}
          </section>
        </div>
      )}
    </>
  );
}
