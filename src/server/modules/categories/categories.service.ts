import type { Category, CategoryInput } from "#shared/schemas/category.js";
import type { ContentChanges } from "../../invalidation/content-version.js";
import { conflictOnDuplicate } from "../../db/unique-violation.js";
import { notFound } from "../../http-error.js";
import type { CategoriesRepository } from "./categories.repository.js";

const DUPLICATE = "A category with this slug already exists";

export function createCategoriesService(repo: CategoriesRepository, changes: ContentChanges) {
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
      changes.bump();
      return (await repo.findById(id))!;
    },

    async update(id: number, input: CategoryInput): Promise<Category> {
      const updated = await conflictOnDuplicate(DUPLICATE, () => repo.update(id, input));
      if (!updated) throw notFound("Category not found");
      changes.bump();
      return (await repo.findById(id))!;
    },

    /** Articles in the category are kept, unassigned (the foreign key sets them to null). */
    async delete(id: number): Promise<void> {
      if (!(await repo.delete(id))) throw notFound("Category not found");
      changes.bump();
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
