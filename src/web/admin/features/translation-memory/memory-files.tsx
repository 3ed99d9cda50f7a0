import { Download } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "../../components/button.js";
import { FileImportButton, ImportOutcome } from "../../components/file-import.js";
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

  function accept(file: File) {
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
        <FileImportButton
          id={id}
          accept=".tmx,.xml,application/x-tmx+xml,application/xml,text/xml"
          pending={importing.isPending}
          label="Import TMX"
          onFile={accept}
        />
        <a href={MEMORY_EXPORT} download className={link}>
          <Download className="h-4 w-4" aria-hidden />
          Export TMX
        </a>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        TMX 1.4, the format of every CAT tool. An import remembers each unit with a Swedish and an English segment,
        replacing a remembered one with the same Swedish; it deletes none.
      </p>
      <ImportOutcome
        heading={outcome ? `${outcome.file}:` : undefined}
        summary={outcome?.summary ?? ""}
        testId="tmx-import-result"
        onDismiss={() => setOutcome(null)}
      />
    </div>
  );
}
