import type { ReactNode } from "react";
import { PageHeader } from "./page-header.js";

/** A long-form text page (About, Privacy Policy, Terms of Service) in a readable column. */
export function StaticPage({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro?: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={title}>{intro && <p className="text-lg">{intro}</p>}</PageHeader>
      <div className="static-prose">{children}</div>
      {updated && <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">Last updated: {updated}</p>}
    </div>
  );
}
