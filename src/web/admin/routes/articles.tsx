import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, Plus, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PAGE_SIZE } from "#shared/constants.js";
import type { Article, ArticleBulkAction } from "#shared/schemas/article.js";
import { totalPages } from "#shared/text.js";
import { articlePreviewQuery, articlesPageQuery, bulkArticles, deleteArticle } from "../features/articles/api.js";
import { categoriesQuery } from "../features/categories/api.js";
import { keys } from "../api/keys.js";
import { ArticleBulkBar, BULK_LABELS } from "../features/articles/article-bulk-bar.js";
import { ArticleDialog } from "../features/articles/article-dialog.js";
import { ArticleFilters } from "../features/articles/article-filters.js";
import { ArticleRow } from "../features/articles/article-row.js";
import { Button } from "../components/button.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { Pagination } from "../components/pagination.js";
import { useArticleFilters } from "../features/articles/use-article-filters.js";
import { seesEveryArticle } from "#shared/roles.js";
import { useAdminSession, useResultToasts } from "../lib/session.js";
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
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { user } = useAdminSession();
  // Editors and administrators work on every article (bulk actions, deleting published work); contributors
  // and authors see and change their own (src/shared/roles.ts).
  const editsEvery = user ? seesEveryArticle(user.role) : false;
  const [confirming, setConfirming] = useState<ArticleBulkAction | null>(null);
  const queryClient = useQueryClient();
  const results = useResultToasts();
  const pages = list.data ? totalPages(list.data.total, PAGE_SIZE.adminArticles) : 1;

  const goTo = (n: number) => update({ page: n });
  // A selection belongs to the rows on screen: another page or filter starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's search is what changes the rows
  useEffect(() => setSelected(new Set()), [params.toString().replace(/(^|&)edit=\d+/, "")]);

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: goTo is recreated each render
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && list.data.articles.length === 0 && page > pages) goTo(pages);
  }, [list.data, list.isPlaceholderData, page, pages]);

  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.articles }),
      queryClient.invalidateQueries({ queryKey: keys.stats }),
      queryClient.invalidateQueries({ queryKey: keys.categories }),
    ]);

  const bulk = useMutation({
    mutationFn: ({ ids, action }: { ids: number[]; action: ArticleBulkAction }) => bulkArticles(ids, action),
    onSuccess: ({ message }) => {
      results.success(message);
      setSelected(new Set());
      return invalidate();
    },
    onError: (error) => results.failure(error, "The articles could not be changed"),
  });

  const rows = list.data?.articles ?? [];
  const allSelected = rows.length > 0 && rows.every((a) => selected.has(a.id));
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => {
      results.success("Article deleted successfully");
      void invalidate();
    },
    onError: (error) => results.failure(error, "Failed to delete article"),
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
            onClear={() => setSelected(new Set())}
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
          {editsEvery && (
            <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
              <input
                id="articles-select-all"
                type="checkbox"
                checked={allSelected}
                onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((a) => a.id)) : new Set())}
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
                onSelect={editsEvery ? (on) => select(article.id, on) : undefined}
                onEdit={() => setEditing({ article })}
                onDelete={editsEvery || !article.published ? () => setDeleting(article) : undefined}
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
