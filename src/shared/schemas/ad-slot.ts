import { z } from "zod";

export const AD_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const adSlotInput = z.object({
  key: z
    .string({ error: "Key is required" })
    .trim()
    .min(1, { error: "Key is required" })
    .max(100, { error: "Key must be at most 100 characters" })
    .regex(AD_KEY_PATTERN, { error: "Key may contain only lowercase letters, digits and single hyphens" }),
  html: z
    .string({ error: "HTML must be text" })
    .max(50_000, { error: "HTML must be at most 50000 characters" })
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v)),
  enabled: z.boolean({ error: "Enabled must be true or false" }).optional().default(true),
});
export type AdSlotInput = z.infer<typeof adSlotInput>;

/** On update the key may be repeated but never changed (SPEC 4). */
export const adSlotUpdateInput = adSlotInput.extend({ key: adSlotInput.shape.key.optional() });

export const adSlotSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  html: z.string().nullable(),
  enabled: z.boolean(),
});
export type AdSlot = z.infer<typeof adSlotSchema>;
