import type { AdSlot, AdSlotInput } from "#shared/schemas/ad-slot.js";
import type { ContentEvents } from "../../events/event-bus.js";
import type { ContentCache } from "../../invalidation/content-version.js";
import { conflictOnDuplicate } from "../../db/unique-violation.js";
import { badRequest, notFound } from "../../http-error.js";
import type { AdsRepository } from "./ads.repository.js";

export interface PublicAd {
  key: string;
  enabled: boolean;
  html: string | null;
}

export function createAdsService(
  repo: AdsRepository,
  changes: Pick<ContentCache, "memo">,
  events: Pick<ContentEvents, "raise">,
) {
  return {
    /**
     * A disabled slot answers without its markup, so a paused ad is never shown. Pages show several
     * slots each, so a slot is kept until a write changes public content.
     */
    async getPublic(key: string): Promise<PublicAd> {
      const slot = await changes.memo(`ad:${key}`, () => repo.findByKey(key));
      if (!slot) throw notFound("Ad slot not found");
      return { key: slot.key, enabled: slot.enabled, html: slot.enabled ? slot.html : null };
    },

    list: (): Promise<AdSlot[]> => repo.list(),

    async create(input: AdSlotInput): Promise<AdSlot> {
      const created = await conflictOnDuplicate("An ad slot with this key already exists", () => repo.insert(input));
      await events.raise({ type: "ad.changed", key: created.key });
      return created;
    },

    /** The key is fixed after creation: it may be repeated in the body but not changed. */
    async update(id: number, input: Omit<AdSlotInput, "key"> & { key?: string }): Promise<AdSlot> {
      const existing = await repo.findById(id);
      if (!existing) throw notFound("Ad slot not found");
      if (input.key !== undefined && input.key !== existing.key)
        throw badRequest("The key of an ad slot cannot be changed");
      const updated = (await repo.update(id, { html: input.html, enabled: input.enabled }))!;
      await events.raise({ type: "ad.changed", key: existing.key });
      return updated;
    },
  };
}
export type AdsService = ReturnType<typeof createAdsService>;
