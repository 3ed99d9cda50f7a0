import { useQuery } from "@tanstack/react-query";
import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import type { Article } from "#shared/schemas/article.js";
import { revisionQuery, revisionsQuery } from "./api/get-revisions.js";
import { useRestoreRevision } from "./api/restore-revision.js";
import { useResultToasts } from "../../lib/session.js";
import { Button } from "../../components/button.js";
import { EmptyState, LoadError, Skeleton } from "../../components/empty-state.js";
import { Modal } from "../../components/modal.js";
import { TextDiff } from "./text-diff.js";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * An article's history: the versions earlier saves replaced, newest first; the chosen one's title and text
 * against the saved article's, and Restore (itself a save, so nothing is lost).
 */
export function RevisionHistory({
  article,
  open,
  onOpenChange,
  onRestored,
}: {
  article: Article;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: (article: Article) => void;
}) {
  const list = useQuery({ ...revisionsQuery(article.id), enabled: open, staleTime: 0 });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = chosenId ?? list.data?.[0]?.id ?? null;
  const revision = useQuery({ ...revisionQuery(article.id, chosen ?? 0), enabled: open && chosen !== null });
  const results = useResultToasts();
  const restore = useRestoreRevision({
    mutationConfig: {
      onSuccess: () => results.success("Version restored", "The version it replaced is in the history too."),
      onError: (error) => results.failure(error, "The version could not be restored"),
    },
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="History"
      description={`Earlier versions of “${article.title}”`}
      size="xl"
    >
      {list.isError && <LoadError message="The history could not be loaded." onRetry={() => list.refetch()} />}
      {list.isPending && <Skeleton rows={3} className="h-12" />}
      {list.data?.length === 0 && (
        <EmptyState icon={History} title="No earlier versions" description="Each save keeps the version it replaces." />
      )}
      {list.data && list.data.length > 0 && (
        <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
          <ul aria-label="Versions" className="grid max-h-96 content-start gap-1 overflow-y-auto">
            {list.data.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  aria-pressed={r.id === chosen}
                  onClick={() => setChosenId(r.id)}
                  className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:font-medium dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-800"
                >
                  <span className="block text-slate-900 dark:text-white">{when(r.savedAt)}</span>
                  <span className="block text-slate-600 dark:text-slate-400">by {r.savedBy}</span>
                </button>
              </li>
            ))}
          </ul>
          <section aria-label="Changes since this version" className="grid content-start gap-3">
            {revision.data && (
              <>
                <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Title</h3>
                <TextDiff before={revision.data.title} after={article.title} />
                <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Text</h3>
                <div className="max-h-80 overflow-y-auto rounded-md border border-slate-200 p-3 dark:border-slate-800">
                  <TextDiff before={revision.data.body} after={article.body ?? ""} />
                </div>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Struck through: in this version, not in the saved article. Highlighted: added since.
                </p>
                <div>
                  <Button
                    variant="primary"
                    disabled={restore.isPending}
                    onClick={() =>
                      restore.mutate(
                        { articleId: article.id, revisionId: revision.data.id },
                        {
                          onSuccess: (restored) => {
                            setChosenId(null);
                            onRestored(restored);
                          },
                        },
                      )
                    }
                  >
                    <RotateCcw className="h-4 w-4" aria-hidden />
                    Restore this version
                  </Button>
                </div>
              </>
            )}
            {revision.isPending && chosen !== null && <Skeleton rows={2} className="h-24" />}
          </section>
        </div>
      )}
    </Modal>
  );
}
