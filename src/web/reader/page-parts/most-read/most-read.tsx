import type { Article } from "#shared/schemas/article.js";
import { MOST_READ_HEADING } from "#shared/schemas/reads.js";
import { cn } from "#web/ui/cn.js";

/** What a most-read entry shows: loaders send no more, since loader data is serialised into the page. */
export interface MostReadEntry {
  slug: string;
  title: string;
  category: string | null;
}

export const toMostRead = (articles: Article[]): MostReadEntry[] =>
  articles.map(({ slug, title, category }) => ({ slug, title, category: category?.name ?? null }));

/**
 * The most read stories of the last two days (issue 31), numbered, as news sites show them: in one row
 * on wide screens, one under the other on phones. Nothing is shown before anything has been read.
 */
export function MostRead({ entries, className }: { entries: MostReadEntry[]; className?: string }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="most-read-heading" className={className} data-testid="most-read">
      <h2
        id="most-read-heading"
        className="mb-4 border-b-2 border-slate-900 pb-2 font-serif text-2xl font-bold dark:border-slate-100"
      >
        {MOST_READ_HEADING}
      </h2>
      <ol className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-5">
        {entries.map((entry, i) => (
          <li
            key={entry.slug}
            className={cn(
              "flex items-start gap-3 border-slate-200 pb-3 dark:border-slate-800",
              i < entries.length - 1 && "border-b lg:border-b-0",
            )}
          >
            <span
              aria-hidden="true"
              className="font-serif text-3xl font-bold leading-none text-red-700 tabular-nums dark:text-red-400"
            >
              {i + 1}
            </span>
            <div className="min-w-0">
              {entry.category && (
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
                  {entry.category}
                </p>
              )}
              <a
                href={`/articles/${entry.slug}`}
                className="font-serif text-base font-bold leading-snug hover:underline"
              >
                {entry.title}
              </a>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
