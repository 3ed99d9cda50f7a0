import { useEffect, useRef, useState } from "react";
import type { ChartKind, ChartTone } from "./draw-chart.js";
import { dayLabel, longDay, formatCount } from "./format.js";

export interface DayValue {
  day: string;
  value: number;
}

/**
 * One value per day as a chart, with the same numbers as a table under "Show as table" for screen readers
 * and keyboard users (a canvas has no parts to reach). chart.js is fetched on first draw (draw-chart.ts);
 * the chart is destroyed when the data changes or the screen goes.
 */
export function DayChart({
  id,
  kind,
  tone,
  title,
  valueLabel,
  summary,
  points,
}: {
  id: string;
  kind: ChartKind;
  tone: ChartTone;
  /** The caption of the table: "Views per day, last 7 days". */
  title: string;
  /** The name of one value, the table's column: "Reads", "Subscribers". */
  valueLabel: string;
  /** What the chart shows, in words: the canvas's accessible name. */
  summary: string;
  points: DayValue[];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let drawn: { destroy(): void } | undefined;
    let gone = false;
    setFailed(false);
    import("./draw-chart.js")
      .then(({ drawChart }) => {
        if (gone || !canvas.current) return;
        drawn = drawChart(canvas.current, {
          kind,
          tone,
          label: valueLabel,
          labels: points.map((point) => dayLabel(point.day)),
          values: points.map((point) => point.value),
        });
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      drawn?.destroy();
    };
  }, [kind, tone, valueLabel, points]);

  return (
    <div className="grid gap-3">
      {failed ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The chart could not be drawn. The numbers are in the table below.
        </p>
      ) : (
        <div className="relative h-56 w-full sm:h-64">
          <canvas ref={canvas} role="img" aria-label={summary} data-testid={`${id}-chart`} />
        </div>
      )}
      <details open={failed} className="text-sm">
        <summary className="w-fit cursor-pointer rounded font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300">
          Show as table
        </summary>
        <section
          aria-label={`${title}, table`}
          // It scrolls: keyboard users reach it with Tab to scroll it (the table has nothing focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
          tabIndex={0}
          className="mt-3 max-h-80 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800"
        >
          <table className="w-full text-left" data-testid={`${id}-table`}>
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {points.map((point) => (
                <tr key={point.day}>
                  <td className="px-3 py-1.5 text-slate-700 dark:text-slate-300">
                    <time dateTime={point.day}>{longDay(point.day)}</time>
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums text-slate-900 dark:text-white">
                    {formatCount(point.value)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </div>
  );
}
