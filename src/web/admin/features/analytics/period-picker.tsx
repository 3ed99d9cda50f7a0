import { clsx } from "clsx";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "#shared/schemas/analytics.js";

/** 7, 30 or 90 days as toggle buttons (the pressed one is the period shown). */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <legend className="sr-only">Period</legend>
      {ANALYTICS_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
          className={clsx(
            "h-9 rounded px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
            days === value
              ? "bg-brand-600 text-white"
              : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
          )}
        >
          {days} days
        </button>
      ))}
    </fieldset>
  );
}
