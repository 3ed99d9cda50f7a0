import { z } from "zod";
import { MAX_PAGE_LIMIT } from "../constants.js";

export const MAX_PAGE = 1_000_000;

/** A whole number from a query string or JSON, or undefined when absent/empty. */
function wholeNumber(message: string, min: number, max: number) {
  return z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: `${message.split(" ")[0]} is too large` })
      .optional(),
  );
}

/** Page and limit query parameters; limit above the maximum is capped, not refused. */
export function paginationQuery(defaultLimit: number) {
  return z.object({
    page: wholeNumber("page must be a positive whole number", 1, MAX_PAGE).transform((v) => v ?? 1),
    limit: wholeNumber("limit must be a positive whole number", 1, Number.MAX_SAFE_INTEGER).transform((v) =>
      Math.min(v ?? defaultLimit, MAX_PAGE_LIMIT),
    ),
  });
}
export type Pagination = { page: number; limit: number };

/** A positive integer id, from a path parameter or JSON. */
export const idSchema = z.preprocess(
  (v) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v),
  z.number({ error: "Invalid id" }).int({ error: "Invalid id" }).min(1, { error: "Invalid id" }).max(2_147_483_647, {
    error: "Invalid id",
  }),
);

export const idParams = z.object({ id: idSchema });
export const slugParams = z.object({ slug: z.string().min(1).max(200) });

/**
 * Slug from a title or category name (SPEC 5): lowercase, keep letters, digits, spaces and hyphens,
 * spaces become hyphens, repeated hyphens collapse. Swedish letters are folded to ASCII first so that
 * "Göteborg" gives "goteborg" rather than losing the letter. Here beside the slug's rule, not in text.ts:
 * only the server and the staff screens make slugs, and text.ts is downloaded by every reader page.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugField = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, { error: "Slug is required" })
  .max(200, { error: "Slug must be at most 200 characters" })
  .regex(SLUG_PATTERN, { error: "Slug may contain only lowercase letters, digits and single hyphens" });

export function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });
}

/** An optional text field: null, undefined and blank all mean "none" (stored as null). */
export function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: "Must be text" })
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));
}

export const messageResponse = z.object({ message: z.string() });

/** A staff list's `q`: trimmed, at most 200 characters, absent when blank (articles and media). */
export const staffSearchText = z
  .string({ error: "q must be a single search" })
  .trim()
  .max(200, { error: "Search query must be at most 200 characters" })
  .optional()
  .transform((v) => v || undefined);
