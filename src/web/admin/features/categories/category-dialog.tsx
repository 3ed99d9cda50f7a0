import { useState } from "react";
import { type Category, categoryInput } from "#shared/schemas/category.js";
import { slugify } from "#shared/schemas/common.js";
import { useSaveCategory } from "./api/save-category.js";
import { FormDialog, FormInput, useFormDialog } from "../../components/form-dialog.js";
import { useResultToasts } from "../../lib/session.js";

type FieldName = "name" | "slug" | "order";

/** Create or edit a category: the slug follows the name until edited by hand; order defaults to 0. */
export function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const editing = Boolean(category);
  const [name, setName] = useState(category?.name ?? "");
  const [slug, setSlug] = useState(category?.slug ?? "");
  const [order, setOrder] = useState(String(category?.order ?? 0));
  const [slugTouched, setSlugTouched] = useState(editing);
  const form = useFormDialog<FieldName>({ idPrefix: "category", onClose });
  const results = useResultToasts();

  const save = useSaveCategory({
    mutationConfig: {
      onSuccess: () => results.success(editing ? "Category updated successfully" : "Category created successfully"),
      onError: (error) => results.failure(error, editing ? "Failed to update category" : "Failed to create category"),
    },
  });

  function submit() {
    const input = form.parse(categoryInput, { name, slug, order }, (path) => path as FieldName | undefined);
    if (!input) return;
    setOrder(String(input.order));
    form.send(save, { id: editing ? category!.id : undefined, input });
  }

  return (
    <FormDialog
      form={form}
      pending={save.isPending}
      onSubmit={submit}
      title={editing ? "Edit Category" : "New Category"}
      description={editing ? `Editing “${category!.name}”` : "Add a section that articles can belong to."}
      submitLabel={editing ? "Update Category" : "Create Category"}
    >
      <FormInput
        form={form}
        field="name"
        label="Name"
        required
        value={name}
        onValue={(next) => {
          setName(next);
          if (!slugTouched) setSlug(slugify(next));
        }}
      />
      <FormInput
        form={form}
        field="slug"
        label="Slug"
        required
        hint={`Used in the address: /category/${slug || "…"}`}
        value={slug}
        onValue={(next) => {
          setSlug(next);
          setSlugTouched(next !== "");
        }}
      />
      <FormInput
        form={form}
        field="order"
        label="Display order"
        hint="Lower numbers come first. Defaults to 0."
        inputMode="numeric"
        value={order}
        onValue={setOrder}
        keepsErrors
      />
    </FormDialog>
  );
}
