import { Check, Trash2, X } from "lucide-react";
import type { CommentBulkAction, ModerationTab } from "#shared/schemas/comment.js";
import { Button } from "../../components/button.js";

const LABELS: Record<CommentBulkAction, string> = { approve: "Approve", reject: "Reject", delete: "Delete" };
const ICONS = { approve: Check, reject: X, delete: Trash2 };
/** An action that would change nothing on this tab is not offered (approving what is approved). */
const POINTLESS_ON: Partial<Record<ModerationTab, CommentBulkAction>> = { approved: "approve", rejected: "reject" };

const comments = (n: number) => (n === 1 ? "1 comment" : `${n} comments`);

/** The one confirmation a bulk action asks for: what will happen to how many comments. */
export function bulkConfirmation(action: CommentBulkAction, count: number) {
  const they = count === 1 ? "It" : "They";
  const descriptions: Record<CommentBulkAction, string> = {
    approve: `${they} will appear on ${count === 1 ? "its article" : "their articles"} for readers at once.`,
    reject: `${they} will be hidden from readers. You can still approve ${count === 1 ? "it" : "them"} from the Rejected tab.`,
    delete: `${they} will be deleted permanently, with any replies. This action cannot be undone.`,
  };
  return {
    title: `${LABELS[action]} ${comments(count)}?`,
    description: descriptions[action],
    confirmLabel: `${LABELS[action]} ${comments(count)}`,
    destructive: action === "delete",
  };
}

/**
 * The list's toolbar: "Select all on this page" (mixed when some are selected), and once something is
 * selected, how many and what can be done to them at once.
 */
export function CommentBulkBar({
  tab,
  pageCount,
  selectedCount,
  busy,
  onSelectAll,
  onAction,
  onClear,
}: {
  tab: ModerationTab;
  /** How many comments this page shows. */
  pageCount: number;
  selectedCount: number;
  busy: boolean;
  onSelectAll: (selected: boolean) => void;
  onAction: (action: CommentBulkAction) => void;
  onClear: () => void;
}) {
  const all = pageCount > 0 && selectedCount === pageCount;
  const actions = (Object.keys(LABELS) as CommentBulkAction[]).filter((a) => a !== POINTLESS_ON[tab]);
  return (
    // Sticky under the phone's top bar (and at the top on a desktop): the actions stay in reach while the
    // editor scrolls down the page ticking comments.
    <div className="sticky top-[57px] z-10 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-t-xl border-b border-slate-200 bg-white px-4 py-2 sm:px-5 lg:top-0 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        <input
          id="comments-select-all"
          type="checkbox"
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = selectedCount > 0 && !all;
          }}
          onChange={(e) => onSelectAll(e.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        <label htmlFor="comments-select-all" className="text-sm text-slate-700 dark:text-slate-300">
          Select all on this page
        </label>
      </div>
      <p aria-live="polite" className="text-sm font-medium text-slate-900 dark:text-white">
        {selectedCount > 0 ? `${selectedCount} selected` : ""}
      </p>
      {selectedCount > 0 && (
        <section aria-label="Bulk actions" className="flex flex-wrap items-center gap-2">
          {actions.map((action) => {
            const Icon = ICONS[action];
            return (
              <Button
                key={action}
                size="sm"
                variant={action === "delete" ? "ghost-danger" : action === "approve" ? "success" : "secondary"}
                disabled={busy}
                onClick={() => onAction(action)}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {LABELS[action]} selected
              </Button>
            );
          })}
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        </section>
      )}
    </div>
  );
}
