import { FOOTER_CATEGORY_SLUGS, HEADER_MAX_CATEGORIES } from "#shared/constants.js";
import type { Category } from "#shared/schemas/category.js";

export interface CategoryLink {
  slug: string;
  name: string;
}

/** Header menu (SPEC 9): at most 10 categories that have articles, by article count, most first. */
export function headerCategories(categories: Category[]): CategoryLink[] {
  return categories
    .filter((c) => c.articleCount > 0)
    .sort((a, b) => b.articleCount - a.articleCount || a.order - b.order || a.name.localeCompare(b.name))
    .slice(0, HEADER_MAX_CATEGORIES)
    .map(({ slug, name }) => ({ slug, name }));
}

/** Footer links: the five fixed slugs, named as the newsroom named them (or from the slug). */
export function footerCategories(categories: Category[]): CategoryLink[] {
  return FOOTER_CATEGORY_SLUGS.map((slug) => ({
    slug,
    name: categories.find((c) => c.slug === slug)?.name ?? slug[0]!.toUpperCase() + slug.slice(1),
  }));
}

/** The category a path belongs to, for highlighting the active header link. */
export function activeCategorySlug(pathname: string): string | undefined {
  const match = /^\/category\/([^/?#]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}
