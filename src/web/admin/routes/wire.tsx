import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Inbox, Loader2, RefreshCw, Rss, SearchX } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { WIRE_PAGE_SIZE } from "#shared/schemas/wire.js";
import { totalPages } from "#shared/text.js";
import { useToast } from "#web/ui/toaster.js";
import { categoriesQuery } from "../features/categories/index.js";
import { existingDraftId, useCreateDraft } from "../features/wire/api/create-draft.js";
import { sourcesQuery } from "../features/wire/api/get-sources.js";
import { wirePageQuery } from "../features/wire/api/get-wire.js";
import { useRefreshWire } from "../features/wire/api/refresh-wire.js";
import { useSetWireStatus } from "../features/wire/api/set-wire-status.js";
import { Button, ButtonLink } from "../components/button.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { Pagination, useStepBackFromEmptyPage } from "../components/pagination.js";
import { StatusTabs } from "../components/status-tabs.js";
import { useWireFilters } from "../features/wire/use-wire-filters.js";
import { WireFilters } from "../features/wire/wire-filters.js";
import { WireItemCard } from "../features/wire/wire-item-card.js";
import { editArticlePath } from "../lib/paths.js";
import { FailingSources, isFailing } from "../features/wire/source-status.js";
import { refreshSummary } from "../features/wire/wire-refresh-report.js";
import { useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/wire";

export const meta: Route.MetaFunction = () => [{ title: "Wire · Admin · Only News for Free" }];

const TABS = [
  { value: "new", label: "New" },
  { value: "used", label: "Used" },
  { value: "dismissed", label: "Dismissed" },
] as const;

export default function Wire() {
  const { filters, update } = useWireFilters();
  const list = useQuery({ ...wirePageQuery(filters), placeholderData: keepPreviousData });
  const sources = useQuery(sourcesQuery());
  const categories = useQuery(categoriesQuery());
  const results = useResultToasts();
  const toast = useToast();
  const navigate = useNavigate();
  const [conflicts, setConflicts] = useState<Record<number, number>>({});
  const pages = list.data ? totalPages(list.data.total, WIRE_PAGE_SIZE) : 1;

  // After the last item of the last page moves away, step back to the page that still exists.
  useStepBackFromEmptyPage(
    list.data,
    list.isPlaceholderData,
    list.data?.items.length ?? 0,
    filters.page,
    pages,
    (page) => update({ page }, { replace: true }),
  );

  const refresh = useRefreshWire({
    mutationConfig: {
      // Every enabled source was polled; the list is read again for its new counts and errors anyway.
      onSuccess: ({ result, polled }) => {
        const summary = refreshSummary(result, polled);
        toast({ ...summary, variant: result.failures.length > 0 && result.added === 0 ? "destructive" : "default" });
      },
      onError: (error) => results.failure(error, "The wire could not be refreshed"),
    },
  });

  const setStatus = useSetWireStatus({
    mutationConfig: {
      onSuccess: (_item, { status }) =>
        results.success(status === "dismissed" ? "Story dismissed" : "Story restored to New"),
      onError: (error) => results.failure(error, "Failed to update the item"),
    },
  });

  const draft = useCreateDraft({
    mutationConfig: {
      onSuccess: ({ bodySource, notice }) => {
        if (bodySource === "summary")
          toast({
            title: "Draft created from the summary",
            description: notice ?? "The original article could not be read, so the body is the feed's summary.",
          });
        else results.success("Draft created", "Check the translation, then publish it.");
      },
      onError: (error, { id }) => {
        const articleId = existingDraftId(error);
        if (articleId !== null) setConflicts((c) => ({ ...c, [id]: articleId }));
        results.failure(error, "Failed to create the draft");
      },
    },
  });
  /** The new draft opens in the editor once the desk and the articles are refreshed. */
  const makeDraft = (id: number, categoryId: number | null) =>
    draft.mutate({ id, categoryId }, { onSuccess: ({ article }) => navigate(editArticlePath(article.id)) });

  const busyId = setStatus.isPending ? setStatus.variables?.id : draft.isPending ? draft.variables?.id : undefined;
  const filtered = Boolean(filters.sourceId || filters.q);
  const noSources = sources.data?.length === 0;
  const failing = (sources.data ?? []).filter(isFailing).length;
  const categoryById = new Map((categories.data ?? []).map((c) => [c.id, c]));
  const sourceById = new Map((sources.data ?? []).map((s) => [s.id, s]));

  const refreshButton = (
    <Button variant="primary" onClick={() => refresh.mutate()} disabled={refresh.isPending || noSources}>
      {refresh.isPending ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      ) : (
        <RefreshCw className="h-4 w-4" aria-hidden />
      )}
      {refresh.isPending ? "Refreshing…" : "Refresh"}
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Wire"
        description={
          list.data
            ? `${list.data.total} ${filters.status} ${list.data.total === 1 ? "story" : "stories"}${filtered ? " matching the filters" : ""}, each listed once with every source that reported it. Swedish, translated to English.`
            : "Swedish stories from your sources, translated to English."
        }
        actions={
          <>
            <ButtonLink to="/admin/sources">
              <Rss className="h-4 w-4" aria-hidden />
              Sources
            </ButtonLink>
            {refreshButton}
          </>
        }
      />
      <FailingSources sources={sources.data ?? []} />
      {noSources ? (
        <EmptyState
          icon={Rss}
          title="No sources yet"
          description="Add a Swedish news feed, and its stories arrive here translated to English."
          action={
            <ButtonLink to="/admin/sources?add=1" variant="primary">
              Add a source
            </ButtonLink>
          }
        />
      ) : (
        <div className="grid gap-4">
          <WireFilters
            sources={sources.data ?? []}
            sourceId={filters.sourceId}
            q={filters.q ?? ""}
            onSource={(sourceId) => update({ sourceId })}
            onSearch={(q) => update({ q: q || undefined }, { replace: true })}
          />
          <StatusTabs
            label="Item status"
            idPrefix="wire-tab"
            panelId="wire-panel"
            tabs={TABS}
            value={filters.status}
            onChange={(status) => update({ status })}
          />
          <div role="tabpanel" id="wire-panel" aria-labelledby={`wire-tab-${filters.status}`}>
            {list.isError && !list.data && (
              <LoadError message="The wire could not be loaded." onRetry={() => list.refetch()} />
            )}
            {list.isPending && <Skeleton rows={4} className="h-48" />}
            {list.data?.items.length === 0 &&
              (filtered ? (
                <EmptyState
                  icon={SearchX}
                  title="No items match"
                  description="Try other words, another source, or another tab."
                  action={<Button onClick={() => update({ sourceId: undefined, q: undefined })}>Clear filters</Button>}
                />
              ) : (
                <EmptyState
                  icon={Inbox}
                  title={`No ${filters.status} items`}
                  description={
                    filters.status === "new"
                      ? failing > 0
                        ? `${failing === 1 ? "A source" : `${failing} sources`} could not be read (see above): new stories from ${failing === 1 ? "it" : "them"} arrive once ${failing === 1 ? "it answers" : "they answer"}.`
                        : "Refresh to read the sources now; they are also read every few minutes."
                      : filters.status === "used"
                        ? "Items you make drafts from are listed here."
                        : "Items you dismiss are listed here, and can be restored."
                  }
                  action={filters.status === "new" ? refreshButton : undefined}
                />
              ))}
            {list.data && list.data.items.length > 0 && (
              <Card className={list.isPlaceholderData ? "opacity-70 transition-opacity" : ""}>
                <ul
                  aria-label="Wire items"
                  aria-busy={list.isFetching}
                  className="divide-y divide-slate-200 dark:divide-slate-800"
                >
                  {list.data.items.map((item) => {
                    const source = sourceById.get(item.sourceId);
                    return (
                      <WireItemCard
                        key={item.id}
                        item={item}
                        categories={categories.data ?? []}
                        defaultCategory={source?.categoryId ? (categoryById.get(source.categoryId) ?? null) : null}
                        existingDraftId={conflicts[item.id] ?? null}
                        busy={busyId === item.id}
                        drafting={draft.isPending && busyId === item.id}
                        actions={{
                          onDraft: (categoryId) => makeDraft(item.id, categoryId),
                          onStatus: (status) => setStatus.mutate({ id: item.id, status }),
                        }}
                      />
                    );
                  })}
                </ul>
              </Card>
            )}
            <Pagination page={filters.page} totalPages={pages} onPageChange={(page) => update({ page })} />
          </div>
        </div>
      )}
    </>
  );
}
