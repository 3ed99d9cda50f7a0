import type { Category, CategoryInput } from "#shared/schemas/category.js";
import type { ContentEvents } from "../../events/event-bus.js";
import type { ContentCache } from "../../invalidation/content-version.js";
import { conflictOnDuplicate } from "../../db/unique-violation.js";
import { notFound } from "../../http-error.js";
import type { CategoriesRepository } from "./categories.repository.js";

const DUPLICATE = "A category with this slug already exists";

export function createCategoriesService(
  repo: CategoriesRepository,
  changes: Pick<ContentCache, "memo">,
  events: Pick<ContentEvents, "raise">,
) {
  /** Its pages' slugs before the change and after it (the same slug once). */
  const changed = (categoryId: number, ...slugs: string[]) =>
    events.raise({ type: "category.changed", categoryId, slugs: [...new Set(slugs)] });

  // Every page's header needs the list with its article counts; it changes only when content does.
  const list = (): Promise<Category[]> => changes.memo("categories", () => repo.list());

  return {
    list,

    async getBySlug(slug: string): Promise<Category> {
      const category = (await list()).find((c) => c.slug === slug);
      if (!category) throw notFound("Category not found");
      return category;
    },

    async create(input: CategoryInput): Promise<Category> {
      const id = await conflictOnDuplicate(DUPLICATE, () => repo.insert(input));
      await changed(id, input.slug);
      return (await repo.findById(id))!;
    },

    async update(id: number, input: CategoryInput): Promise<Category> {
      const before = await repo.findById(id);
      if (!before || !(await conflictOnDuplicate(DUPLICATE, () => repo.update(id, input))))
        throw notFound("Category not found");
      await changed(id, before.slug, input.slug);
      return (await repo.findById(id))!;
    },

    /** Articles in the category are kept, unassigned (the foreign key sets them to null). */
    async delete(id: number): Promise<void> {
      const before = await repo.findById(id);
      if (!before || !(await repo.delete(id))) throw notFound("Category not found");
      await changed(id, before.slug);
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
