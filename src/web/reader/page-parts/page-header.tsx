import type { ReactNode } from "react";

/** The heading block of a listing or static page. */
export function PageHeader({ title, kicker, children }: { title: string; kicker?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-8 border-b-2 border-slate-900 pb-4 dark:border-slate-100">
      {kicker && <div className="mb-2">{kicker}</div>}
      <h1 className="font-serif text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children && <div className="mt-2 text-slate-600 dark:text-slate-300">{children}</div>}
    </header>
  );
}

/** The empty state of a list: a heading and one sentence. */
export function EmptyState({ title, message, children }: { title: string; message?: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <h2 className="font-serif text-2xl font-bold">{title}</h2>
      {message && <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>}
      {children}
    </div>
  );
}
