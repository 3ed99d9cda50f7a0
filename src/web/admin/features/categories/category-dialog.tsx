import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type Category, categoryInput } from "#shared/schemas/category.js";
import { slugify } from "#shared/schemas/common.js";
import { useToast } from "#web/ui/toaster.js";
import { saveCategory } from "./api.js";
import { keys } from "../../api/keys.js";
import { Button } from "../../components/button.js";
import { describedBy, Field, Input } from "../../components/field.js";
import { Modal } from "../../components/modal.js";
import { useResultToasts } from "../../lib/session.js";

type FieldName = "name" | "slug" | "order";

/** Create or edit a category: the slug follows the name until edited by hand; order defaults to 0. */
export function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const editing = Boolean(category);
  const [name, setName] = useState(category?.name ?? "");
  const [slug, setSlug] = useState(category?.slug ?? "");
  const [order, setOrder] = useState(String(category?.order ?? 0));
  const [slugTouched, setSlugTouched] = useState(editing);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const toast = useToast();
  const results = useResultToasts();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: (payload: unknown) => saveCategory(editing ? category!.id : undefined, payload),
    onSuccess: async () => {
      results.success(editing ? "Category updated successfully" : "Category created successfully");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.categories }),
        queryClient.invalidateQueries({ queryKey: keys.stats }),
        queryClient.invalidateQueries({ queryKey: keys.articles }),
      ]);
      onClose();
    },
    onError: (error) => results.failure(error, editing ? "Failed to update category" : "Failed to create category"),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = categoryInput.safeParse({ name, slug, order });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? "Invalid input";
      setErrors({ [issue?.path[0] as FieldName]: message });
      toast({ title: "Validation error", description: message, variant: "destructive" });
      document.getElementById(`category-${String(issue?.path[0])}`)?.focus();
      return;
    }
    setErrors({});
    setOrder(String(parsed.data.order));
    save.mutate(parsed.data);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? "Edit Category" : "New Category"}
      description={editing ? `Editing “${category!.name}”` : "Add a section that articles can belong to."}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="category-form" variant="primary" disabled={save.isPending}>
            {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {editing ? "Update Category" : "Create Category"}
          </Button>
        </>
      }
    >
      <form id="category-form" noValidate onSubmit={submit} className="grid gap-4">
        <Field id="category-name" label="Name" required error={errors.name}>
          <Input
            {...describedBy("category-name", errors.name)}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (!slugTouched) setSlug(slugify(e.target.value));
              setErrors({});
            }}
          />
        </Field>
        <Field
          id="category-slug"
          label="Slug"
          required
          error={errors.slug}
          hint={`Used in the address: /category/${slug || "…"}`}
        >
          <Input
            {...describedBy("category-slug", errors.slug, true)}
            value={slug}
            onChange={(e) => {
              setSlug(e.target.value);
              setSlugTouched(e.target.value !== "");
              setErrors({});
            }}
          />
        </Field>
        <Field
          id="category-order"
          label="Display order"
          error={errors.order}
          hint="Lower numbers come first. Defaults to 0."
        >
          <Input
            {...describedBy("category-order", errors.order, true)}
            inputMode="numeric"
            value={order}
            onChange={(e) => setOrder(e.target.value)}
          />
        </Field>
      </form>
    </Modal>
  );
}
