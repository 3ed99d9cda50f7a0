import { ExternalLink, FilePen, FilePlus2, Layers, Loader2, RotateCcw, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { Category } from "#shared/schemas/category.js";
import type { WireItem } from "#shared/schemas/wire.js";
import { relativeTime } from "#shared/text.js";
import { Badge } from "../../components/badge.js";
import { Button, buttonClass } from "../../components/button.js";
import { Select } from "../../components/field.js";
import { editArticlePath } from "../../lib/paths.js";

export interface WireItemActions {
  /** `categoryId` null: the source's default category. */
  onDraft: (categoryId: number | null) => void;
  onStatus: (status: "new" | "dismissed") => void;
}

function PublishedTime({ at }: { at: string | null }) {
  if (!at) return <span>No publication time</span>;
  const exact = new Date(at).toLocaleString();
  return (
    <time dateTime={at} title={exact}>
      {relativeTime(at)}
      <span className="sr-only"> ({exact})</span>
    </time>
  );
}

/** The same story from other sources (ADR 0022): each named, linking to its telling. */
function OtherReports({ reports }: { reports: WireItem["otherReports"] }) {
  return (
    <p className="-mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      <Layers className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden />
      <span>Also reported by</span>
      {reports.map((report, i) => (
        <span key={report.id}>
          <a
            href={report.url}
            target="_blank"
            rel="noopener noreferrer"
            title={report.title}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
          >
            {report.sourceName}
            <span className="sr-only">: “{report.title}” (opens in a new tab)</span>
          </a>
          {i < reports.length - 1 ? "," : ""}
        </span>
      ))}
    </p>
  );
}

/**
 * One item on the wire: the English translation beside the Swedish original (stacked on phones), the
 * link to the original, and what the desk can do with it in its status.
 */
export function WireItemCard({
  item,
  categories,
  defaultCategory,
  existingDraftId,
  busy,
  drafting,
  actions,
}: {
  item: WireItem;
  categories: Category[];
  /** The source's default category, preselected for the draft. */
  defaultCategory: Category | null;
  /** A draft that a 409 told us about, before the list shows the item as used. */
  existingDraftId: number | null;
  busy: boolean;
  drafting: boolean;
  actions: WireItemActions;
}) {
  const id = useId();
  // "": the source's default category, which the server applies.
  const [categoryId, setCategoryId] = useState("");
  const draftId = item.articleId ?? existingDraftId;
  const canDraft = draftId === null;
  const titleId = `${id}-title`;

  return (
    <li>
      <article aria-labelledby={titleId} className="grid gap-4 p-4 sm:p-5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="font-semibold text-slate-800 dark:text-slate-200">{item.sourceName}</span>
          <span aria-hidden>·</span>
          <PublishedTime at={item.publishedAt} />
          {item.status === "used" && <Badge tone="green">Used</Badge>}
          {item.status === "dismissed" && <Badge>Dismissed</Badge>}
        </p>
        {item.otherReports.length > 0 && <OtherReports reports={item.otherReports} />}
        <div className="grid gap-3 md:grid-cols-2 md:gap-4">
          <div className="grid content-start gap-1.5 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              English translation
            </p>
            <h2 id={titleId} className="text-base font-semibold leading-snug text-slate-900 dark:text-white">
              {item.title}
            </h2>
            {item.summary && <p className="text-sm text-slate-700 dark:text-slate-300">{item.summary}</p>}
          </div>
          <div className="grid content-start gap-1.5 rounded-lg border border-slate-100 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-800/60">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              Swedish original
            </p>
            <div lang="sv" className="grid gap-1.5">
              <p className="font-semibold leading-snug text-slate-900 dark:text-white">{item.originalTitle}</p>
              {item.originalSummary && (
                <p className="text-sm text-slate-700 dark:text-slate-300">{item.originalSummary}</p>
              )}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <a href={item.url} target="_blank" rel="noopener noreferrer" className={buttonClass("ghost", "md")}>
            <ExternalLink className="h-4 w-4" aria-hidden />
            Open original<span className="sr-only"> of “{item.title}” (opens in a new tab)</span>
          </a>
          <span className="flex-1" />
          {draftId !== null && (
            <Link to={editArticlePath(draftId)} className={buttonClass("secondary", "md")}>
              <FilePen className="h-4 w-4" aria-hidden />
              Open draft<span className="sr-only"> of “{item.title}”</span>
            </Link>
          )}
          {canDraft && (
            <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
              <label htmlFor={`${id}-category`} className="sr-only">
                Category for the draft of “{item.title}”
              </label>
              <Select
                id={`${id}-category`}
                value={categoryId}
                onChange={(e) => setCategoryId(e.target.value)}
                className="min-w-0 flex-1 sm:w-44 sm:flex-none"
              >
                {/* Left empty, the server files the draft under the source's category, else the one it suggests. */}
                <option value="">
                  {defaultCategory
                    ? `${defaultCategory.name} (source's)`
                    : categories[0]
                      ? "Suggested from the text"
                      : "No category"}
                </option>
                {categories
                  .filter((c) => c.id !== defaultCategory?.id)
                  .map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
              </Select>
              <Button
                size="md"
                variant="primary"
                disabled={busy}
                onClick={() => actions.onDraft(categoryId ? Number(categoryId) : null)}
              >
                {drafting ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                ) : (
                  <FilePlus2 className="h-4 w-4" aria-hidden />
                )}
                Create draft<span className="sr-only"> from “{item.title}”</span>
              </Button>
            </div>
          )}
          {item.status === "new" && draftId === null && (
            <Button size="md" variant="ghost" disabled={busy} onClick={() => actions.onStatus("dismissed")}>
              <X className="h-4 w-4" aria-hidden />
              Dismiss<span className="sr-only"> “{item.title}”</span>
            </Button>
          )}
          {item.status === "dismissed" && (
            <Button size="md" variant="ghost" disabled={busy} onClick={() => actions.onStatus("new")}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              Restore<span className="sr-only"> “{item.title}”</span>
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
