import { z } from "zod";

/** A translation unit of the memory (issue 43): a Swedish segment and the English readers got for it. */
export const translationUnitSchema = z.object({
  id: z.number().int(),
  swedish: z.string(),
  english: z.string(),
  /** The engine's own English, before any editor's fix. */
  engineEnglish: z.string(),
  engine: z.string(),
  sourceName: z.string().nullable(),
  articleId: z.number().int().nullable(),
  fixedBy: z.string().nullable(),
  /** Whether the English is an editor's fix of the engine's. */
  fixed: z.boolean(),
  updatedAt: z.string(),
});
export type TranslationUnit = z.infer<typeof translationUnitSchema>;

export const translationUnitListSchema = z.object({
  items: translationUnitSchema.array(),
  /** Units in the memory in all (the list shows the newest 200, or a search's). */
  total: z.number().int(),
});

export const translationMemoryQuery = z.object({
  q: z.string({ error: "q must be text" }).trim().max(200, { error: "q must be at most 200 characters" }).optional(),
});

export const tmxImportResult = z.object({ imported: z.number().int(), skipped: z.number().int() });

/** A draft segment's English taken from the memory, shown in the source panel. */
export const memoryMarkSchema = z.object({
  unitId: z.number().int(),
  fixedBy: z.string().nullable(),
  fixed: z.boolean(),
  engineEnglish: z.string(),
});

/** A remembered segment only like this one (90 % or more), offered to the editor, not applied. */
export const nearMatchSchema = z.object({
  unitId: z.number().int(),
  swedish: z.string(),
  english: z.string(),
  similarity: z.number(),
  fixedBy: z.string().nullable(),
});
export type NearMatch = z.infer<typeof nearMatchSchema>;

/**
 * GET /api/admin/analytics/translation?days=7|30|90 (issue 43): how much editors changed each engine's
 * English, per wire source and engine, over the desk articles published in the period.
 */
export const translationAnalyticsSchema = z.object({
  days: z.number().int(),
  engines: z.array(
    z.object({
      sourceName: z.string().nullable(),
      /** "dictionary", "deepl", …, or "memory" for segments the translation memory gave. */
      engine: z.string(),
      segments: z.number().int(),
      words: z.number().int(),
      /** chrF, 0–100, of the engine's English against the published English: 100 untouched. */
      chrf: z.number(),
      /** Word edits per published word: 0 untouched. */
      wordEditRate: z.number(),
    }),
  ),
  memory: z.object({ segments: z.number().int(), fromMemory: z.number().int(), share: z.number() }),
  /** The terms whose English editors put in most often, most first. */
  termsCorrected: z.array(z.object({ swedish: z.string(), corrections: z.number().int() })),
});
export type TranslationAnalytics = z.infer<typeof translationAnalyticsSchema>;
