import type { ReactNode } from "react";
import type { PublicAd } from "#shared/reader-api.js";
import { api } from "#web/ui/api.js";
import { cn } from "#web/ui/cn.js";
import { useFetched } from "../lib/fetched.js";

interface Props {
  slotKey: string;
  /** The slot as the page loader read it (null: no such slot). Undefined: fetch it in the browser. */
  ad?: PublicAd | null;
  /** Shown instead of the placeholder when the slot has no content (SPEC 8). */
  fallback?: ReactNode;
  className?: string;
}

/** A slot that does not exist answers 404: no ad. */
const fetchAd = (key: string) => api<PublicAd | null>(`/api/ads/${encodeURIComponent(key)}`, { nullOn: 404 });

/**
 * An ad slot. Staff markup is injected as raw HTML (SPEC 7), inside a box that reserves its height so
 * nothing below jumps when it fills. A missing or empty slot shows the spec's placeholder; a slot staff
 * switched off shows nothing at all, as the ad-slot screen promises ("Disabled slots are not shown to
 * readers").
 */
export function AdSlot({ ad, ...props }: Props) {
  // Pages hand over the slot their loader read; only a slot without one needs a query (and its cost).
  return ad === undefined ? <FetchedAdSlot {...props} /> : <AdSlotView {...props} slot={ad} loading={false} />;
}

function FetchedAdSlot(props: Omit<Props, "ad">) {
  const query = useFetched(`/api/ads/${props.slotKey}`, () => fetchAd(props.slotKey));
  return <AdSlotView {...props} slot={query.data} loading={query.isPending} />;
}

function AdSlotView({
  slotKey,
  slot,
  loading,
  fallback,
  className,
}: Omit<Props, "ad"> & { slot: PublicAd | null | undefined; loading: boolean }) {
  if (slot && !slot.enabled) return null;
  const html = slot?.html;
  return (
    <div className={cn("ad-slot", className)} data-ad-slot={slotKey}>
      <p className="ad-label">Advertisement</p>
      {loading ? (
        <div className="min-h-[88px] animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" aria-hidden="true" />
      ) : html ? (
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
