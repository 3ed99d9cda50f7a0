import type { ReactNode } from "react";
import { useId } from "react";
import { cn } from "#web/ui/cn.js";

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
    <section aria-labelledby={headingId} className={cn("widget-card", className)} data-testid={testId}>
      <div className="h-1" style={{ backgroundColor: accent }} />
      <div className="widget-head">
        <div className="flex items-center gap-3">
          <span className="widget-icon" style={{ backgroundColor: accent }} aria-hidden="true">
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
