import { clsx } from "clsx";
import { Loader2, Upload, X } from "lucide-react";
import { buttonClass } from "./button.js";

/**
 * An import button for a file the screen sends as it is (the Terms and Translation memory screens): a
 * hidden file input behind a button-styled label, the spinner while the import runs. The same file can be
 * chosen again, changed or after a refusal.
 */
export function FileImportButton({
  id,
  accept,
  pending,
  label,
  onFile,
}: {
  /** The input's id; `${id}-hint` describes it. */
  id: string;
  accept: string;
  pending: boolean;
  label: string;
  onFile: (file: File) => void;
}) {
  return (
    <span className="inline-flex">
      <input
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        aria-describedby={`${id}-hint`}
        disabled={pending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = "";
        }}
      />
      <label
        htmlFor={id}
        className={clsx(
          buttonClass("secondary", "sm"),
          "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-default peer-disabled:opacity-60 dark:peer-focus-visible:ring-offset-slate-950",
        )}
      >
        {pending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <Upload className="h-4 w-4" aria-hidden />
        )}
        {label}
      </label>
    </span>
  );
}

/** What an import did, announced politely and dismissible; nothing while there is none. */
export function ImportOutcome({
  heading,
  summary,
  testId,
  onDismiss,
}: {
  /** Bold before the summary ("Imported terms.csv:"); undefined: nothing to show. */
  heading: string | undefined;
  summary: string;
  testId: string;
  onDismiss: () => void;
}) {
  return (
    <div role="status" aria-live="polite">
      {heading !== undefined && (
        <div
          className="flex items-start justify-between gap-3 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
          data-testid={testId}
        >
          <p className="[overflow-wrap:anywhere]">
            <span className="font-medium">{heading}</span> {summary}
          </p>
          <button
            type="button"
            onClick={onDismiss}
            className="shrink-0 rounded p-0.5 hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-emerald-900"
          >
            <X className="h-4 w-4" aria-hidden />
            <span className="sr-only">Dismiss the import result</span>
          </button>
        </div>
      )}
    </div>
  );
}
