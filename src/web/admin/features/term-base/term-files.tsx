import { Download } from "lucide-react";
import { useId, useState } from "react";
import type { TermImportResult } from "#shared/schemas/term.js";
import { buttonClass } from "../../components/button.js";
import { FileImportButton, ImportOutcome } from "../../components/file-import.js";
import { useResultToasts } from "../../lib/session.js";
import { TERM_EXPORTS } from "./api/get-terms.js";
import { termFileType, useImportTerms } from "./api/import-terms.js";

/** The skipped entries listed by number; the rest are counted. */
const SKIPPED_LISTED = 10;

/** What an import did, in one line: "Added 3, updated 1, unchanged 40; 2 skipped: entry 7: …; entry 9: …". */
export function importSummary({ added, updated, unchanged, skipped }: TermImportResult): string {
  const counts = `Added ${added}, updated ${updated}, unchanged ${unchanged}`;
  if (skipped.length === 0) return `${counts}.`;
  const listed = skipped.slice(0, SKIPPED_LISTED).map(({ entry, reason }) => `entry ${entry}: ${reason}`);
  const more = skipped.length > SKIPPED_LISTED ? `; and ${skipped.length - SKIPPED_LISTED} more` : "";
  return `${counts}; ${skipped.length} skipped: ${listed.join("; ")}${more}.`;
}

/**
 * The term base as files other tools read and write: "Import TBX or CSV" (new terms are added, changed
 * ones updated; what it did is shown below), and the downloads, TBX and CSV.
 */
export function TermFiles() {
  const id = useId();
  const results = useResultToasts();
  const [outcome, setOutcome] = useState<{ file: string; summary: string } | null>(null);
  const importing = useImportTerms({
    mutationConfig: {
      onSuccess: (result, file) => setOutcome({ file: file.name, summary: importSummary(result) }),
      onError: (error) => results.failure(error, "Failed to import the terms"),
    },
  });

  function accept(file: File) {
    setOutcome(null);
    if (!termFileType(file)) {
      results.failure(null, `${file.name} is neither a TBX (.tbx, .xml) nor a CSV (.csv) file.`);
      return;
    }
    importing.mutate(file);
  }

  const link = buttonClass("secondary", "sm");
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <FileImportButton
          id={id}
          accept=".tbx,.xml,.csv,application/x-tbx+xml,application/xml,text/xml,text/csv"
          pending={importing.isPending}
          label="Import TBX or CSV"
          onFile={accept}
        />
        <a href={TERM_EXPORTS.tbx} download className={link}>
          <Download className="h-4 w-4" aria-hidden />
          Export TBX
        </a>
        <a href={TERM_EXPORTS.csv} download className={link}>
          <Download className="h-4 w-4" aria-hidden />
          Export CSV
        </a>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        A CSV file has the columns swedish, english, keep, place, note. An import adds new terms and updates changed
        ones; it deletes none.
      </p>
      <ImportOutcome
        heading={outcome ? `Imported ${outcome.file}:` : undefined}
        summary={outcome?.summary ?? ""}
        testId="term-import-result"
        onDismiss={() => setOutcome(null)}
      />
    </div>
  );
}
