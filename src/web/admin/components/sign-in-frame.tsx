import { Newspaper } from "lucide-react";
import type { ReactNode } from "react";

/** The frame of the pages staff use before they are signed in: the login, a forgotten password, an invitation. */
export function SignInFrame({
  title = "Admin Portal",
  subtitle = "Only News for Free · staff sign-in",
  children,
}: {
  title?: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4 py-10 dark:bg-slate-950">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-600 text-white shadow">
            <Newspaper className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
            <p className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}

/** What such a page shows until the browser has rendered it (they render in the browser only). */
export function SignInFallback({ title }: { title?: string }) {
  return (
    <SignInFrame title={title}>
      <div
        role="status"
        className="h-64 animate-pulse rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <span className="sr-only">Loading…</span>
      </div>
    </SignInFrame>
  );
}

/** The card a sign-in form sits in. */
export const signInCardClass =
  "grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900";

/** A refusal shown above a sign-in form. */
export function SignInAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}
