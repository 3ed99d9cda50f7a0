import { z } from "zod";

/**
 * The newsroom's term base (issue 43): how a Swedish name or term is written in English, kept by staff
 * (editor and up) and honoured by every translation engine. `keep`: the name is written as it is
 * (Systembolaget), so its English is its Swedish. `place`: a place name (Göteborg → Gothenburg), which
 * search also finds under its other spelling.
 */
export const TERM_TEXT_MAX = 200;
export const TERM_NOTE_MAX = 1000;

const termText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(TERM_TEXT_MAX, { error: `${label} must be at most ${TERM_TEXT_MAX} characters` });

export const termInput = z
  .object({
    swedish: termText("Swedish").min(1, { error: "Swedish is required" }),
    english: termText("English").default(""),
    keep: z.boolean({ error: "Keep must be true or false" }).default(false),
    place: z.boolean({ error: "Place must be true or false" }).default(false),
    note: z
      .string({ error: "Note must be text" })
      .trim()
      .max(TERM_NOTE_MAX, { error: `Note must be at most ${TERM_NOTE_MAX} characters` })
      .default(""),
  })
  .transform((term) => ({ ...term, english: term.keep ? term.swedish : term.english }))
  .refine((term) => term.english !== "", {
    error: "English is required unless the name is kept as it is",
    path: ["english"],
  });
export type TermInput = z.infer<typeof termInput>;

export const termSchema = z.object({
  id: z.number().int(),
  swedish: z.string(),
  english: z.string(),
  keep: z.boolean(),
  place: z.boolean(),
  note: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type Term = z.infer<typeof termSchema>;

export const termListSchema = z.object({ items: termSchema.array(), total: z.number().int() });

export const termListQuery = z.object({
  q: z
    .string({ error: "q must be text" })
    .trim()
    .max(TERM_TEXT_MAX, { error: `q must be at most ${TERM_TEXT_MAX} characters` })
    .optional(),
});

/** What an import did: terms added, terms whose English, flags or note changed, and entries left out. */
export const termImportResult = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.array(z.object({ entry: z.number().int(), reason: z.string() })),
});
export type TermImportResult = z.infer<typeof termImportResult>;

/** The part of a term every translation engine reads. */
export type TermEntry = Pick<Term, "swedish" | "english" | "keep" | "place">;
