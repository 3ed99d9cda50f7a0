import { Pencil, Trash2 } from "lucide-react";
import type { Term } from "#shared/schemas/term.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";

/** What a term's two flags say, as short badges. */
function TermKinds({ term }: { term: Term }) {
  if (!term.keep && !term.place) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {term.keep && <Badge tone="violet">Kept</Badge>}
      {term.place && <Badge tone="blue">Place</Badge>}
    </span>
  );
}

const HEAD = "px-3 py-2 font-medium first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5";
const CELL = "px-3 py-2.5 align-top first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5";

/**
 * The terms as a table: Swedish, English, what kind of term it is, its note, and Edit and Delete. On a
 * phone the English, the kind and the note are shown under the Swedish, and the buttons show their icons.
 */
export function TermTable({
  terms,
  busyId,
  onEdit,
  onDelete,
}: {
  terms: Term[];
  busyId: number | undefined;
  onEdit: (term: Term) => void;
  onDelete: (term: Term) => void;
}) {
  return (
    <table className="w-full text-left text-sm" data-testid="term-table">
      <caption className="sr-only">Terms</caption>
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
            Kind
          </th>
          <th scope="col" className={`${HEAD} hidden md:table-cell`}>
            Note
          </th>
          <th scope="col" className={`${HEAD} text-right`}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {terms.map((term) => (
          <tr key={term.id} data-testid="term-row">
            <th
              scope="row"
              className={`${CELL} font-normal text-slate-800 [overflow-wrap:anywhere] md:[overflow-wrap:break-word] dark:text-slate-200`}
            >
              <span lang="sv" className="font-medium text-slate-900 dark:text-white">
                {term.swedish}
              </span>
              {/* On a phone the English, the kind and the note are shown here. */}
              <span className="mt-0.5 grid gap-1 md:hidden">
                <span lang="en">
                  <span className="sr-only">English: </span>
                  {term.english}
                </span>
                <TermKinds term={term} />
                {term.note && <span className="text-xs text-slate-600 dark:text-slate-400">{term.note}</span>}
              </span>
            </th>
            <td
              lang="en"
              className={`${CELL} hidden text-slate-800 [overflow-wrap:break-word] md:table-cell dark:text-slate-200`}
            >
              {term.english}
            </td>
            <td className={`${CELL} hidden md:table-cell`}>
              <TermKinds term={term} />
            </td>
            <td
              className={`${CELL} hidden max-w-xs text-slate-600 [overflow-wrap:anywhere] md:table-cell dark:text-slate-400`}
            >
              {term.note}
            </td>
            <td className={`${CELL} whitespace-nowrap text-right`}>
              <div className="inline-flex gap-1">
                <Button size="sm" variant="ghost" className="px-2 sm:px-3" onClick={() => onEdit(term)}>
                  <Pencil className="h-4 w-4" aria-hidden />
                  <span className="sr-only sm:not-sr-only">Edit</span>
                  <span className="sr-only"> {term.swedish}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost-danger"
                  className="px-2 sm:px-3"
                  disabled={busyId === term.id}
                  onClick={() => onDelete(term)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  <span className="sr-only sm:not-sr-only">Delete</span>
                  <span className="sr-only"> {term.swedish}</span>
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
