import { z } from "zod";
import { memoryMarkSchema, nearMatchSchema } from "./translation-memory.js";

/**
 * A desk article's Swedish source (issue 30): the page's blocks paired with the English they were
 * translated to when the draft was made, each naming the Swedish words the translation left in
 * (`untranslated`, lower-case), for the editor's side-by-side view.
 */
export const SOURCE_BLOCK_KINDS = ["paragraph", "heading"] as const;

const pairSchema = z.object({
  swedish: z.string(),
  english: z.string(),
  untranslated: z.array(z.string()),
  /** The English came from the translation memory (issue 43): "from memory, fixed by NAME". */
  memory: memoryMarkSchema.nullable(),
  /** Remembered segments 90 % like this one or more, offered with their English (not applied). */
  nearMatches: z.array(nearMatchSchema),
});

export const sourceBlockSchema = pairSchema.extend({ kind: z.enum(SOURCE_BLOCK_KINDS) });
export type SourceBlockPair = z.infer<typeof sourceBlockSchema>;

export const articleSourceSchema = z.object({
  articleId: z.number().int(),
  sourceUrl: z.string(),
  title: pairSchema,
  blocks: z.array(sourceBlockSchema),
  /** Why the draft got its category when the editor did not choose one, or null. */
  categoryReason: z.string().nullable(),
  createdAt: z.string(),
});
export type ArticleSource = z.infer<typeof articleSourceSchema>;

/** The category a desk draft got without the editor choosing one, and why. */
export const categorySuggestionSchema = z.object({
  categoryId: z.number().int(),
  reason: z.string(),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;
