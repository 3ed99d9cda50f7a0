import { TriangleAlert, X } from "lucide-react";
import { Link } from "react-router";
import type { WireRefresh } from "#shared/schemas/wire.js";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The toast after a refresh: how many new items came in, from how many sources that answered. */
export function refreshSummary(result: WireRefresh, polledSources: number): { title: string; description?: string } {
  const answered = Math.max(0, polledSources - result.failures.length);
  const title =
    result.added > 0
      ? `${plural(result.added, "new item")} from ${plural(answered, "source")}`
      : answered > 0
        ? `No new items from ${plural(answered, "source")}`
        : "No new items";
  const failed = result.failures.map((f) => f.name).join(", ");
  return { title, description: failed ? `Could not read: ${failed}` : undefined };
}

/** Which sources could not be read at the last refresh, and why; stays until dismissed or the next refresh. */
export function WireRefreshFailures({
  failures,
  onDismiss,
}: {
  failures: WireRefresh["failures"];
  onDismiss: () => void;
}) {
  if (failures.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-semibold">
          {failures.length === 1 ? "One source could not be read" : `${failures.length} sources could not be read`}
        </p>
        <ul className="grid gap-0.5">
          {failures.map((f) => (
            <li key={f.sourceId} className="break-words">
              <span className="font-medium">{f.name}:</span> {f.message}
            </li>
          ))}
        </ul>
        <Link to="/admin/sources" className="w-fit font-medium underline underline-offset-2">
          Check the sources
        </Link>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss the refresh report"
        className="rounded-md p-1 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-amber-900"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
