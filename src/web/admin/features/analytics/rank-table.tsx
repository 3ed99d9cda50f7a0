import type { ReactNode } from "react";
import { formatCount } from "./format.js";

export interface RankRow {
  key: string | number;
  /** The first column: an article's title as a link, a site's host. */
  name: ReactNode;
  reads: number;
}

/**
 * A ranked list as a table (Top articles, Referring sites): rank, name, reads. Long names wrap rather
 * than widen the table, so it fits a phone.
 */
export function RankTable({
  caption,
  nameHeading,
  rows,
  testId,
}: {
  caption: string;
  nameHeading: string;
  rows: RankRow[];
  testId: string;
}) {
  return (
    <table className="w-full table-fixed text-left text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col className="w-10" />
        <col />
        <col className="w-20 sm:w-24" />
      </colgroup>
      <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        <tr>
          <th scope="col" className="py-2 pl-4 pr-2 font-medium sm:pl-5">
            <abbr title="Rank" className="no-underline">
              #
            </abbr>
          </th>
          <th scope="col" className="px-2 py-2 font-medium">
            {nameHeading}
          </th>
          <th scope="col" className="py-2 pl-2 pr-4 text-right font-medium sm:pr-5">
            Reads
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row, i) => (
          <tr key={row.key}>
            <td className="py-2.5 pl-4 pr-2 tabular-nums text-slate-600 sm:pl-5 dark:text-slate-400">{i + 1}</td>
            <td className="px-2 py-2.5 text-slate-900 [overflow-wrap:anywhere] dark:text-white">{row.name}</td>
            <td className="py-2.5 pl-2 pr-4 text-right font-medium tabular-nums text-slate-900 sm:pr-5 dark:text-white">
              {formatCount(row.reads)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
