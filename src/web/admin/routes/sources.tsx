import { useQuery } from "@tanstack/react-query";
import { Plus, Rss } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Source } from "#shared/schemas/wire.js";
import { categoriesQuery } from "../features/categories/index.js";
import { useDeleteSource } from "../features/wire/api/delete-source.js";
import { sourcesQuery } from "../features/wire/api/get-sources.js";
import { useSaveSource } from "../features/wire/api/save-source.js";
import { Button, ButtonLink } from "../components/button.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { SourceCard } from "../features/wire/source-card.js";
import { SourceDialog } from "../features/wire/source-dialog.js";
import { useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/sources";

export const meta: Route.MetaFunction = () => [{ title: "Sources · Admin · Only News for Free" }];

export default function Sources() {
  const list = useQuery(sourcesQuery());
  const categories = useQuery(categoriesQuery());
  const results = useResultToasts();
  // ?add=1 (the wire's "Add a source") opens the dialog at once.
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<{ source: Source | null } | null>(() =>
    params.get("add") === "1" ? { source: null } : null,
  );
  const [removing, setRemoving] = useState<Source | null>(null);

  const closeDialog = () => {
    setEditing(null);
    if (params.has("add")) setParams({}, { replace: true });
  };

  // Switching a source on or off saves it whole, as it is.
  const toggle = useSaveSource({
    mutationConfig: {
      onSuccess: (saved) => results.success(saved.enabled ? `${saved.name} enabled` : `${saved.name} disabled`),
      onError: (error) => results.failure(error, "Failed to update the source"),
    },
  });
  const setEnabled = (source: Source, enabled: boolean) =>
    toggle.mutate({
      id: source.id,
      input: {
        name: source.name,
        feedUrl: source.feedUrl,
        enabled,
        categoryId: source.categoryId,
        articleHosts: source.articleHosts,
      },
    });

  const remove = useDeleteSource<Source>({
    mutationConfig: {
      onSuccess: (_r, source) => results.success("Source removed", `The desk no longer reads ${source.name}.`),
      onError: (error) => results.failure(error, "Failed to remove the source"),
    },
  });

  const addButton = (
    <Button variant="primary" onClick={() => setEditing({ source: null })}>
      <Plus className="h-4 w-4" aria-hidden />
      Add source
    </Button>
  );
  const categoryById = new Map((categories.data ?? []).map((c) => [c.id, c]));

  return (
    <>
      <PageHeader
        title="Sources"
        description="The Swedish news feeds the wire reads. Their stories arrive on the wire translated to English."
        actions={
          <>
            <ButtonLink to="/admin/wire">
              <Rss className="h-4 w-4" aria-hidden />
              Wire
            </ButtonLink>
            {addButton}
          </>
        }
      />
      {list.isError && <LoadError message="The sources could not be loaded." onRetry={() => list.refetch()} />}
      {list.isPending && <Skeleton rows={2} className="h-56" />}
      {list.data?.length === 0 && (
        <EmptyState
          icon={Rss}
          title="No sources yet"
          description="Add a Swedish news feed, such as SVT's or Aftonbladet's, for the wire to read."
          action={addButton}
        />
      )}
      {list.data && list.data.length > 0 && (
        <ul aria-label="Sources" className="grid gap-4 lg:grid-cols-2">
          {list.data.map((source) => (
            <SourceCard
              key={source.id}
              source={source}
              category={source.categoryId ? (categoryById.get(source.categoryId) ?? null) : null}
              toggling={toggle.isPending && toggle.variables?.id === source.id}
              onToggle={(enabled) => setEnabled(source, enabled)}
              onEdit={() => setEditing({ source })}
              onRemove={() => setRemoving(source)}
            />
          ))}
        </ul>
      )}
      {editing && <SourceDialog source={editing.source} onClose={closeDialog} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove source"
        description={
          removing?.configured
            ? `“${removing.name}” comes from the server configuration. Remove it anyway? Switching it off keeps it for later.`
            : `Are you sure you want to remove “${removing?.name ?? ""}”? The wire will no longer read its feed.`
        }
        confirmLabel="Remove"
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}
