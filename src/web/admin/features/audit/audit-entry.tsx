import type { AuditEntry } from "#shared/schemas/audit.js";
import { formatRelative } from "#web/ui/dates.js";
import { Badge } from "../../components/badge.js";

/** One line of the audit log: when, who, what, on what, and the harmless facts kept beside it. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const facts = Object.entries(entry.detail);
  const failed = entry.action === "auth.sign-in-failed";
  return (
    <li className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <time
        dateTime={entry.at}
        title={new Date(entry.at).toLocaleString()}
        className="text-sm text-slate-600 dark:text-slate-400"
      >
        {formatRelative(entry.at)}
      </time>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-900 dark:text-white">
          <Badge tone={failed ? "red" : entry.action.startsWith("auth.") ? "blue" : "neutral"}>{entry.action}</Badge>
          {entry.target && <span className="text-slate-700 dark:text-slate-300">on {entry.target}</span>}
        </p>
        <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">{entry.who}</p>
        {facts.length > 0 && (
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            {facts.map(([key, value]) => (
              <div key={key} className="flex gap-1">
                <dt>{key}</dt>
                <dd className="[overflow-wrap:anywhere]">{String(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
