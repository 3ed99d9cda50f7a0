import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleDashed, Eye, Megaphone, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import type { AdSlot } from "#shared/schemas/ad-slot.js";
import { AdHtmlFrame, htmlExcerpt } from "../features/ads/ad-html-frame.js";
import { type AdSlotDraft, AdSlotDialog } from "../features/ads/ad-slot-dialog.js";
import { adSlotsQuery } from "../features/ads/api/get-ad-slots.js";
import { Badge } from "../components/badge.js";
import { Button } from "../components/button.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { Modal } from "../components/modal.js";
import { PageHeader } from "../components/page-header.js";
import type { Route } from "./+types/ads";

/**
 * The placements offered in one click. Only this screen uses them, so they live here rather than in
 * src/shared, which is part of every reader page's download (vite.config.ts).
 */
const SUGGESTED_AD_SLOTS = [
  { key: "top", description: "Homepage top banner" },
  { key: "middle", description: "Mid-page" },
  { key: "bottom", description: "Footer area" },
  { key: "sidebar", description: "Sidebar" },
  { key: "in-article-1", description: "After the second paragraph of an article" },
  { key: "in-article-2", description: "After the fifth paragraph of an article" },
] as const;

export const meta: Route.MetaFunction = () => [{ title: "Manage Ad Slots · Admin · Only News for Free" }];

function CommonSlots({ slots, onOpen }: { slots: AdSlot[]; onOpen: (draft: AdSlotDraft) => void }) {
  return (
    <Card className="p-5">
      <section aria-labelledby="common-slots">
        <h2 id="common-slots" className="text-base font-semibold text-slate-900 dark:text-white">
          Common Ad Slots
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The placements the site shows. Set them up in one click.
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SUGGESTED_AD_SLOTS.map(({ key, description }) => {
            const slot = slots.find((s) => s.key === key);
            return (
              <li
                key={key}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              >
                <div className="min-w-0">
                  <p className="font-mono text-sm font-semibold text-slate-900 dark:text-white">{key}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{description}</p>
                  <p className="mt-1">
                    {slot ? (
                      <Badge tone="green">
                        <CircleCheck className="h-3 w-3" aria-hidden />
                        Configured
                      </Badge>
                    ) : (
                      <Badge>
                        <CircleDashed className="h-3 w-3" aria-hidden />
                        Not Set
                      </Badge>
                    )}
                  </p>
                </div>
                <Button size="sm" onClick={() => onOpen(slot ? { slot } : { key })}>
                  {slot ? <Pencil className="h-4 w-4" aria-hidden /> : <Plus className="h-4 w-4" aria-hidden />}
                  {slot ? "Edit" : "Create"}
                  <span className="sr-only"> {key} slot</span>
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}

function SlotCard({ slot, onEdit, onPreview }: { slot: AdSlot; onEdit: () => void; onPreview: () => void }) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="truncate font-mono font-semibold text-slate-900 dark:text-white">{slot.key}</h3>
          {slot.enabled ? <Badge tone="green">Active</Badge> : <Badge tone="neutral">Disabled</Badge>}
        </div>
        <p className="min-h-10 break-all rounded-md bg-slate-50 p-2 font-mono text-xs text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          {slot.html ? htmlExcerpt(slot.html) : <span className="italic">No HTML yet</span>}
        </p>
        <div className="mt-auto flex gap-1.5">
          <Button size="sm" variant="ghost" onClick={onPreview} disabled={!slot.html}>
            <Eye className="h-4 w-4" aria-hidden />
            Preview<span className="sr-only"> {slot.key}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit<span className="sr-only"> {slot.key}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}

export default function ManageAdSlots() {
  const list = useQuery(adSlotsQuery());
  const [draft, setDraft] = useState<AdSlotDraft | null>(null);
  const [previewing, setPreviewing] = useState<AdSlot | null>(null);
  const slots = list.data ?? [];

  return (
    <>
      <PageHeader
        title="Manage Ad Slots"
        description="Advertising markup for each placement on the site."
        actions={
          <Button variant="primary" onClick={() => setDraft({ key: "" })}>
            <Plus className="h-4 w-4" aria-hidden />
            New Ad Slot
          </Button>
        }
      />
      {list.isError && <LoadError message="The ad slots could not be loaded." onRetry={() => list.refetch()} />}
      {list.isPending ? (
        <Skeleton rows={2} className="h-40" />
      ) : (
        <div className="grid gap-6">
          <CommonSlots slots={slots} onOpen={setDraft} />
          <section aria-labelledby="all-slots">
            <h2 id="all-slots" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
              All Ad Slots
            </h2>
            {slots.length === 0 ? (
              <EmptyState
                icon={Megaphone}
                title="No ad slots yet"
                description="Create one of the common slots above, or a slot with your own key."
              />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {slots.map((slot) => (
                  <SlotCard
                    key={slot.id}
                    slot={slot}
                    onEdit={() => setDraft({ slot })}
                    onPreview={() => setPreviewing(slot)}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      {draft && <AdSlotDialog draft={draft} onClose={() => setDraft(null)} />}
      {previewing && (
        <Modal
          open
          size="lg"
          onOpenChange={(open) => !open && setPreviewing(null)}
          title={`Preview: ${previewing.key}`}
          description="Rendered in an isolated frame, as readers see it."
        >
          <AdHtmlFrame html={previewing.html ?? ""} title={`Ad slot ${previewing.key}`} className="h-80" />
        </Modal>
      )}
    </>
  );
}
