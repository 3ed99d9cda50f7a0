import type { TranslationAnalytics } from "#shared/schemas/translation-memory.js";
import { formatCount } from "./format.js";
import { engineName } from "../../lib/engine-names.js";

const PERCENT = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 0 });
const SCORE = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

const cell = "px-2 py-2 align-top";
const number = `${cell} text-right tabular-nums`;

/**
 * Translation on the Analytics screen (issue 43): for each wire source and engine, how much editors
 * changed its English before publishing (chrF: 100 untouched; word edits per published word: 0
 * untouched), the share of segments the translation memory gave, and the terms editors had to put in.
 */
export function TranslationQuality({ data, period }: { data: TranslationAnalytics; period: string }) {
  if (data.engines.length === 0) {
    return (
      <p className="p-4 text-sm text-slate-600 sm:px-5 dark:text-slate-400">
        No desk articles published in the {period} yet: each one published shows here how much its translation was
        changed.
      </p>
    );
  }
  return (
    <div className="grid gap-4 p-4 sm:p-5">
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="translation-memory-share">
        {PERCENT.format(data.memory.share)} of {formatCount(data.memory.segments)} published segments came from the
        translation memory.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm" data-testid="translation-engines">
          <caption className="sr-only">How much editors changed each engine's English, {period}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              <th scope="col" className={`${cell} pl-3 font-medium`}>
                Source
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Engine
              </th>
              <th scope="col" className={`${number} font-medium`}>
                Segments
              </th>
              <th scope="col" className={`${number} font-medium`}>
                <abbr title="Character F-score of the engine's English against the published text: 100 when unchanged">
                  chrF
                </abbr>
              </th>
              <th scope="col" className={`${number} pr-3 font-medium`}>
                Words edited
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.engines.map((row) => (
              <tr key={`${row.sourceName}-${row.engine}`} className="text-slate-800 dark:text-slate-200">
                <td className={`${cell} pl-3`}>{row.sourceName ?? "No source"}</td>
                <td className={cell}>{engineName(row.engine)}</td>
                <td className={number}>{formatCount(row.segments)}</td>
                <td className={number}>{SCORE.format(row.chrf)}</td>
                <td className={`${number} pr-3`}>{PERCENT.format(row.wordEditRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Terms corrected most</h3>
        {data.termsCorrected.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            No term had to be corrected: the engines wrote the term base's English.
          </p>
        ) : (
          <ol
            className="mt-1 list-decimal pl-5 text-sm text-slate-800 dark:text-slate-200"
            data-testid="terms-corrected"
          >
            {data.termsCorrected.map((term) => (
              <li key={term.swedish}>
                {term.swedish}: {formatCount(term.corrections)} {term.corrections === 1 ? "time" : "times"}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
