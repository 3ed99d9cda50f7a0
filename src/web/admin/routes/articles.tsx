import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PAGE_SIZE } from "#shared/constants.js";
import type { Article } from "#shared/schemas/article.js";
import { totalPages } from "#shared/text.js";
import { articlePreviewQuery, articlesPageQuery, deleteArticle } from "../api/articles.js";
import { keys } from "../api/keys.js";
import { ArticleDialog } from "../components/article-dialog.js";
import { ArticleRow } from "../components/article-row.js";
import { Button } from "../components/button.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { Pagination } from "../components/pagination.js";
import { useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () => [{ title: "Manage Articles · Admin · Only News for Free" }];

type Editing = { article: Article | null } | null;

export default function ManageArticles() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const list = useQuery({ ...articlesPageQuery(page), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Article | null>(null);
  const queryClient = useQueryClient();
  const results = useResultToasts();
  const pages = list.data ? totalPages(list.data.total, PAGE_SIZE.adminArticles) : 1;

  const goTo = (n: number) => setParams(n > 1 ? { page: String(n) } : {}, { preventScrollReset: false });

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

  const remove = useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => {
      results.success("Article deleted successfully");
      void queryClient.invalidateQueries({ queryKey: keys.articles });
      void queryClient.invalidateQueries({ queryKey: keys.stats });
      void queryClient.invalidateQueries({ queryKey: keys.categories });
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
        description={list.data ? `${list.data.total} article${list.data.total === 1 ? "" : "s"} in total` : undefined}
        actions={newButton}
      />
      {list.isError && !list.data && (
        <LoadError message="The articles could not be loaded." onRetry={() => list.refetch()} />
      )}
      {list.isPending && <Skeleton rows={5} className="h-28" />}
      {list.data && list.data.total === 0 && (
        <EmptyState
          icon={FileText}
          title="No articles yet"
          description="Write the first story for your readers."
          action={newButton}
        />
      )}
      {list.data && list.data.articles.length > 0 && (
        <Card className={list.isPlaceholderData ? "opacity-70 transition-opacity" : ""}>
          <ul
            aria-label="Articles"
            aria-busy={list.isFetching}
            className="divide-y divide-slate-200 dark:divide-slate-800"
          >
            {list.data.articles.map((article) => (
              <ArticleRow
                key={article.id}
                article={article}
                onEdit={() => setEditing({ article })}
                onDelete={() => setDeleting(article)}
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
    </>
  );
}
