import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Every admin screen's heading, with the spec's 'Back to Dashboard' link above it. */
export function PageHeader({
  title,
  description,
  actions,
  badge,
  back = true,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  badge?: ReactNode;
  back?: boolean;
}) {
  return (
    <header className="mb-6 grid gap-3">
      {back && (
        <Link
          to="/admin"
          className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-slate-700 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300 dark:hover:text-brand-100"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Dashboard
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
            {badge}
          </div>
          {description && <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
