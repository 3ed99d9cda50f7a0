import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { AlertTriangle, XCircle } from "lucide-react";
import type { ArticleCheck } from "#shared/schemas/article-checks.js";
import { buttonClass } from "../../components/button.js";

/**
 * The step before publishing (issue 30), as Ghost's publish flow has it: the problems the checks found.
 * Warnings may be passed ("Publish anyway"); an error (placeholder alt text) only lets the writer go back.
 */
export function PublishChecksDialog({
  checks,
  onBack,
  onPublish,
}: {
  /** Null: closed. */
  checks: ArticleCheck[] | null;
  onBack: () => void;
  onPublish: () => void;
}) {
  const blocked = checks?.some((c) => c.severity === "error") ?? false;
  const sorted = [...(checks ?? [])].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1));
  return (
    <AlertDialog.Root open={checks !== null} onOpenChange={(open) => !open && onBack()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60" />
        <AlertDialog.Content
          data-testid="publish-checks"
          className="fixed left-1/2 top-1/2 z-[60] grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-2xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
        >
          <AlertDialog.Title className="text-lg font-semibold">
            {blocked ? "Fix this before publishing" : "Publish with these warnings?"}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700 dark:text-slate-300">
            {blocked
              ? "This article cannot be published yet."
              : "The checks found something readers may miss. You can publish anyway or go back and fix it."}
          </AlertDialog.Description>
          <ul className="grid gap-2 text-sm">
            {sorted.map((check) => (
              <li
                key={check.kind}
                data-kind={check.kind}
                className={
                  check.severity === "error"
                    ? "flex gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
                    : "flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
                }
              >
                {check.severity === "error" ? (
                  <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                ) : (
                  <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                )}
                <span>
                  <span className="sr-only">{check.severity === "error" ? "Error: " : "Warning: "}</span>
                  {check.message}
                </span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass(blocked ? "primary" : "secondary")}>
              Back to editing
            </AlertDialog.Cancel>
            {!blocked && (
              <AlertDialog.Action className={buttonClass("primary")} onClick={onPublish}>
                Publish anyway
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
