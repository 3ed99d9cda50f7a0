import type { ReactNode } from "react";
import type { PublicAd } from "#shared/reader-api.js";
import { cn } from "#web/ui/cn.js";

interface Props {
  slotKey: string;
  /** The slot as the page loader read it (null: no such slot). */
  ad: PublicAd | null;
  /** Shown instead of the placeholder when the slot has no content (SPEC 8). */
  fallback?: ReactNode;
  className?: string;
}

/**
 * An ad slot, as the page loader read it. Staff markup is injected as raw HTML (SPEC 7), inside a box that
 * reserves its height so nothing below jumps. A missing or empty slot shows the spec's placeholder; a slot
 * staff switched off shows nothing at all, as the ad-slot screen promises ("Disabled slots are not shown
 * to readers"). Static HTML: no reader page fetches an ad in the browser.
 */
export function AdSlot({ ad, ...props }: Props) {
  return <AdSlotView {...props} slot={ad} />;
}

function AdSlotView({ slotKey, slot, fallback, className }: Omit<Props, "ad"> & { slot: PublicAd | null }) {
  if (slot && !slot.enabled) return null;
  const html = slot?.html;
  return (
    <div className={cn("ad-slot", className)} data-ad-slot={slotKey}>
      <p className="ad-label">Advertisement</p>
      {html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: staff-authored ad markup, raw by design (SPEC 7)
        <div className="ad-slot-content min-h-[88px]" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        (fallback ?? (
          <div className="ad-placeholder flex min-h-[88px] flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 px-4 py-3 text-center dark:border-slate-700">
            <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">Advertisement Slot - {slotKey}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">No ad content available</p>
          </div>
        ))
      )}
    </div>
  );
}
