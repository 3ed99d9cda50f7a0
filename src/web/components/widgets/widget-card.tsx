import type { ReactNode } from "react";
import { useId } from "react";
import { cn } from "../../lib/cn.js";

interface Props {
  title: string;
  subtitle?: string;
  icon: ReactNode;
  accent: string;
  /** Right of the heading: the 'Updated' time. */
  status?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** The frame every live widget shares: coloured top rule, heading, status line, body. */
export function WidgetCard({ title, subtitle, icon, accent, status, children, className, testId }: Props) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex min-w-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900",
        className,
      )}
      data-testid={testId}
    >
      <div className="h-1" style={{ backgroundColor: accent }} />
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="flex items-center gap-3">
          <span
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-white"
            style={{ backgroundColor: accent }}
            aria-hidden="true"
          >
            {icon}
          </span>
          <div>
            <h2 id={headingId} className="font-serif text-lg font-bold leading-tight">
              {title}
            </h2>
            {subtitle && <p className="text-xs text-slate-600 dark:text-slate-400">{subtitle}</p>}
          </div>
        </div>
        {status && <div className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{status}</div>}
      </div>
      <div className="flex-1 px-4 py-3">{children}</div>
    </section>
  );
}
