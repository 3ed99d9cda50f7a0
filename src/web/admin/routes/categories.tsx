import { useQuery } from "@tanstack/react-query";
import { ExternalLink, FolderTree, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Category } from "#shared/schemas/category.js";
import { useDeleteCategory } from "../features/categories/api/delete-category.js";
import { categoriesQuery } from "../features/categories/api/get-categories.js";
import { Button } from "../components/button.js";
import { CategoryDialog } from "../features/categories/category-dialog.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () => [{ title: "Manage Categories · Admin · Only News for Free" }];

function CategoryCard({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-4 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <span
                className="category-swatch h-3 w-3 shrink-0 rounded-full"
                data-category={category.slug}
                aria-hidden
              />
              {category.name}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">Slug</dt>
              <dd className="truncate font-mono text-slate-800 dark:text-slate-200">{category.slug}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Order</dt>
              <dd className="text-slate-800 tabular-nums dark:text-slate-200">{category.order}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Articles</dt>
              <dd className="text-slate-800 tabular-nums dark:text-slate-200">{category.articleCount} published</dd>
            </dl>
            <a
              href={`/category/${category.slug}`}
              target="_blank"
              rel="noreferrer"
              className="mt-3 inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300"
            >
              <ExternalLink className="h-4 w-4" aria-hidden />
              View Category Page<span className="sr-only"> for {category.name} (opens in a new tab)</span>
            </a>
          </div>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-end gap-1.5 border-t border-slate-200 pt-3 dark:border-slate-800">
          <Button size="sm" variant="ghost" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit<span className="sr-only"> {category.name}</span>
          </Button>
          <Button size="sm" variant="ghost-danger" onClick={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete<span className="sr-only"> {category.name}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}

export default function ManageCategories() {
  const list = useQuery(categoriesQuery());
  const results = useResultToasts();
  const [editing, setEditing] = useState<{ category: Category | null } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const remove = useDeleteCategory({
    mutationConfig: {
      onSuccess: () => results.success("Category deleted successfully"),
      onError: (error) => results.failure(error, "Failed to delete category"),
    },
  });

  const newButton = (
    <Button variant="primary" onClick={() => setEditing({ category: null })}>
      <Plus className="h-4 w-4" aria-hidden />
      New Category
    </Button>
  );
  const sorted = list.data ? [...list.data].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)) : [];

  return (
    <>
      <PageHeader
        title="Manage Categories"
        description="Sections of the site. Lower order numbers are listed first."
        actions={newButton}
      />
      {list.isError && <LoadError message="The categories could not be loaded." onRetry={() => list.refetch()} />}
      {list.isPending && <Skeleton rows={2} className="h-40" />}
      {list.data?.length === 0 && (
        <EmptyState
          icon={FolderTree}
          title="No categories yet"
          description="Create a category so that articles can be filed under it."
          action={newButton}
        />
      )}
      {sorted.length > 0 && (
        <ul aria-label="Categories" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sorted.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              onEdit={() => setEditing({ category })}
              onDelete={() => setDeleting(category)}
            />
          ))}
        </ul>
      )}
      {editing && <CategoryDialog category={editing.category} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete category"
        description="Are you sure you want to delete this category? Articles in this category will be unassigned."
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
