import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Eye, Pencil } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { articlePreviewQuery } from "../features/articles/api/get-article-preview.js";
import { ArticleDialog } from "../features/articles/article-dialog.js";
import { ArticlePreview } from "../features/articles/article-preview.js";
import { Button, buttonClass } from "../components/button.js";
import { Card, LoadError, Skeleton } from "../components/empty-state.js";
import type { Route } from "./+types/preview";

export const meta: Route.MetaFunction = () => [{ title: "Preview · Admin · Only News for Free" }];

function visibility(published: boolean, publishedAt: string | null): string {
  if (!published) return "Draft: readers cannot see this article until it is published.";
  if (publishedAt && new Date(publishedAt).getTime() > Date.now()) {
    return `Scheduled: readers will see this article from ${new Date(publishedAt).toLocaleString()}.`;
  }
  return "Published: readers can see this article.";
}

/** Staff-only preview of an article (drafts and scheduled ones included) as readers will see it. */
export default function ArticlePreviewPage({ params }: Route.ComponentProps) {
  const id = Number(params.id);
  const article = useQuery({ ...articlePreviewQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [editing, setEditing] = useState(false);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/admin/articles"
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-700 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Articles
        </Link>
        <Link to="/admin" className="text-sm text-slate-600 underline-offset-4 hover:underline dark:text-slate-400">
          Back to Dashboard
        </Link>
      </div>
      {article.isPending && <Skeleton rows={1} className="h-96" />}
      {article.isError && (
        <LoadError
          message={
            /^404/.test(article.error.message) ? "This article does not exist." : "The preview could not be loaded."
          }
          onRetry={() => article.refetch()}
        />
      )}
      {article.data && (
        <>
          <div
            role="note"
            className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          >
            <span className="flex items-center gap-2">
              <Eye className="h-4 w-4" aria-hidden />
              <span>
                <strong>Preview.</strong> {visibility(article.data.published, article.data.publishedAt)}
              </span>
            </span>
            <span className="flex gap-2">
              {article.data.published && (
                <a href={`/articles/${article.data.slug}`} className={buttonClass("secondary", "sm")}>
                  Open public page
                </a>
              )}
              <Button size="sm" variant="primary" onClick={() => setEditing(true)}>
                <Pencil className="h-4 w-4" aria-hidden />
                Edit article
              </Button>
            </span>
          </div>
          <Card className="px-5 py-8 sm:px-10">
            <ArticlePreview article={article.data} />
          </Card>
          {editing && <ArticleDialog article={article.data} onClose={() => setEditing(false)} />}
        </>
      )}
    </>
  );
}
