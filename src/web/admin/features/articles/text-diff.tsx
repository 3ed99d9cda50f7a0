import { diffWords } from "diff";

/**
 * What changed between two texts, word by word: removed words struck through, added ones underlined,
 * each also said in words for screen readers. Paragraph breaks are kept.
 */
export function TextDiff({ before, after }: { before: string; after: string }) {
  // Each part keyed by its place: the list is made once per render and never reordered.
  const parts = diffWords(before, after).map((part, at) => ({ ...part, at }));
  if (parts.every((p) => !p.added && !p.removed))
    return <p className="text-sm text-slate-600 dark:text-slate-400">No changes.</p>;
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800 [overflow-wrap:anywhere] dark:text-slate-200">
      {parts.map((part) =>
        part.removed ? (
          <del key={part.at} className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200">
            <span className="sr-only">[removed: </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : part.added ? (
          <ins
            key={part.at}
            className="bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-200"
          >
            <span className="sr-only">[added: </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <span key={part.at}>{part.value}</span>
        ),
      )}
    </p>
  );
}
