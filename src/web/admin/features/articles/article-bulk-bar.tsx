import { Eye, EyeOff, Star, StarOff, Trash2, X } from "lucide-react";
import type { ArticleBulkAction } from "#shared/schemas/article.js";
import { Button } from "../../components/button.js";

export const BULK_LABELS: Record<ArticleBulkAction, string> = {
  publish: "Publish",
  unpublish: "Unpublish",
  feature: "Feature",
  unfeature: "Unfeature",
  delete: "Delete",
};
const ICONS = { publish: Eye, unpublish: EyeOff, feature: Star, unfeature: StarOff, delete: Trash2 };

/** What can be done to the selected articles at once; each action asks once for confirmation. */
export function ArticleBulkBar({
  count,
  busy,
  onAction,
  onClear,
}: {
  count: number;
  busy: boolean;
  onAction: (action: ArticleBulkAction) => void;
  onClear: () => void;
}) {
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-300 bg-brand-50 p-3 dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="mr-2 text-sm font-medium text-slate-900 dark:text-white" aria-live="polite">
        {count} selected
      </p>
      {(Object.keys(BULK_LABELS) as ArticleBulkAction[]).map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            size="sm"
            variant={action === "delete" ? "ghost-danger" : "secondary"}
            disabled={busy}
            onClick={() => onAction(action)}
          >
            <Icon className="h-4 w-4" aria-hidden />
            {BULK_LABELS[action]}
          </Button>
        );
      })}
      <Button size="sm" variant="ghost" onClick={onClear} className="ml-auto">
        <X className="h-4 w-4" aria-hidden />
        Clear selection
      </Button>
    </section>
  );
}
