import { useRef } from "react";

/**
 * Gives the focus back to what opened a dialog once it closes. The shared Modal and ConfirmDialog are
 * opened from state, with no Radix Trigger, so Radix has no element to return the focus to and it falls to
 * the page's body; this remembers the opener (a row's Edit or Delete, "Add term") instead. When the opener
 * is gone (its row deleted meanwhile), the focus goes to `fallbackId`.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Call as the dialog opens, while its opener has the focus. */
    remember() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    /** Call as the dialog closes: once it has gone, the opener (or the fallback) gets the focus. */
    restore(fallbackId?: string) {
      const target = opener.current;
      opener.current = null;
      window.setTimeout(() => {
        if (target?.isConnected) target.focus();
        else if (fallbackId) document.getElementById(fallbackId)?.focus();
      }, 0);
    },
  };
}
