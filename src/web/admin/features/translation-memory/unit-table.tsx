import { FileText, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { TranslationUnit } from "#shared/schemas/translation-memory.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";
import { editArticlePath } from "../../lib/paths.js";
import { engineName } from "../../lib/engine-names.js";

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A segment's first words, for the names of its buttons and the question before deleting it. */
export function unitExcerpt(swedish: string, length = 60): string {
  return swedish.length <= length ? swedish : `${swedish.slice(0, length).trimEnd()}…`;
}

/** The English readers got and, when an editor changed it, the engine's own below it, struck through. */
function UnitEnglish({ unit }: { unit: TranslationUnit }) {
  return (
    <span className="grid gap-1">
      <span lang="en">
        <span className="sr-only">English: </span>
        {unit.english}
      </span>
      {unit.fixed && (
        <span className="text-xs text-slate-600 dark:text-slate-400">
          <span className="font-medium">Engine:</span>{" "}
          <s lang="en" className="decoration-slate-400 dark:decoration-slate-500">
            {unit.engineEnglish}
          </s>
        </span>
      )}
    </span>
  );
}

/** Where the unit came from: the engine, the wire source, its article, who published it and when. */
function UnitOrigin({ unit }: { unit: TranslationUnit }) {
  // An imported unit without an engine came from another tool's memory, and is no publication of ours.
  const done = unit.fixed ? "Fixed" : unit.engine === "import" ? "Imported" : "Published";
  const by = unit.fixedBy ? `${done} by ${unit.fixedBy}` : done;
  return (
    <span className="grid justify-items-start gap-1 text-xs text-slate-600 dark:text-slate-400">
      <span className="flex flex-wrap items-center gap-1">
        <Badge tone={unit.fixed ? "amber" : "neutral"}>{engineName(unit.engine)}</Badge>
        {unit.sourceName && <span>{unit.sourceName}</span>}
      </span>
      <span>
        {by},{" "}
        <time dateTime={unit.updatedAt} title={MOMENT.format(new Date(unit.updatedAt))}>
          {DAY.format(new Date(unit.updatedAt))}
        </time>
      </span>
      {unit.articleId !== null && (
        <Link
          to={editArticlePath(unit.articleId)}
          className="inline-flex items-center gap-1 rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300"
        >
          <FileText className="h-3.5 w-3.5" aria-hidden />
          Article {unit.articleId}
        </Link>
      )}
    </span>
  );
}

const HEAD = "px-3 py-2 font-medium first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5";
const CELL = "px-3 py-2.5 align-top first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5";

/**
 * The units as a table: the Swedish, the English readers got (and the engine's, when an editor changed
 * it), where it came from, and Delete. On a phone the English and the origin are shown under the Swedish,
 * and the button shows its icon.
 */
export function UnitTable({
  units,
  busyId,
  onDelete,
}: {
  units: TranslationUnit[];
  busyId: number | undefined;
  onDelete: (unit: TranslationUnit) => void;
}) {
  return (
    <table className="w-full text-left text-sm" data-testid="unit-table">
      <caption className="sr-only">Translation units</caption>
      <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        <tr>
          <th scope="col" className={HEAD}>
            <span className="md:hidden">Swedish and English</span>
            <span className="hidden md:inline">Swedish</span>
          </th>
          <th scope="col" className={`${HEAD} hidden md:table-cell`}>
            English
          </th>
          <th scope="col" className={`${HEAD} hidden md:table-cell`}>
            Origin
          </th>
          <th scope="col" className={`${HEAD} text-right`}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {units.map((unit) => (
          <tr key={unit.id} data-testid="unit-row">
            <th
              scope="row"
              className={`${CELL} font-normal text-slate-800 [overflow-wrap:anywhere] md:w-[36%] md:[overflow-wrap:break-word] dark:text-slate-200`}
            >
              <span lang="sv" className="font-medium text-slate-900 dark:text-white">
                {unit.swedish}
              </span>
              {/* On a phone the English and the origin are shown here. */}
              <span className="mt-2 grid gap-2 md:hidden">
                <UnitEnglish unit={unit} />
                <UnitOrigin unit={unit} />
              </span>
            </th>
            <td
              className={`${CELL} hidden text-slate-800 [overflow-wrap:break-word] md:table-cell md:w-[36%] dark:text-slate-200`}
            >
              <UnitEnglish unit={unit} />
            </td>
            <td className={`${CELL} hidden md:table-cell`}>
              <UnitOrigin unit={unit} />
            </td>
            <td className={`${CELL} whitespace-nowrap text-right`}>
              <Button
                size="sm"
                variant="ghost-danger"
                className="px-2 sm:px-3"
                disabled={busyId === unit.id}
                onClick={() => onDelete(unit)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                <span className="sr-only sm:not-sr-only">Delete</span>
                <span className="sr-only"> {unitExcerpt(unit.swedish)}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
