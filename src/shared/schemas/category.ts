import { z } from "zod";
import { requiredText, slugField } from "./common.js";

/** Display order: numeric, default 0; anything non-numeric becomes 0 (SPEC 5). */
const orderField = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : 0;
    if (!Number.isFinite(n)) return 0;
    return Math.max(-1_000_000, Math.min(1_000_000, Math.trunc(n)));
  });

export const categoryInput = z.object({
  name: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  slug: slugField,
  order: orderField,
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  order: z.number().int(),
  articleCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
