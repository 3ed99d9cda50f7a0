/**
 * The credit after an article translated from another publication (the newsroom desk's drafts):
 * "Originally published in Swedish by SVT", the name linking to the original when its address is known.
 * Kept small: every reader page's JavaScript carries it for hydration.
 */
export function SourceCredit({ name, url }: { name: string | null; url: string | null }) {
  if (!name) return null;
  return (
    <p className="border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      Originally published in Swedish by{" "}
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline dark:text-brand-300"
        >
          {name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        name
      )}
    </p>
  );
}
