import type { CategorySlug } from "./constants.js";

/** Badge colours per category slug (SPEC 3), and the demo pictures' (accent); other slugs use the "others" colour. */
export const CATEGORY_COLORS: Record<CategorySlug, { base: string; accent: string }> = {
  politics: { base: "#1d4ed8", accent: "#60a5fa" },
  education: { base: "#7c3aed", accent: "#c4b5fd" },
  society: { base: "#047857", accent: "#6ee7b7" },
  crime: { base: "#b91c1c", accent: "#fca5a5" },
  food: { base: "#c2410c", accent: "#fdba74" },
  events: { base: "#be185d", accent: "#f9a8d4" },
  others: { base: "#475569", accent: "#cbd5e1" },
};

export function categoryColor(slug: string | null | undefined) {
  return CATEGORY_COLORS[(slug ?? "others") as CategorySlug] ?? CATEGORY_COLORS.others;
}
