import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FileText, Plus, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PAGE_SIZE } from "#shared/constants.js";
import type { Article, ArticleBulkAction } from "#shared/schemas/article.js";
import { totalPages } from "#shared/text.js";
import { useBulkArticles } from "../features/articles/api/bulk-articles.js";
import { useDeleteArticle } from "../features/articles/api/delete-article.js";
import { articlePreviewQuery } from "../features/articles/api/get-article-preview.js";
import { articlesPageQuery } from "../features/articles/api/get-articles.js";
import { mayWorkOnShown } from "../features/articles/article-access.js";
import { categoriesQuery } from "../features/categories/index.js";
import { ArticleBulkBar, BULK_LABELS } from "../features/articles/article-bulk-bar.js";
import { ArticleDialog } from "../features/articles/article-dialog.js";
import { ArticleFilters } from "../features/articles/article-filters.js";
import { ArticleRow } from "../features/articles/article-row.js";
import { Button } from "../components/button.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { Pagination, useStepBackFromEmptyPage } from "../components/pagination.js";
import { useArticleFilters } from "../features/articles/use-article-filters.js";
import { seesEveryArticle } from "#shared/roles.js";
import { useAdminSession, useResultToasts } from "../lib/session.js";
import { useSelection } from "../lib/use-selection.js";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () => [{ title: "Manage Articles · Admin · Only News for Free" }];

type Editing = { article: Article | null } | null;

export default function ManageArticles() {
  const [params, setParams] = useSearchParams();
  const { filters, update, filtered } = useArticleFilters();
  const page = filters.page;
  const list = useQuery({ ...articlesPageQuery(filters), placeholderData: keepPreviousData });
  const categories = useQuery(categoriesQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Article | null>(null);
  const { user } = useAdminSession();
  // Bulk actions are the editors' and administrators' (the bulk call's role), who see every article;
  // contributors and authors see their own (src/shared/roles.ts).
  const bulkEdits = user ? seesEveryArticle(user.role) : false;
  const [confirming, setConfirming] = useState<ArticleBulkAction | null>(null);
  const results = useResultToasts();
  const pages = list.data ? totalPages(list.data.total, PAGE_SIZE.adminArticles) : 1;

  const goTo = (n: number) => update({ page: n });
  // Another page or filter is another view: opening the editor (?edit=) is not.
  const { selected, select, selectOnly } = useSelection(params.toString().replace(/(^|&)edit=\d+/, ""));

  // ?edit=<id> opens the editor on that article (the desk's "Create draft" and "Open draft" land here).
  const linkedId = /^\d{1,10}$/.test(params.get("edit") ?? "") ? Number(params.get("edit")) : null;
  const linked = useQuery({ ...articlePreviewQuery(linkedId ?? 0), enabled: linkedId !== null, retry: false });
  const closeLinked = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("edit");
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: report once per failed article
  useEffect(() => {
    if (linkedId === null || !linked.isError) return;
    results.failure(linked.error, "The article to edit could not be opened");
    closeLinked();
  }, [linked.isError]);

  // After deleting the last article of the last page, step back to the page that still exists.
  useStepBackFromEmptyPage(list.data, list.isPlaceholderData, list.data?.articles.length ?? 0, page, pages, goTo);

  const bulk = useBulkArticles({
    mutationConfig: {
      onSuccess: ({ message }) => {
        results.success(message);
        selectOnly();
      },
      onError: (error) => results.failure(error, "The articles could not be changed"),
    },
  });

  const rows = list.data?.articles ?? [];
  const allSelected = rows.length > 0 && rows.every((a) => selected.has(a.id));

  const remove = useDeleteArticle({
    mutationConfig: {
      onSuccess: () => results.success("Article deleted successfully"),
      onError: (error) => results.failure(error, "Failed to delete article"),
    },
  });

  const newButton = (
    <Button variant="primary" onClick={() => setEditing({ article: null })}>
      <Plus className="h-4 w-4" aria-hidden />
      New Article
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Manage Articles"
        description={
          list.data
            ? `${list.data.total} article${list.data.total === 1 ? "" : "s"} ${filtered ? "match" : "in total"}`
            : undefined
        }
        actions={newButton}
      />
      <div className="mb-4 grid gap-3">
        <ArticleFilters filters={filters} categories={categories.data ?? []} onChange={update} />
        {selected.size > 0 && (
          <ArticleBulkBar
            count={selected.size}
            busy={bulk.isPending}
            onAction={setConfirming}
            onClear={() => selectOnly()}
          />
        )}
      </div>
      {list.isError && !list.data && (
        <LoadError message="The articles could not be loaded." onRetry={() => list.refetch()} />
      )}
      {list.isPending && <Skeleton rows={5} className="h-28" />}
      {list.data && list.data.total === 0 && filtered && (
        <EmptyState
          icon={SearchX}
          title="No articles match"
          description="Try other words, or fewer filters."
          action={
            <Button
              onClick={() =>
                update({ q: undefined, status: undefined, categoryId: undefined, featured: undefined, sort: undefined })
              }
            >
              Clear filters
            </Button>
          }
        />
      )}
      {list.data && list.data.total === 0 && !filtered && (
        <EmptyState
          icon={FileText}
          title="No articles yet"
          description="Write the first story for your readers."
          action={newButton}
        />
      )}
      {list.data && list.data.articles.length > 0 && (
        <Card className={list.isPlaceholderData ? "opacity-70 transition-opacity" : ""}>
          {bulkEdits && (
            <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
              <input
                id="articles-select-all"
                type="checkbox"
                checked={allSelected}
                onChange={(e) => selectOnly(e.target.checked ? rows.map((a) => a.id) : [])}
                className="h-4 w-4 accent-brand-600"
              />
              <label htmlFor="articles-select-all" className="text-sm text-slate-700 dark:text-slate-300">
                Select all on this page
              </label>
            </div>
          )}
          <ul
            aria-label="Articles"
            aria-busy={list.isFetching}
            className="divide-y divide-slate-200 dark:divide-slate-800"
          >
            {list.data.articles.map((article) => (
              <ArticleRow
                key={article.id}
                article={article}
                selected={selected.has(article.id)}
                onSelect={bulkEdits ? (on) => select(article.id, on) : undefined}
                onEdit={() => setEditing({ article })}
                onDelete={mayWorkOnShown(user, article, "delete") ? () => setDeleting(article) : undefined}
              />
            ))}
          </ul>
        </Card>
      )}
      <Pagination page={page} totalPages={pages} onPageChange={goTo} />
      {editing ? (
        <ArticleDialog article={editing.article} onClose={() => setEditing(null)} />
      ) : (
        linkedId !== null &&
        linked.data?.id === linkedId && <ArticleDialog key={linkedId} article={linked.data} onClose={closeLinked} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete article"
        description="Are you sure you want to delete this article?"
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? `${BULK_LABELS[confirming]} ${selected.size} article${selected.size === 1 ? "" : "s"}` : ""}
        description={
          confirming === "delete"
            ? "The selected articles and their comments will be deleted. This cannot be undone."
            : `The selected articles will be changed at once; readers see the change immediately.`
        }
        confirmLabel={confirming ? BULK_LABELS[confirming] : ""}
        destructive={confirming === "delete"}
        onConfirm={() => confirming && bulk.mutate({ ids: [...selected], action: confirming })}
      />
    </>
  );
}
