import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { BrainCircuit } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { SearchBox } from "../components/search-box.js";
import {
  type DeleteTranslationUnit,
  useDeleteTranslationUnit,
} from "../features/translation-memory/api/delete-translation-unit.js";
import {
  type TranslationUnitList,
  translationUnitsQuery,
} from "../features/translation-memory/api/get-translation-units.js";
import { MemoryFiles } from "../features/translation-memory/memory-files.js";
import { UnitTable, unitExcerpt } from "../features/translation-memory/unit-table.js";
import { useReturnFocus } from "../lib/use-return-focus.js";
import { useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/translation-memory";

export const meta: Route.MetaFunction = () => [{ title: "Translation memory · Admin · Only News for Free" }];

const SEARCH_ID = "memory-search";

const units = (count: number) => `${count.toLocaleString("en-GB")} unit${count === 1 ? "" : "s"}`;

/** What the list shows of the memory: "The newest 200 of 1,234 units", "3 units matching “bank” of 1,234". */
function listSummary({ items, total }: TranslationUnitList, q: string | undefined): string {
  if (q !== undefined) return `${units(items.length)} matching “${q}”, of ${units(total)} in the memory`;
  return items.length < total ? `The newest ${items.length.toLocaleString("en-GB")} of ${units(total)}` : units(total);
}

/**
 * The translation memory (issue 43, ADR 0033): each Swedish segment of a published desk article with the
 * English readers got, which the next draft with the same Swedish takes before asking any engine. Search
 * and forget units; exchange the memory with CAT tools as TMX.
 */
export default function TranslationMemory() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() || undefined;
  const list = useQuery({ ...translationUnitsQuery(q), placeholderData: keepPreviousData });
  const results = useResultToasts();
  const [deleting, setDeleting] = useState<DeleteTranslationUnit | null>(null);
  const focus = useReturnFocus();

  const remove = useDeleteTranslationUnit({
    mutationConfig: {
      onSuccess: (_answer, unit) => {
        results.success(
          "Translation unit deleted",
          `“${unitExcerpt(unit.swedish)}” is forgotten: the next draft with it asks the engine again.`,
        );
        // Its row, and the button that opened the question, are gone: go on from the search.
        document.getElementById(SEARCH_ID)?.focus();
      },
      onError: (error) => results.failure(error, "Failed to delete the translation unit"),
    },
  });

  const data = list.data;
  const searched = q !== undefined;

  return (
    <>
      <PageHeader
        title="Translation memory"
        description="Each Swedish segment of a published desk article, with the English readers got. The next draft with the same Swedish takes that English before asking any engine."
      />
      <div className="grid gap-6">
        <Card className="grid gap-4 p-4 sm:p-5">
          <SearchBox
            id={SEARCH_ID}
            label="Search the memory"
            value={q ?? ""}
            placeholder="Swedish or English"
            onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })}
          />
          <MemoryFiles />
        </Card>
        {list.isError && !data && (
          <LoadError message="The translation memory could not be loaded." onRetry={() => list.refetch()} />
        )}
        {list.isPending && <Skeleton rows={4} className="h-16" />}
        {data && data.items.length === 0 && (
          <EmptyState
            icon={BrainCircuit}
            title={searched ? "No matching units" : "No translation units yet"}
            description={
              searched
                ? `No unit's Swedish or English holds “${q}”.`
                : "A unit is remembered when a desk article is published: each Swedish paragraph and the title, with the English readers got. Or import a TMX file from a CAT tool."
            }
          />
        )}
        {data && data.items.length > 0 && (
          <Card className="overflow-hidden">
            <div className={list.isPlaceholderData ? "opacity-70 transition-opacity" : ""}>
              <UnitTable
                units={data.items}
                busyId={remove.isPending ? remove.variables?.id : undefined}
                onDelete={(unit) => {
                  focus.remember();
                  setDeleting(unit);
                }}
              />
            </div>
            <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-5 dark:border-slate-800 dark:text-slate-400">
              {listSummary(data, q)}
            </p>
          </Card>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (open) return;
          setDeleting(null);
          focus.restore(SEARCH_ID);
        }}
        title="Delete translation unit"
        description={
          deleting
            ? `Forget “${unitExcerpt(deleting.swedish)}”? The next draft with this Swedish asks the engine again. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate({ id: deleting.id, swedish: deleting.swedish })}
      />
    </>
  );
}
