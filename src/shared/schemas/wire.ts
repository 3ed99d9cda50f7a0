import { z } from "zod";
import { articleSchema } from "./article.js";
import { categorySuggestionSchema } from "./article-source.js";
import { idSchema, paginationQuery, requiredText } from "./common.js";

/**
 * The newsroom desk (issue 19): the Swedish sources the desk reads, the wire of their items translated
 * to English, and drafts made from them.
 */

export const WIRE_STATUSES = ["new", "used", "dismissed"] as const;
export type WireStatus = (typeof WIRE_STATUSES)[number];
export const WIRE_PAGE_SIZE = 20;
/** Items never used are kept this long after they were first seen. */
export const WIRE_RETENTION_DAYS = 30;
export const MAX_ARTICLE_HOSTS = 20;

const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A feed URL as staff type it: http(s), no credentials. Where it may point is checked by the server. */
export const feedUrlField = z
  .string({ error: "Feed URL is required" })
  .trim()
  .min(1, { error: "Feed URL is required" })
  .max(2048, { error: "Feed URL must be at most 2048 characters" })
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
    error: "Feed URL must be an http or https URL",
  });

const articleHostsField = z
  .array(
    z
      .string({ error: "Article hosts must be host names such as www.svt.se" })
      .trim()
      .toLowerCase()
      .regex(HOST_PATTERN, { error: "Article hosts must be host names such as www.svt.se" }),
    { error: "Article hosts must be a list of host names" },
  )
  .max(MAX_ARTICLE_HOSTS, { error: `At most ${MAX_ARTICLE_HOSTS} article hosts` })
  .optional()
  .default([])
  .transform((hosts) => [...new Set(hosts)]);

const optionalCategoryId = z
  .union([idSchema, z.null()], { error: "Category must be a category id" })
  .optional()
  .transform((v) => v ?? null);

export const sourceInput = z.object({
  name: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  feedUrl: feedUrlField,
  enabled: z.boolean({ error: "Enabled must be true or false" }).optional().default(true),
  categoryId: optionalCategoryId,
  articleHosts: articleHostsField,
});
export type SourceInput = z.infer<typeof sourceInput>;

export const sourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  feedUrl: z.string(),
  enabled: z.boolean(),
  categoryId: z.number().int().nullable(),
  articleHosts: z.array(z.string()),
  /** The feed URL is the operator's (RSS_SVT_URL / RSS_AFTONBLADET_URL) and trusted as configured. */
  configured: z.boolean(),
  /** When the last poll began (ISO), or null before the first. */
  lastPolledAt: z.string().nullable(),
  /** Whether the last finished poll worked; null before the first. */
  lastPollOk: z.boolean().nullable(),
  /** Items the last finished poll read from the feed, and how many of them were new. */
  lastFetched: z.number().int().nullable(),
  lastAdded: z.number().int().nullable(),
  /**
   * Why the last poll failed, in words completing a sentence about the source ("answered 503 (service
   * unavailable)", "cannot find the address www.svt.se"), or null when it worked. The time to show with
   * it is lastPolledAt, in the reader's own time zone.
   */
  lastError: z.string().nullable(),
  /** The raw error behind lastError, for the operator ("getaddrinfo ENOTFOUND www.svt.se"). */
  lastErrorDetail: z.string().nullable(),
  /** When a poll last worked (ISO), or null if none has. */
  lastSuccessAt: z.string().nullable(),
  /** Polls in a row that failed (0 when the last one worked). */
  failureStreak: z.number().int(),
  itemCount: z.number().int(),
});
export type Source = z.infer<typeof sourceSchema>;
export const sourceListSchema = z.object({ sources: z.array(sourceSchema) });

export const wireItemSchema = z.object({
  id: z.number().int(),
  sourceId: z.number().int(),
  sourceName: z.string(),
  url: z.string(),
  originalTitle: z.string(),
  title: z.string(),
  originalSummary: z.string().nullable(),
  summary: z.string().nullable(),
  publishedAt: z.string().nullable(),
  status: z.enum(WIRE_STATUSES),
  articleId: z.number().int().nullable(),
  /**
   * The same story as reported by other sources (ADR 0022), oldest first; the entry is the story's one
   * place on the wire. Its status and articleId are the story's.
   */
  otherReports: z.array(z.object({ id: z.number().int(), sourceName: z.string(), url: z.string(), title: z.string() })),
});
export type WireItem = z.infer<typeof wireItemSchema>;
export const wireListSchema = z.object({ items: z.array(wireItemSchema), total: z.number().int() });
export type WireList = z.infer<typeof wireListSchema>;

export const wireQuery = paginationQuery(WIRE_PAGE_SIZE).extend({
  sourceId: z.preprocess((v) => (v === "" ? undefined : v), idSchema.optional()),
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(WIRE_STATUSES, { error: "status must be one of new, used, dismissed" }).optional(),
  ),
  q: z
    .string({ error: "q must be a single search" })
    .trim()
    .max(200, { error: "q must be at most 200 characters" })
    .optional()
    .transform((v) => v || undefined),
});
export type WireQuery = z.infer<typeof wireQuery>;

/** Staff dismiss an item or restore it to the desk; "used" comes only from making a draft. */
export const wireStatusInput = z.object({
  status: z.enum(["new", "dismissed"], { error: "Status must be new or dismissed" }),
});

export const wireDraftInput = z
  .object({ categoryId: optionalCategoryId })
  .nullish()
  .transform((v) => ({ categoryId: v?.categoryId ?? null }));

export const wireDraftResponse = z.object({
  article: articleSchema,
  /** Where the body came from: the source's article page, or the feed's summary when the page could not be read. */
  bodySource: z.enum(["page", "summary"]),
  /** Said when the body fell back to the summary, and why. */
  notice: z.string().optional(),
  /** The category the draft got when the editor chose none, and why (also kept with the article's source). */
  categorySuggestion: categorySuggestionSchema.optional(),
});
export type WireDraft = z.infer<typeof wireDraftResponse>;

export const wireRefreshResponse = z.object({
  fetched: z.number().int(),
  added: z.number().int(),
  /** Sources whose feed could not be read this time; message in words as the source's lastError. */
  failures: z.array(z.object({ sourceId: z.number().int(), name: z.string(), message: z.string() })),
});
export type WireRefresh = z.infer<typeof wireRefreshResponse>;
