import { z } from "zod";
import { isUploadPath } from "./image-address.js";
import { optionalText, requiredText, slugField, staffSearchText } from "./common.js";

/** How a body is written: plain text (paragraphs on blank lines, every older article) or a Markdown subset. */
export const BODY_FORMATS = ["text", "markdown"] as const;
export type BodyFormat = (typeof BODY_FORMATS)[number];

/**
 * A text field added after the spec's contract: absent leaves what is stored (a client that predates the
 * field does not erase it); null or blank means none.
 */
function addedText(name: string, max: number) {
  return z
    .string({ error: `${name} must be text` })
    .max(max, { error: `${name} must be at most ${max} characters` })
    .nullable()
    .transform((v) => (v === null || v.trim() === "" ? null : v.trim()))
    .optional();
}

/** An image path: one of our uploads, or an absolute http(s) URL. Never javascript:, data: or another route. */
const imagePath = z
  .string({ error: "Image must be a path" })
  .trim()
  .max(2048, { error: "Image path is too long" })
  .refine((v) => v === "" || isUploadPath(v) || /^https?:\/\/[^\s\\]+$/i.test(v), {
    error: "Image must be an uploaded image path or an http(s) URL",
  })
  .nullish()
  .transform((v) => (v ? v : null));

const publishedAtField = z
  .union([z.string(), z.null()], { error: "Publication date must be a date" })
  .optional()
  .transform((v, ctx) => {
    if (v == null || v.trim() === "") return null;
    const date = new Date(v);
    if (Number.isNaN(date.getTime()) || date.getFullYear() < 1900 || date.getFullYear() > 9999) {
      ctx.addIssue({ code: "custom", message: "Publication date must be a valid date" });
      return z.NEVER;
    }
    return date;
  });

export const articleInput = z
  .object({
    title: requiredText("Title is required", 300, "Title must be at most 300 characters"),
    slug: slugField,
    excerpt: optionalText(1000, "Excerpt must be at most 1000 characters"),
    body: requiredText("Content is required", 200_000, "Content must be at most 200000 characters"),
    author: requiredText("Author is required", 100, "Author must be at most 100 characters"),
    categoryId: z.preprocess(
      (v) => (v === "" || v === null ? undefined : typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v),
      z
        .number({ error: "Category is required" })
        .int({ error: "Category is required" })
        .min(1, { error: "Category is required" })
        .max(2_147_483_647, { error: "Category is required" }),
    ),
    heroImage: imagePath,
    thumbImage: imagePath,
    featured: z.boolean({ error: "Featured must be true or false" }).optional().default(false),
    published: z.boolean({ error: "Published must be true or false" }).optional().default(false),
    publishedAt: publishedAtField,
    /** Credit for an article based on another publication's (the desk's drafts): "Originally published in Swedish by …". */
    sourceName: optionalText(100, "Source name must be at most 100 characters"),
    sourceUrl: z
      .string({ error: "Source link must be a URL" })
      .trim()
      .max(2048, { error: "Source link must be at most 2048 characters" })
      .refine((v) => v === "" || (/^https?:\/\/[^\s\\]+$/i.test(v) && URL.canParse(v)), {
        error: "Source link must be an http or https URL",
      })
      .nullish()
      .transform((v) => (v ? v : null)),
    /** Absent: a new article is "text", an edited one keeps its format. */
    bodyFormat: z.enum(BODY_FORMATS, { error: "Body format must be text or markdown" }).optional(),
    /** The hero picture's alt text (else the title is used), and the caption and credit shown under it. */
    heroAlt: addedText("Alt text", 300),
    heroCaption: addedText("Caption", 500),
    heroCredit: addedText("Credit", 200),
  })
  .refine((a) => a.sourceUrl === null || a.sourceName !== null, {
    error: "Source name is required when a source link is given",
    path: ["sourceName"],
  });
export type ArticleInput = z.infer<typeof articleInput>;

export const articleCategory = z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable();

/**
 * An article's content as the API gives it: what an article and each of its revisions hold (the server's
 * one list of content columns, ADR 0029, is checked against it and against `articleInput`).
 */
export const articleContentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  body: z.string(),
  author: z.string(),
  categoryId: z.number().int().nullable(),
  heroImage: z.string().nullable(),
  thumbImage: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  bodyFormat: z.enum(BODY_FORMATS),
  heroAlt: z.string().nullable(),
  heroCaption: z.string().nullable(),
  heroCredit: z.string().nullable(),
});

export const articleSchema = z.object({
  id: z.number().int(),
  ...articleContentSchema.shape,
  /** Lists leave the body out. */
  body: z.string().optional(),
  category: articleCategory,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When a published article's body last changed after it went live: the page says "Updated {date}". */
  bodyUpdatedAt: z.string().nullable().optional(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListSchema = z.object({ articles: z.array(articleSchema), total: z.number().int() });
export type ArticleList = z.infer<typeof articleListSchema>;

/** The admin list's filters (issue 20): status, category, featured, a full-text search, and the order. */
export const ADMIN_ARTICLE_STATUSES = ["published", "draft", "scheduled"] as const;
export const ADMIN_ARTICLE_SORTS = ["newest", "oldest", "updated"] as const;
export type AdminArticleStatus = (typeof ADMIN_ARTICLE_STATUSES)[number];
export type AdminArticleSort = (typeof ADMIN_ARTICLE_SORTS)[number];

const emptyAsAbsent = (v: unknown) => (v === "" ? undefined : v);

export const adminArticleFilters = z.object({
  q: staffSearchText,
  status: z.preprocess(
    emptyAsAbsent,
    z.enum(ADMIN_ARTICLE_STATUSES, { error: "status must be one of published, draft, scheduled" }).optional(),
  ),
  categoryId: z.preprocess(
    emptyAsAbsent,
    z
      .string()
      .regex(/^\d{1,10}$/, { error: "categoryId must be a category id" })
      .transform(Number)
      .optional(),
  ),
  featured: z.preprocess(
    emptyAsAbsent,
    z
      .enum(["true", "false"], { error: "featured must be true or false" })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
  ),
  sort: z.preprocess(
    emptyAsAbsent,
    z.enum(ADMIN_ARTICLE_SORTS, { error: "sort must be one of newest, oldest, updated" }).optional(),
  ),
});
export type AdminArticleFilters = Partial<z.infer<typeof adminArticleFilters>>;

export const ARTICLE_BULK_ACTIONS = ["publish", "unpublish", "feature", "unfeature", "delete"] as const;
export type ArticleBulkAction = (typeof ARTICLE_BULK_ACTIONS)[number];
export const MAX_BULK_IDS = 100;

export const articleBulkInput = z.object({
  ids: z
    .array(
      z
        .number({ error: "ids must be article ids" })
        .int({ error: "ids must be article ids" })
        .min(1, { error: "ids must be article ids" })
        .max(2_147_483_647, { error: "ids must be article ids" }),
      { error: "ids must be a list of article ids" },
    )
    .min(1, { error: "Select at least one article" })
    .max(MAX_BULK_IDS, { error: `At most ${MAX_BULK_IDS} articles at a time` })
    .transform((ids) => [...new Set(ids)]),
  action: z.enum(ARTICLE_BULK_ACTIONS, {
    error: "action must be one of publish, unpublish, feature, unfeature, delete",
  }),
});
export type ArticleBulkInput = z.infer<typeof articleBulkInput>;
export const articleBulkResponse = z.object({ message: z.string(), affected: z.number().int() });

/** An earlier version of an article, kept when a save replaced it (issue 20). */
export const revisionSummarySchema = z.object({
  id: z.number().int(),
  savedAt: z.string(),
  savedBy: z.string(),
  title: z.string(),
});
export const revisionSchema = revisionSummarySchema.extend({
  articleId: z.number().int(),
  ...articleContentSchema.shape,
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export type Revision = z.infer<typeof revisionSchema>;
export const revisionListSchema = z.object({ revisions: z.array(revisionSummarySchema) });
export const MAX_REVISIONS = 50;
