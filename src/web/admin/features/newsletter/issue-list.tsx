import type { NewsletterIssue } from "#shared/schemas/newsletter.js";
import { formatDate } from "#web/ui/dates.js";
import { Badge } from "../../components/badge.js";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What became of an edition's messages: delivered, waiting, failed. */
function Deliveries({ issue }: { issue: NewsletterIssue }) {
  if (issue.skippedReason)
    return <span className="text-slate-600 dark:text-slate-400">Not sent: {issue.skippedReason}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone="green">{issue.delivered} delivered</Badge>
      {issue.queued > 0 && <Badge tone="amber">{issue.queued} waiting</Badge>}
      {issue.failed > 0 && <Badge tone="red">{issue.failed} failed</Badge>}
    </span>
  );
}

/** The last digests (newest first): when, which kind, how many stories and recipients, and their delivery. */
export function IssueList({ issues }: { issues: NewsletterIssue[] }) {
  if (!issues.length) {
    return <p className="p-5 text-sm text-slate-600 dark:text-slate-400">No digest has been sent yet.</p>;
  }
  return (
    <ul aria-label="Last sends" className="divide-y divide-slate-200 dark:divide-slate-800">
      {issues.map((issue) => (
        <li key={issue.id} className="grid gap-1.5 p-4 text-sm sm:px-5" data-testid="newsletter-issue">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-slate-900 [overflow-wrap:anywhere] dark:text-white">{issue.subject}</p>
            <Badge tone={issue.edition.startsWith("manual:") ? "violet" : "blue"}>
              {issue.edition.startsWith("manual:") ? "Sent now" : "Daily"}
            </Badge>
          </div>
          <p className="text-slate-600 dark:text-slate-400">
            <time dateTime={issue.createdAt}>
              {formatDate(issue.createdAt)}, {new Date(issue.createdAt).toLocaleTimeString([], { timeStyle: "short" })}
            </time>
            {" · "}
            {plural(issue.stories, "story", "stories")} · {plural(issue.recipients, "recipient")}
          </p>
          <Deliveries issue={issue} />
        </li>
      ))}
    </ul>
  );
}
