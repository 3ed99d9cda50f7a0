import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Languages, Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Term } from "#shared/schemas/term.js";
import { Button } from "../components/button.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { SearchBox } from "../components/search-box.js";
import { type DeleteTerm, useDeleteTerm } from "../features/term-base/api/delete-term.js";
import { termsQuery } from "../features/term-base/api/get-terms.js";
import { TermDialog } from "../features/term-base/term-dialog.js";
import { TermFiles } from "../features/term-base/term-files.js";
import { TermTable } from "../features/term-base/term-table.js";
import { useReturnFocus } from "../lib/use-return-focus.js";
import { useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/term-base";

export const meta: Route.MetaFunction = () => [{ title: "Terms · Admin · Only News for Free" }];

const SEARCH_ID = "term-search";

/**
 * The term base (issue 43): how Swedish names and terms are written in English, which every translation
 * engine follows. Search, add, edit and delete terms; exchange them with other tools as TBX or CSV.
 */
export default function TermBase() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() || undefined;
  const list = useQuery({ ...termsQuery(q), placeholderData: keepPreviousData });
  const results = useResultToasts();
  const [editing, setEditing] = useState<{ term: Term | null } | null>(null);
  const [deleting, setDeleting] = useState<DeleteTerm | null>(null);
  const focus = useReturnFocus();
  const edit = (term: Term | null) => {
    focus.remember();
    setEditing({ term });
  };

  const remove = useDeleteTerm({
    mutationConfig: {
      onSuccess: (_answer, term) => {
        results.success("Term deleted", `${term.swedish} is no longer in the term base.`);
        // Its row, and the button that opened the question, are gone: go on from the search.
        document.getElementById(SEARCH_ID)?.focus();
      },
      onError: (error) => results.failure(error, "Failed to delete the term"),
    },
  });

  const addButton = (
    <Button variant="primary" onClick={() => edit(null)}>
      <Plus className="h-4 w-4" aria-hidden />
      Add term
    </Button>
  );
  const data = list.data;
  const searched = q !== undefined;

  return (
    <>
      <PageHeader
        title="Terms"
        description="How Swedish names and terms are written in English. Every translation engine follows the term base."
        actions={addButton}
      />
      <div className="grid gap-6">
        <Card className="grid gap-4 p-4 sm:p-5">
          <SearchBox
            id={SEARCH_ID}
            label="Search terms"
            value={q ?? ""}
            placeholder="Swedish, English or note"
            onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })}
          />
          <TermFiles />
        </Card>
        {list.isError && !data && <LoadError message="The terms could not be loaded." onRetry={() => list.refetch()} />}
        {list.isPending && <Skeleton rows={4} className="h-12" />}
        {data && data.items.length === 0 && (
          <EmptyState
            icon={Languages}
            title={searched ? "No matching terms" : "No terms yet"}
            description={
              searched
                ? `No term's Swedish, English or note holds “${q}”.`
                : "Add a term, or import a TBX or CSV file from another tool."
            }
            action={searched ? undefined : addButton}
          />
        )}
        {data && data.items.length > 0 && (
          <Card className="overflow-hidden">
            <div className={list.isPlaceholderData ? "opacity-70 transition-opacity" : ""}>
              <TermTable
                terms={data.items}
                busyId={remove.isPending ? remove.variables?.id : undefined}
                onEdit={edit}
                onDelete={(term) => {
                  focus.remember();
                  setDeleting(term);
                }}
              />
            </div>
            <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-5 dark:border-slate-800 dark:text-slate-400">
              {data.total} term{data.total === 1 ? "" : "s"}
              {searched ? ` matching “${q}”` : ""}
            </p>
          </Card>
        )}
      </div>
      {editing && (
        <TermDialog
          term={editing.term}
          onClose={() => {
            setEditing(null);
            focus.restore(SEARCH_ID);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (open) return;
          setDeleting(null);
          focus.restore(SEARCH_ID);
        }}
        title="Delete term"
        description={
          deleting
            ? `Delete the term for ${deleting.swedish}? Translations no longer follow it. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate({ id: deleting.id, swedish: deleting.swedish })}
      />
    </>
  );
}
