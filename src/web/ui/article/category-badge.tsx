import { cn } from "../cn.js";

interface Props {
  category: { name: string; slug: string } | null;
  /** A link to the category page; false inside a card that is already one big link. */
  link?: boolean;
  className?: string;
}

/**
 * The category's name on its own colour (src/shared/category-colors.ts, applied by data-category in app.css),
 * white text (contrast ≥ 4.5:1).
 */
export function CategoryBadge({ category, link = false, className }: Props) {
  if (!category) return null;
  const classes = cn("category-badge", className);
  if (!link) {
    return (
      <span className={classes} data-category={category.slug}>
        {category.name}
      </span>
    );
  }
  return (
    <a href={`/category/${category.slug}`} className={cn(classes, "hover:opacity-90")} data-category={category.slug}>
      {category.name}
    </a>
  );
}
