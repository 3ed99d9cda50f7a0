import { pageWindow } from "#shared/text.js";
import { cn } from "#web/ui/cn.js";
import { Icon } from "#web/ui/icon.js";

interface Props {
  page: number;
  totalPages: number;
  /** The path and the other query parameters every page link keeps (e.g. the search words). */
  path: string;
  params?: Record<string, string>;
}

export function pageHref(path: string, params: Record<string, string>, page: number): string {
  const search = new URLSearchParams(params);
  if (page > 1) search.set("page", String(page));
  else search.delete("page");
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

const item =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium transition-colors";
const normal =
  "border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
const current = "border-brand-600 bg-brand-600 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950";
const disabled = "cursor-not-allowed border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400";

/** Previous, at most 5 numbered pages around the current one (SPEC 9), Next. Plain links: works without JS. */
export function Pagination({ page, totalPages, path, params = {} }: Props) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <a href={pageHref(path, params, page - 1)} className={cn(item, normal)} rel="prev">
          <Icon name="chevron-left" className="h-4 w-4" />
          Previous
        </a>
      ) : (
        <span className={cn(item, disabled)} aria-disabled="true">
          <Icon name="chevron-left" className="h-4 w-4" />
          Previous
        </span>
      )}
      {pages.map((n) => (
        <a
          key={n}
          href={pageHref(path, params, n)}
          className={cn(item, n === page ? current : normal)}
          aria-current={n === page ? "page" : undefined}
          aria-label={`Page ${n}`}
        >
          {n}
        </a>
      ))}
      {page < totalPages ? (
        <a href={pageHref(path, params, page + 1)} className={cn(item, normal)} rel="next">
          Next
          <Icon name="chevron-right" className="h-4 w-4" />
        </a>
      ) : (
        <span className={cn(item, disabled)} aria-disabled="true">
          Next
          <Icon name="chevron-right" className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
