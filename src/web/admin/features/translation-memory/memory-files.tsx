import { clsx } from "clsx";
import { Download, Loader2, Upload, X } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "../../components/button.js";
import { useResultToasts } from "../../lib/session.js";
import { MEMORY_EXPORT } from "./api/get-translation-units.js";
import { isTmxFile, type TmxImportResult, useImportTmx } from "./api/import-tmx.js";

const units = (count: number) => `${count} unit${count === 1 ? "" : "s"}`;

/** What an import did, in one line: "Imported 3 units, skipped 1 without a Swedish and an English segment." */
export function tmxImportSummary({ imported, skipped }: TmxImportResult): string {
  const done = `Imported ${units(imported)}`;
  return skipped === 0 ? `${done}.` : `${done}, skipped ${skipped} without a Swedish and an English segment.`;
}

/**
 * The memory as a file other tools read and write: "Import TMX" (its Swedish–English units are
 * remembered; what it did is shown below), and the download, TMX 1.4.
 */
export function MemoryFiles() {
  const id = useId();
  const results = useResultToasts();
  const [outcome, setOutcome] = useState<{ file: string; summary: string } | null>(null);
  const importing = useImportTmx({
    mutationConfig: {
      onSuccess: (result, file) => setOutcome({ file: file.name, summary: tmxImportSummary(result) }),
      onError: (error) => results.failure(error, "Failed to import the translation memory"),
    },
  });

  function accept(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setOutcome(null);
    if (!isTmxFile(file)) {
      results.failure(null, `${file.name} is not a TMX file (.tmx, .xml).`);
      return;
    }
    importing.mutate(file);
  }

  const link = buttonClass("secondary", "sm");
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex">
          <input
            id={id}
            type="file"
            accept=".tmx,.xml,application/x-tmx+xml,application/xml,text/xml"
            className="peer sr-only"
            aria-describedby={`${id}-hint`}
            disabled={importing.isPending}
            onChange={(event) => {
              accept(event.target.files);
              // The same file can be chosen again, changed or after a refusal.
              event.target.value = "";
            }}
          />
          <label
            htmlFor={id}
            className={clsx(
              link,
              "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-default peer-disabled:opacity-60 dark:peer-focus-visible:ring-offset-slate-950",
            )}
          >
            {importing.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <Upload className="h-4 w-4" aria-hidden />
            )}
            Import TMX
          </label>
        </span>
        <a href={MEMORY_EXPORT} download className={link}>
          <Download className="h-4 w-4" aria-hidden />
          Export TMX
        </a>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        TMX 1.4, the format of every CAT tool. An import remembers each unit with a Swedish and an English segment,
        replacing a remembered one with the same Swedish; it deletes none.
      </p>
      <div role="status" aria-live="polite">
        {outcome && (
          <div
            className="flex items-start justify-between gap-3 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
            data-testid="tmx-import-result"
          >
            <p className="[overflow-wrap:anywhere]">
              <span className="font-medium">{outcome.file}:</span> {outcome.summary}
            </p>
            <button
              type="button"
              onClick={() => setOutcome(null)}
              className="shrink-0 rounded p-0.5 hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-emerald-900"
            >
              <X className="h-4 w-4" aria-hidden />
              <span className="sr-only">Dismiss the import result</span>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
