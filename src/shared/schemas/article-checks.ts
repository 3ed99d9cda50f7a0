import { z } from "zod";
import { BODY_FORMATS } from "./article.js";
import { idSchema, optionalText } from "./common.js";

/**
 * The checks before publishing (issue 30): each problem found in an article. An error refuses publishing
 * (the server answers 400 with the same message); a warning is shown before publishing and may be passed.
 */
export const ARTICLE_CHECK_KINDS = [
  "untranslated-words",
  "term-missing",
  "image-alt-missing",
  "image-alt-placeholder",
  "no-excerpt",
  "hero-alt-missing",
] as const;
export type ArticleCheckKind = (typeof ARTICLE_CHECK_KINDS)[number];

export const articleCheckSchema = z.object({
  kind: z.enum(ARTICLE_CHECK_KINDS),
  severity: z.enum(["error", "warning"]),
  message: z.string(),
  /** The words concerned: the untranslated Swedish words, the terms' Swedish, or the placeholder alt texts. */
  words: z.array(z.string()).optional(),
});
export type ArticleCheck = z.infer<typeof articleCheckSchema>;
export const articleChecksSchema = z.object({ checks: z.array(articleCheckSchema) });

/**
 * What the checks read, for text not saved yet (the editor asks before publishing what it is about to
 * send): the fields an article input has, and the article's id when it exists (its Swedish source is
 * read for the untranslated words). Other fields of an article input may be sent and are ignored.
 */
export const articleChecksInput = z.object({
  articleId: idSchema.nullish().transform((v) => v ?? null),
  /** Read with the excerpt and body by the term check (issue 43); absent: the saved title, if any. */
  title: z
    .string({ error: "Title must be text" })
    .max(300, { error: "Title must be at most 300 characters" })
    .optional(),
  body: z
    .string({ error: "Content must be text" })
    .max(200_000, { error: "Content must be at most 200000 characters" }),
  bodyFormat: z.enum(BODY_FORMATS, { error: "Body format must be text or markdown" }).optional(),
  excerpt: optionalText(1000, "Excerpt must be at most 1000 characters"),
  heroImage: z
    .string({ error: "Image must be a path" })
    .max(2048, { error: "Image path is too long" })
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
  heroAlt: optionalText(300, "Alt text must be at most 300 characters"),
});
export type ArticleChecksInput = z.infer<typeof articleChecksInput>;
