import * as SwitchPrimitive from "@radix-ui/react-switch";
import { Pencil, Settings2, Trash2, TriangleAlert } from "lucide-react";
import { useId } from "react";
import type { Category } from "#shared/schemas/category.js";
import type { Source } from "#shared/schemas/wire.js";
import { relativeTime } from "#shared/text.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";
import { Card } from "../../components/empty-state.js";
import { FailureSentence, isFailing, LastWorked, PollTime } from "./source-status.js";

const term = "text-slate-600 dark:text-slate-400";
const detail = "min-w-0 break-words text-slate-800 dark:text-slate-200";

/** One source of the desk: its feed, switch, default category, hosts, and how its last poll went. */
export function SourceCard({
  source,
  category,
  toggling,
  onToggle,
  onEdit,
  onRemove,
}: {
  source: Source;
  category: Category | null;
  toggling: boolean;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li>
      <Card className="flex h-full flex-col gap-4 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
              {source.name}
              {!source.enabled && <Badge>Disabled</Badge>}
              {isFailing(source) && <Badge tone="red">Failing</Badge>}
              {source.enabled && source.lastPollOk === true && <Badge tone="green">Working</Badge>}
              {source.configured && (
                <Badge tone="blue">
                  <Settings2 className="h-3 w-3" aria-hidden />
                  Configured
                </Badge>
              )}
            </h2>
            <p className="break-all font-mono text-xs text-slate-700 dark:text-slate-300">{source.feedUrl}</p>
            {source.configured && (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Its feed URL comes from the server configuration.
              </p>
            )}
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <label htmlFor={`${id}-enabled`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              Enabled<span className="sr-only"> {source.name}</span>
            </label>
            <SwitchPrimitive.Root
              id={`${id}-enabled`}
              checked={source.enabled}
              disabled={toggling}
              onCheckedChange={onToggle}
              className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70 data-[state=checked]:bg-brand-600 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-950 dark:data-[state=checked]:bg-brand-500"
            >
              <SwitchPrimitive.Thumb className="pointer-events-none block h-5 w-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
            </SwitchPrimitive.Root>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className={term}>Default category</dt>
          <dd className={detail}>{category?.name ?? "None"}</dd>
          <dt className={term}>Article hosts</dt>
          <dd className={detail}>
            {source.articleHosts.length > 0 ? (
              <span className="font-mono text-xs">{source.articleHosts.join(", ")}</span>
            ) : (
              "The feed's own host only"
            )}
          </dd>
          <dt className={term}>Items</dt>
          <dd className={`${detail} tabular-nums`}>{source.itemCount}</dd>
          <dt className={term}>Last poll</dt>
          <dd className={detail}>
            {source.lastPolledAt ? (
              <>
                <PollTime at={source.lastPolledAt} />
                <span className="text-slate-600 dark:text-slate-400"> ({relativeTime(source.lastPolledAt)})</span>
                {source.lastPollOk && source.lastFetched !== null && (
                  <span className="tabular-nums">
                    {" "}
                    · {source.lastFetched} read, {source.lastAdded ?? 0} new
                  </span>
                )}
              </>
            ) : (
              "Not yet"
            )}
          </dd>
        </dl>
        {source.lastError && (
          <div className="grid gap-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            <p className="flex items-start gap-2">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span className="min-w-0 break-words">
                <span className="font-semibold">Could not be read:</span> <FailureSentence source={source} />{" "}
                <LastWorked source={source} />
              </span>
            </p>
            {source.lastErrorDetail && (
              <details className="ml-6 text-xs">
                <summary className="w-fit cursor-pointer">Technical detail</summary>
                <code className="mt-1 block break-all font-mono">{source.lastErrorDetail}</code>
              </details>
            )}
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-end gap-1.5 border-t border-slate-200 pt-3 dark:border-slate-800">
          <Button size="sm" variant="ghost" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit<span className="sr-only"> {source.name}</span>
          </Button>
          <Button size="sm" variant="ghost-danger" onClick={onRemove}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Remove<span className="sr-only"> {source.name}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}
