import { describe, expect, it } from "vitest";
import type { Category } from "#shared/schemas/category.js";
import { activeCategorySlug, footerCategories, headerCategories } from "./category-nav.js";

const category = (slug: string, articleCount: number, order = 0): Category => ({
  id: slug.length + articleCount,
  slug,
  name: slug[0]!.toUpperCase() + slug.slice(1),
  order,
  articleCount,
});

describe("headerCategories", () => {
  it("keeps categories with articles, most articles first", () => {
    const result = headerCategories([category("food", 2), category("empty", 0), category("crime", 9)]);
    expect(result.map((c) => c.slug)).toEqual(["crime", "food"]);
  });

  it("shows at most ten", () => {
    const many = Array.from({ length: 14 }, (_, i) => category(`c${i}`, i + 1));
    const result = headerCategories(many);
    expect(result).toHaveLength(10);
    expect(result[0]!.slug).toBe("c13");
  });

  it("breaks ties by display order", () => {
    const result = headerCategories([category("b", 3, 2), category("a", 3, 1)]);
    expect(result.map((c) => c.slug)).toEqual(["a", "b"]);
  });
});

describe("footerCategories", () => {
  it("lists the five footer slugs with the newsroom's names", () => {
    const result = footerCategories([{ ...category("politics", 1), name: "Swedish Politics" }]);
    expect(result.map((c) => c.slug)).toEqual(["politics", "education", "society", "crime", "food"]);
    expect(result[0]!.name).toBe("Swedish Politics");
    expect(result[1]!.name).toBe("Education");
  });
});

describe("activeCategorySlug", () => {
  it("finds the category of a category page", () => {
    expect(activeCategorySlug("/category/crime")).toBe("crime");
    expect(activeCategorySlug("/articles/crime")).toBeUndefined();
  });
});
