import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { type ReactNode, useState } from "react";
import { totalPages } from "#shared/text.js";
import { useStatusPageView } from "../lib/status-page-view.js";
import { ConfirmDialog } from "./confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "./empty-state.js";
import { Pagination, useStepBackFromEmptyPage } from "./pagination.js";
import { type StatusTab, StatusTabs } from "./status-tabs.js";

/** What a moderated list's page answers: its rows (under their own name) and how many there are in all. */
interface ModeratedPage {
  total: number;
}

/**
 * A moderation screen's list (comments, messages): the tab (`?status=`) and page (`?page=`) in the URL, one
 * page of that tab read, and a step back once the last page is emptied.
 */
export function useModeratedList<S extends string, D extends ModeratedPage, R>({
  statuses,
  fallback,
  query,
  rowsOf,
  pageSize,
}: {
  statuses: readonly S[];
  fallback: S;
  query: (status: S, page: number) => { queryKey: readonly unknown[]; queryFn: () => Promise<D> };
  rowsOf: (data: D) => R[];
  pageSize: number;
}) {
  const view = useStatusPageView(statuses, fallback);
  const { status, page, show } = view;
  const list = useQuery({ ...query(status, page), placeholderData: keepPreviousData });
  const pages = list.data ? totalPages(list.data.total, pageSize) : 1;
  const rows = list.data ? rowsOf(list.data) : [];
  // After the last row of the last page leaves the tab, step back to the page that still exists.
  useStepBackFromEmptyPage(list.data, list.isPlaceholderData, rows.length, page, pages, (last) =>
    show({ page: last }, { replace: true }),
  );
  return { ...view, list, pages, rows };
}

export type ModeratedList<S extends string, D extends ModeratedPage, R> = ReturnType<typeof useModeratedList<S, D, R>>;

/**
 * The list of a moderation screen: its status tabs, the tab's panel (loading, failing, empty, or the rows
 * in a card, after an optional toolbar such as bulk actions), how many there are, the pages, and Delete
 * asked about once. `noun` ("comment") names the tabs' ids, the list ("Pending comments") and the question.
 */
export function ModerationView<S extends string, D extends ModeratedPage, R extends { id: number }>({
  noun,
  label,
  tabs,
  moderated,
  empty,
  count,
  toolbar,
  row,
  onDelete,
}: {
  noun: string;
  /** The tabs' name for assistive technology ("Comment status"). */
  label: string;
  tabs: readonly StatusTab<S>[];
  moderated: ModeratedList<S, D, R>;
  /** What an empty tab says. */
  empty: { title: string; description: string };
  /** "3 pending comments", given the total and the tab's label. */
  count: (total: number, tabLabel: string) => string;
  toolbar?: ReactNode;
  /** One row of the list; `askDelete` opens the confirmation. */
  row: (row: R, askDelete: () => void) => ReactNode;
  onDelete: (row: R) => void;
}) {
  const name = `${noun}s`;
  const { status, page, show, list, pages, rows } = moderated;
  const [deleting, setDeleting] = useState<R | null>(null);
  const tabLabel = tabs.find((t) => t.value === status)!.label;
  return (
    <>
      <div className="grid gap-4">
        <StatusTabs
          label={label}
          idPrefix={`${name}-tab`}
          panelId={`${name}-panel`}
          tabs={tabs}
          value={status}
          onChange={(next) => show({ status: next })}
        />
        <div role="tabpanel" id={`${name}-panel`} aria-labelledby={`${name}-tab-${status}`} className="min-w-0">
          {list.isError && !list.data && (
            <LoadError message={`The ${name} could not be loaded.`} onRetry={() => list.refetch()} />
          )}
          {list.isPending && <Skeleton rows={3} className="h-44" />}
          {list.data && rows.length === 0 && !list.isPlaceholderData && (
            <EmptyState icon={Inbox} title={empty.title} description={empty.description} />
          )}
          {rows.length > 0 && (
            <Card className={list.isPlaceholderData ? "opacity-70 transition-opacity" : ""}>
              {toolbar}
              <ul
                aria-label={`${tabLabel} ${name}`}
                aria-busy={list.isFetching}
                className="divide-y divide-slate-200 dark:divide-slate-800"
              >
                {rows.map((r) => row(r, () => setDeleting(r)))}
              </ul>
            </Card>
          )}
          {list.data && list.data.total > 0 && (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {count(list.data.total, tabLabel)}
              {pages > 1 ? ` · page ${page} of ${pages}` : ""}
            </p>
          )}
          <Pagination page={page} totalPages={pages} onPageChange={(n) => show({ page: n })} />
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${noun}`}
        description={`Are you sure you want to delete this ${noun}? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </>
  );
}
