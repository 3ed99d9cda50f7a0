import { Eye, FileSearch, Pencil, Star, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { Article } from "#shared/schemas/article.js";
import { relativeTime } from "#shared/text.js";
import { Badge } from "../../components/badge.js";
import { Button, buttonClass } from "../../components/button.js";
import { MediaThumbnail } from "../media/index.js";

/** Published with a publication time still to come: readers cannot see it yet (as the list's "scheduled" filter). */
function isScheduled(article: Article): boolean {
  return article.published && article.publishedAt !== null && new Date(article.publishedAt).getTime() > Date.now();
}

/** One article in the admin list: a box to select it, title, badges, byline, category, excerpt, and its actions. */
export function ArticleRow({
  article,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  article: Article;
  selected: boolean;
  /** Absent for a role without bulk actions: no checkbox. */
  onSelect?: (selected: boolean) => void;
  onEdit: () => void;
  /** Absent when the person's role may not delete this article. */
  onDelete?: () => void;
}) {
  const image = article.thumbImage || article.heroImage;
  const scheduled = isScheduled(article);
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start">
      {onSelect && (
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${article.title}`}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
        />
      )}
      <div className="hidden aspect-video w-32 shrink-0 overflow-hidden rounded-md bg-slate-100 sm:block dark:bg-slate-800">
        {image && <MediaThumbnail path={image} fit="cover" className="h-full w-full" />}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="break-words text-base font-semibold text-slate-900 dark:text-white [overflow-wrap:anywhere]">
            {article.title}
          </h2>
          {article.featured && (
            <Badge tone="violet">
              <Star className="h-3 w-3" aria-hidden />
              Featured
            </Badge>
          )}
          {/* A scheduled article is not published yet for readers: one honest badge, not "Published" beside it. */}
          {scheduled ? (
            <Badge tone="blue">Scheduled</Badge>
          ) : article.published ? (
            <Badge tone="green">Published</Badge>
          ) : (
            <Badge tone="amber">Draft</Badge>
          )}
        </div>
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-600 dark:text-slate-400">
          <span>By {article.author}</span>
          <span aria-hidden>·</span>
          <time dateTime={article.createdAt} title={new Date(article.createdAt).toLocaleString()}>
            {relativeTime(article.createdAt)}
          </time>
          <span aria-hidden>·</span>
          <span>{article.category?.name ?? "Uncategorized"}</span>
          {scheduled && article.publishedAt && (
            <>
              <span aria-hidden>·</span>
              <span>
                Goes live{" "}
                <time dateTime={article.publishedAt}>
                  {new Date(article.publishedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
                </time>
              </span>
            </>
          )}
        </p>
        {article.excerpt && (
          <p className="mt-2 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{article.excerpt}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-1.5 sm:justify-end">
        {article.published && !scheduled && (
          <a href={`/articles/${article.slug}`} target="_blank" rel="noreferrer" className={buttonClass("ghost", "sm")}>
            <Eye className="h-4 w-4" aria-hidden />
            View<span className="sr-only"> {article.title} (opens in a new tab)</span>
          </a>
        )}
        {(!article.published || scheduled) && (
          <Link to={`/admin/articles/${article.id}/preview`} className={buttonClass("ghost", "sm")}>
            <FileSearch className="h-4 w-4" aria-hidden />
            Preview<span className="sr-only"> {article.title}</span>
          </Link>
        )}
        <Button size="sm" variant="ghost" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden />
          Edit<span className="sr-only"> {article.title}</span>
        </Button>
        {onDelete && (
          <Button size="sm" variant="ghost-danger" onClick={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete<span className="sr-only"> {article.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
