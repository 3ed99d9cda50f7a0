import type { Category } from "#shared/schemas/category.js";

/** The categories as a select's options, after the select's own first one ("None", "Select a category"). */
export function CategoryOptions({ categories }: { categories: Category[] | undefined }) {
  return categories?.map((c) => (
    <option key={c.id} value={String(c.id)}>
      {c.name}
    </option>
  ));
}
