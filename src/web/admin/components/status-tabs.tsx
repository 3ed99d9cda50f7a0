import { clsx } from "clsx";
import { type KeyboardEvent, useRef } from "react";

export interface StatusTab<T extends string> {
  value: T;
  label: string;
}

/**
 * A tablist (WAI-ARIA tabs pattern, automatic activation): only the selected tab is in the Tab order;
 * the arrow keys, Home and End move between tabs and select them. The panel it controls is `panelId`.
 */
export function StatusTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  panelId,
  idPrefix,
}: {
  label: string;
  tabs: readonly StatusTab<T>[];
  value: T;
  onChange: (value: T) => void;
  panelId: string;
  idPrefix: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the focused tab, not `value`: the selection reaches the URL (and `value`) a moment later, and
    // a second key pressed before then must move on from where focus is.
    const focused = refs.current.indexOf(event.target as HTMLButtonElement);
    const current = focused >= 0 ? focused : tabs.findIndex((t) => t.value === value);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex w-full gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
    >
      {tabs.map((tab, i) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={clsx(
              "-mb-px shrink-0 rounded-t-md border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500",
              selected
                ? "border-brand-600 text-brand-700 dark:border-brand-300 dark:text-white"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white",
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
