import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { MediaItem } from "#shared/schemas/media.js";
import { buttonClass } from "../../components/button.js";
import { MediaUsedIn } from "./media-card.js";
import { formatDimensions, mediaDisplayName } from "./media-format.js";

/**
 * Asks before deleting an image. For one in use it says instead that it cannot be deleted while articles
 * use it, and links to each; its button still asks the server, because the list may be older than an edit
 * made since (the server refuses with its own message while the image is still used).
 */
export function MediaDeleteDialog({
  item,
  onOpenChange,
  onConfirm,
}: {
  item: MediaItem | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (item: MediaItem) => void;
}) {
  const users = item ? item.usedBy.length + item.usedByOthers : 0;
  const inUse = users > 0;
  const name = item ? mediaDisplayName(item) : "";
  // The same picture at other sizes goes with it (the demo's thumbnail).
  const sizes = item?.variants.map((variant) => formatDimensions(variant)).join(", ");
  const what = sizes ? `${name} (and its ${sizes} version)` : name;
  return (
    <AlertDialog.Root open={item !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[60] grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-2xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="text-lg font-semibold">
            {inUse ? "Image in use" : "Delete image"}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
            {inUse
              ? `${name} cannot be deleted while articles use it. Remove it from ${users === 1 ? "this article" : "these articles"} first:`
              : `Delete ${what}? Its address stops working everywhere it was copied to. This cannot be undone.`}
          </AlertDialog.Description>
          {inUse && item && (
            <div className="text-sm">
              <MediaUsedIn item={item} />
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass("secondary")}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={() => item && onConfirm(item)}>
              {inUse ? "Delete if no longer used" : "Delete"}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
