import { ExternalLink, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { MediaItem, MediaUsage } from "#shared/schemas/media.js";
import { formatRelative } from "#web/ui/dates.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";
import { Card } from "../../components/empty-state.js";
import { formatBytes, formatDimensions, mediaDisplayName, mediaFileName } from "./media-format.js";
import { MediaThumbnail } from "./media-thumbnail.js";
import { editArticlePath } from "../../lib/paths.js";

const linkClass =
  "rounded font-medium text-brand-700 underline-offset-4 [overflow-wrap:anywhere] hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300";

const termClass = "text-slate-600 dark:text-slate-400";
const valueClass = "min-w-0 text-slate-800 tabular-nums [overflow-wrap:anywhere] dark:text-slate-200";

/** The articles that show an image, each a link to its editor; drafts say so. */
export function MediaUsageLinks({ usedBy }: { usedBy: MediaUsage[] }) {
  return (
    <ul className="grid gap-1">
      {usedBy.map((article) => (
        <li key={article.id} className="flex flex-wrap items-center gap-1.5">
          <Link to={editArticlePath(article.id)} className={linkClass}>
            {article.title}
          </Link>
          {!article.published && <Badge>Draft</Badge>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Where an image is used, as the signed-in person may see it: the articles they may read, then how many
 * more (another writer's, which the server counts but does not name; issue 41).
 */
export function MediaUsedIn({ item }: { item: Pick<MediaItem, "usedBy" | "usedByOthers"> }) {
  const { usedBy, usedByOthers: others } = item;
  if (usedBy.length === 0 && others === 0) return <>Not used</>;
  const articles = `${others === 1 ? "article" : "articles"} by other writers`;
  return (
    <>
      {usedBy.length > 0 && <MediaUsageLinks usedBy={usedBy} />}
      {others > 0 && (
        <p className={usedBy.length > 0 ? "mt-1" : undefined}>
          {usedBy.length > 0 ? `and ${others} more ${articles}` : `${others} ${articles}`}
        </p>
      )}
    </>
  );
}

function UploadedAt({ at }: { at: string }) {
  const exact = new Date(at).toLocaleString();
  return (
    <time dateTime={at} title={exact}>
      {formatRelative(at)}
      <span className="sr-only"> ({exact})</span>
    </time>
  );
}

/** One picture of the library: what it is, who put it there, where it is used, and Delete (editors only). */
export function MediaCard({ item, onDelete }: { item: MediaItem; onDelete?: () => void }) {
  const name = mediaDisplayName(item);
  const stored = mediaFileName(item.path);
  return (
    <li className="min-w-0">
      <Card className="flex h-full flex-col overflow-hidden">
        <MediaThumbnail
          path={item.path}
          className="aspect-video w-full border-b border-slate-200 dark:border-slate-800"
        />
        <div className="flex flex-1 flex-col gap-3 p-4">
          {/* Long names: two lines, broken anywhere, say enough to tell them apart. A stored name (older
              pictures, the demo's) is a file name, in the code font. */}
          <h2
            className={`line-clamp-2 text-sm font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white ${item.originalName ? "" : "font-mono"}`}
            title={item.originalName ? `${name} (stored as ${stored})` : name}
          >
            {name}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className={termClass}>Dimensions</dt>
            <dd className={valueClass}>{formatDimensions(item)}</dd>
            {/* The same picture at other sizes (the demo's thumbnail): one entry, deleted together. */}
            {item.variants.length > 0 && (
              <>
                <dt className={termClass}>Also as</dt>
                <dd className={valueClass}>{item.variants.map((variant) => formatDimensions(variant)).join(", ")}</dd>
              </>
            )}
            <dt className={termClass}>File size</dt>
            <dd className={valueClass}>{formatBytes(item.size)}</dd>
            <dt className={termClass}>Uploaded</dt>
            <dd className={valueClass}>
              <UploadedAt at={item.createdAt} />
            </dd>
            <dt className={termClass}>Uploaded by</dt>
            {/* Pictures stored before the library existed have no recorded uploader. */}
            <dd className={valueClass}>{item.uploadedBy ?? "Not recorded"}</dd>
            {/* Titles are long: "Used in" takes the card's whole width, under its label. */}
            <dt className={`${termClass} col-span-2 mt-2`}>Used in</dt>
            <dd className={`${valueClass} col-span-2`}>
              <MediaUsedIn item={item} />
            </dd>
          </dl>
          <div className="mt-auto flex flex-wrap items-center justify-end gap-1.5 border-t border-slate-200 pt-3 dark:border-slate-800">
            <a
              href={item.path}
              target="_blank"
              rel="noreferrer"
              className={`${linkClass} mr-auto inline-flex items-center gap-1.5 text-sm`}
            >
              <ExternalLink className="h-4 w-4" aria-hidden />
              Open<span className="sr-only"> {name} (opens in a new tab)</span>
            </a>
            {onDelete && (
              <Button size="sm" variant="ghost-danger" onClick={onDelete}>
                <Trash2 className="h-4 w-4" aria-hidden />
                Delete<span className="sr-only"> {name}</span>
              </Button>
            )}
          </div>
        </div>
      </Card>
    </li>
  );
}
